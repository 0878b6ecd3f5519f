import Foundation

/// A git commit of the content folder.
public struct ContentVersion: Sendable, Equatable {
    /// The short hash, e.g. `1a2b3c4`.
    public var commit: String
    /// True when files in the content folder differ from that commit.
    public var isDirty: Bool

    public init(commit: String, isDirty: Bool) {
        self.commit = commit
        self.isDirty = isDirty
    }
}
