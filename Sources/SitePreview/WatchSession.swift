import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run, from `start()` to `stop()`: owns the thread, the wake pipe and the backend.
final class WatchSession: Sendable {
    /// Upper bound on one wait, so a missed wake-up still ends the thread promptly.
    private static let longestWait: Duration = .milliseconds(100)

    /// What only the watcher thread touches once it runs; its lock is never contended.
    private struct Watch {
        let backend: any ChangeBackend
        var debouncer: Debouncer
    }

    private let watch: Mutex<Watch>
    private let wakePipe: WakePipe
    private let queue: DispatchQueue
    private let onChange: @Sendable (ChangeBatch) -> Void
    private let isStopping = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    init(
        backend: sending any ChangeBackend, wakePipe: WakePipe, settle: TimeInterval,
        queue: DispatchQueue, onChange: @escaping @Sendable (ChangeBatch) -> Void
    ) {
        let debouncer = Debouncer(quiet: .seconds(settle), longest: .seconds(max(1, settle)))
        self.watch = Mutex(Watch(backend: backend, debouncer: debouncer))
        self.wakePipe = wakePipe
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
        let wasStopping = isStopping.exchange(true, ordering: .sequentiallyConsistent)
        guard !wasStopping else { return }
        wakePipe.wake()
        // The thread ends within one wait (`longestWait`). The bound keeps a caller from hanging should
        // it ever be stuck (a slow file system, say): it then closes its descriptors when it does end.
        if finished.wait(timeout: .now() + .seconds(Self.stopTimeoutSeconds)) == .timedOut {
            FileHandle.standardError.write(Data("warning: the file watcher thread did not stop within \(Self.stopTimeoutSeconds) s\n".utf8))
        }
    }

    /// How long `stop()` waits for the thread at most.
    private static let stopTimeoutSeconds = 5

    private var stopRequested: Bool { isStopping.load(ordering: .sequentiallyConsistent) }

    private func run() {
        watch.withLock { watch in
            defer {
                watch.backend.close()
                wakePipe.close()
                finished.signal()
            }
            while !stopRequested {
                guard let activity = waitForActivity(watch) else { return }
                if activity.wake { return }
                if activity.events { watch.debouncer.add(watch.backend.readEvents(), at: .now) }
                if let tick = watch.backend.nextTick, tick <= .now { watch.debouncer.add(watch.backend.tick(now: .now), at: .now) }
                if let batch = watch.debouncer.takeBatchIfDue(at: .now, isWriting: watch.backend.isWriting) {
                    watch.backend.forgetWriters()
                    deliver(batch)
                }
            }
        }
    }

    /// Waits until the wake pipe or the backend has something, or the next deadline passes.
    /// Returns nil on an unexpected poll() failure, which ends the run rather than spinning.
    private func waitForActivity(_ watch: Watch) -> (wake: Bool, events: Bool)? {
        var fds = [pollfd(fd: wakePipe.readEnd, events: Int16(POLLIN), revents: 0)]
        if let fd = watch.backend.eventDescriptor { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        let result = poll(&fds, nfds_t(fds.count), waitMilliseconds(watch))
        if result < 0 { return errno == EINTR ? (false, false) : nil }
        return (fds[0].revents != 0, fds.count > 1 && fds[1].revents != 0)
    }

    private func waitMilliseconds(_ watch: Watch) -> Int32 {
        let now = ContinuousClock.now
        let deadlines = [watch.debouncer.deadline(isWriting: watch.backend.isWriting), watch.backend.nextTick].compactMap { $0 }
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
