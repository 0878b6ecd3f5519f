import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches folders recursively and reports changed paths once their events settle.
///
/// In: the folders (or single files) to watch. Out: sets of absolute, standardized paths handed to `onChange`.
/// A path may name a file that was added, changed, renamed into place or deleted, or a folder that was created,
/// deleted or moved. A folder that disappears may be reported as that folder's path alone, so treat a reported
/// folder as "everything under this prefix". After an inotify queue overflow the roots themselves are reported.
///
/// Hidden folders (`.git`, `.build`, …) below a root are skipped. Symbolic links to folders below a root are
/// not followed, which keeps link loops from hanging the walk.
///
/// On Linux the watcher uses inotify, one watch per folder. Everywhere else, and on Linux when `forcePolling`
/// is set or inotify cannot be used (no instances left, watch limit reached), it polls (`PollingBackend`). On macOS
/// polling is a deliberate stopgap: it is correct, just slower and costlier on big trees; FSEvents can come later.
public final class FileWatcher: Sendable {
    /// How changes are noticed.
    public enum Mechanism: Sendable, Equatable { case inotify, polling }

    private let settle: TimeInterval
    private let onChange: @Sendable (ChangeBatch) -> Void
    /// One serial queue for all reports, so batches arrive in order, also across restarts.
    private let callbackQueue = DispatchQueue(label: "CriteriaPress.FileWatcher.reports")
    /// The roots, the mechanism and the running sessions, changed together so start(), stop()
    /// and watch(_:) are atomic.
    private struct Run {
        var roots: [String]
        var mechanism: Mechanism
        var session: WatchSession?
        /// Sessions on roots added while running (`watch(_:)`), stopped with the first.
        var added: [WatchSession] = []
    }

    private let run: Mutex<Run>

    /// How long the events must be quiet before a batch is reported. Editors that save through a
    /// file of their own (write a temporary file, rename it over the page, remove a backup) send
    /// their events within a few milliseconds, so a short window still makes one batch of a save.
    public static let settleTime: TimeInterval = 0.015

    /// roots: folders to watch recursively (missing ones are ignored; a root that is a file is watched as a file).
    /// settle: quiet time after the last event before reporting (`settleTime` by default). A steady stream of
    /// events is still reported at least every `max(1 s, settle)`.
    /// onChange is called on a background queue, one call at a time, with the paths (absolute, standardized)
    /// changed since the last report.
    public convenience init(
        roots: [URL], settle: TimeInterval = FileWatcher.settleTime, forcePolling: Bool = false,
        onChange: @escaping @Sendable (Set<String>) -> Void
    ) {
        self.init(roots: roots, settle: settle, forcePolling: forcePolling, onBatch: { onChange($0.paths) })
    }

    /// As above, with each batch's timeline (`ChangeBatch`).
    public init(
        roots: [URL], settle: TimeInterval = FileWatcher.settleTime, forcePolling: Bool = false,
        onBatch: @escaping @Sendable (ChangeBatch) -> Void
    ) {
        self.settle = max(0, settle)
        self.onChange = onBatch
        let roots = roots.map { FileTree.standardizedPath($0) }
        #if os(Linux)
        run = Mutex(Run(roots: roots, mechanism: forcePolling ? .polling : .inotify))
        #else
        run = Mutex(Run(roots: roots, mechanism: .polling))
        #endif
    }

    deinit { stop() }

    /// `.inotify` on Linux unless `forcePolling` was set or `inotify_init1` failed at `start()`; `.polling` elsewhere
    /// (macOS polls for now). Before the first `start()` this is the mechanism the watcher will try.
    public var mechanism: Mechanism { run.withLock { $0.mechanism } }

    /// Sets up the watches (or the first polling snapshot) before returning, so any change made after `start()`
    /// returns is reported. Calling it while already running does nothing; after `stop()` it starts afresh.
    /// Throws only if the descriptor used to wake the watcher thread cannot be created.
    public func start() throws {
        try run.withLock { run in
            guard run.session == nil else { return }
            run.session = try session(on: run.roots, mechanism: &run.mechanism)
        }
    }

    /// Watches these roots too, from now on: a preview's settings can name another theme or
    /// assets folder while it runs. A running watcher gets a session of its own on the roots it
    /// did not watch, set up before this returns; the others go on as they were, so no change
    /// they were settling is lost. Roots no longer named stay watched, which costs a rebuild
    /// that finds nothing to do if one of their files changes.
    public func watch(_ roots: [URL]) throws {
        let roots = roots.map { FileTree.standardizedPath($0) }
        try run.withLock { run in
            let new = roots.filter { !run.roots.contains($0) }
            guard !new.isEmpty else { return }
            run.roots += new
            guard run.session != nil else { return }
            run.added.append(try session(on: new, mechanism: &run.mechanism))
        }
    }

    /// A session on `roots`, started.
    private func session(on roots: [String], mechanism: inout Mechanism) throws -> WatchSession {
        let wakePipe = try WakePipe()
        let backend = Self.makeBackend(roots: roots, mechanism: &mechanism)
        let newSession = WatchSession(
            backend: backend, wakePipe: wakePipe, settle: settle,
            queue: callbackQueue, onChange: onChange)
        newSession.start()
        return newSession
    }

    /// Stops reporting, ends the watcher thread and closes every descriptor before returning (within one of its waits).
    /// Idempotent. A report already being delivered may finish after this returns; no new one starts.
    public func stop() {
        run.withLock { run in
            run.session?.stop()
            run.session = nil
            run.added.forEach { $0.stop() }
            run.added = []
        }
    }

    /// Picks inotify when it is wanted and works, polling otherwise, and records the choice.
    private static func makeBackend(roots: [String], mechanism: inout Mechanism) -> any ChangeBackend {
        #if os(Linux)
        if mechanism == .inotify, let inotify = InotifyBackend(roots: roots) {
            return inotify
        }
        #endif
        mechanism = .polling
        return PollingBackend(roots: roots)
    }
}
