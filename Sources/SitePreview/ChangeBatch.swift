import Foundation

/// The paths one settled burst of file-system events changed, with the moments a save's
/// timeline starts from: the first event seen, and the batch handed on to the caller.
public struct ChangeBatch: Sendable, Equatable {
    /// Absolute, standardized paths (see `FileWatcher`).
    public var paths: Set<String>
    /// When the watcher read the batch's first event (wall clock, so other processes can compare).
    public var firstSeen: Date
    /// When the batch was handed to the caller.
    public var delivered: Date

    public init(paths: Set<String>, firstSeen: Date = Date(), delivered: Date = Date()) {
        self.paths = paths
        self.firstSeen = firstSeen
        self.delivered = delivered
    }

    /// Both batches as one: every path, the earliest first event, the latest delivery.
    public func merged(with other: ChangeBatch) -> ChangeBatch {
        ChangeBatch(paths: paths.union(other.paths), firstSeen: min(firstSeen, other.firstSeen),
                    delivered: max(delivered, other.delivered))
    }
}
