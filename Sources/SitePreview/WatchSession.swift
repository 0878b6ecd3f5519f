import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// One run, from `start()` to `stop()`: owns the thread, the wake pipe and the backend.
/// @unchecked Sendable: the backend and debouncer are touched only by the watcher thread once it runs;
/// `isStopping` is guarded by `lock`.
final class WatchSession: @unchecked Sendable {
    /// Upper bound on one wait, so a missed wake-up still ends the thread promptly.
    private static let longestWait: Duration = .milliseconds(100)

    private let backend: ChangeBackend
    private let wakePipe: WakePipe
    private var debouncer: Debouncer
    private let queue: DispatchQueue
    private let onChange: @Sendable (ChangeBatch) -> Void
    private let lock = NSLock()
    private var isStopping = false
    private let finished = DispatchSemaphore(value: 0)

    init(
        backend: ChangeBackend, wakePipe: WakePipe, settle: TimeInterval,
        queue: DispatchQueue, onChange: @escaping @Sendable (ChangeBatch) -> Void
    ) {
        self.backend = backend
        self.wakePipe = wakePipe
        self.debouncer = Debouncer(quiet: .seconds(settle), longest: .seconds(max(1, settle)))
        self.queue = queue
        self.onChange = onChange
    }

    /// A dedicated thread rather than a task: it blocks in poll(), which would starve the cooperative pool.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "CriteriaPress file watcher"
        thread.start()
    }

    func stop() {
        let wasStopping = lock.withLock { () -> Bool in
            defer { isStopping = true }
            return isStopping
        }
        guard !wasStopping else { return }
        wakePipe.wake()
        // The thread ends within one wait (0.1 s). The bound keeps a caller from hanging should it
        // ever be stuck (a slow file system, say): it then closes its descriptors when it does end.
        if finished.wait(timeout: .now() + .seconds(Self.stopTimeoutSeconds)) == .timedOut {
            FileHandle.standardError.write(Data("warning: the file watcher thread did not stop within \(Self.stopTimeoutSeconds) s\n".utf8))
        }
    }

    /// How long `stop()` waits for the thread at most.
    private static let stopTimeoutSeconds = 5

    private var stopRequested: Bool { lock.withLock { isStopping } }

    private func run() {
        defer {
            backend.close()
            wakePipe.close()
            finished.signal()
        }
        while !stopRequested {
            guard let activity = waitForActivity() else { return }
            if activity.wake { return }
            if activity.events { debouncer.add(backend.readEvents(), at: .now) }
            if let tick = backend.nextTick, tick <= .now { debouncer.add(backend.tick(now: .now), at: .now) }
            if let batch = debouncer.takeBatchIfDue(at: .now, isWriting: backend.isWriting) {
                backend.forgetWriters()
                deliver(batch)
            }
        }
    }

    /// Waits until the wake pipe or the backend has something, or the next deadline passes.
    /// Returns nil on an unexpected poll() failure, which ends the run rather than spinning.
    private func waitForActivity() -> (wake: Bool, events: Bool)? {
        var fds = [pollfd(fd: wakePipe.readEnd, events: Int16(POLLIN), revents: 0)]
        if let fd = backend.eventDescriptor { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        let result = poll(&fds, nfds_t(fds.count), waitMilliseconds())
        if result < 0 { return errno == EINTR ? (false, false) : nil }
        return (fds[0].revents != 0, fds.count > 1 && fds[1].revents != 0)
    }

    private func waitMilliseconds() -> Int32 {
        let now = ContinuousClock.now
        let deadlines = [debouncer.deadline(isWriting: backend.isWriting), backend.nextTick].compactMap { $0 }
        let wait = deadlines.map { now.duration(to: $0) }.reduce(Self.longestWait) { min($0, $1) }
        let (seconds, attoseconds) = wait.components
        // Round up, so we never wake a hair early and spin until the deadline.
        return Int32(max(0, min(seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000, 1000)))
    }

    private func deliver(_ batch: ChangeBatch) {
        queue.async { [self] in
            guard !stopRequested else { return }
            var batch = batch
            batch.delivered = Date()
            onChange(batch)
        }
    }
}
