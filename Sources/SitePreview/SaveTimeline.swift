import Foundation

/// When each step of a save happened, sent with its reload event so `make bench` can tell the
/// watcher's, the settling's and the rebuild's shares of the time from a save to the browser.
/// Wall-clock seconds, so another process on the machine can compare them with its own.
public struct SaveTimeline: Sendable, Equatable, Encodable {
    /// The watcher read the save's first event.
    public var firstSeen: Double
    /// The events had settled and the batch was handed on.
    public var delivered: Double
    public var rebuildStarted: Double
    public var rebuildEnded: Double

    public init(batch: ChangeBatch, rebuildStarted: Date, rebuildEnded: Date) {
        firstSeen = batch.firstSeen.timeIntervalSince1970
        delivered = batch.delivered.timeIntervalSince1970
        self.rebuildStarted = rebuildStarted.timeIntervalSince1970
        self.rebuildEnded = rebuildEnded.timeIntervalSince1970
    }
}
