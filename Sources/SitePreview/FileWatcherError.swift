import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `start()` failed, with the operation and the system's reason.
struct FileWatcherError: Error, CustomStringConvertible {
    let description: String
}
