import Foundation

/// A source of changed paths, driven by the watcher thread. Only that thread calls it after `start()`.
protocol ChangeBackend: AnyObject {
    /// The descriptor to wait on for events, or nil for a backend that only works on ticks.
    var eventDescriptor: Int32? { get }
    /// When the backend next wants `tick` to be called, if ever.
    var nextTick: ContinuousClock.Instant? { get }
    /// Reads whatever is pending on `eventDescriptor`.
    func readEvents() -> Set<String>
    /// Whether a changed file is still open for writing: the batch waits for it to be closed.
    var isWriting: Bool { get }
    /// Forgets the files still open for writing, once a batch went without them being closed.
    func forgetWriters()
    func tick(now: ContinuousClock.Instant) -> Set<String>
    /// Releases every descriptor the backend holds.
    func close()
}
