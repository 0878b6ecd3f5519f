import ArgumentParser
import Foundation

/// Bad usage found when a command runs: printed as the parser prints its own, and exit 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
