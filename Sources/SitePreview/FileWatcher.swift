import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches folders recursively and reports changed paths, debounced.
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
/// is set or inotify cannot be used (no instances left, watch limit reached), it polls every 0.5 s. On macOS
/// polling is a deliberate stopgap: it is correct, just slower and costlier on big trees; FSEvents can come later.
public final class FileWatcher: @unchecked Sendable {
    /// How changes are noticed.
    public enum Mechanism: Sendable, Equatable { case inotify, polling }

    private let roots: [String]
    private let debounce: TimeInterval
    private let onChange: @Sendable (Set<String>) -> Void
    /// One serial queue for all reports, so batches arrive in order, also across restarts.
    private let callbackQueue = DispatchQueue(label: "CriteriaPress.FileWatcher.reports")
    // The lock makes start() and stop() atomic; @unchecked Sendable rests on it.
    private let lock = NSLock()
    private var currentMechanism: Mechanism
    private var session: WatchSession?

    /// roots: folders to watch recursively (missing ones are ignored; a root that is a file is watched as a file).
    /// debounce: quiet time after the last event before reporting (default 0.15 s). A steady stream of events is
    /// still reported at least every `max(1 s, debounce)`.
    /// onChange is called on a background queue with the set of changed paths (absolute, standardized) since the last report.
    public init(
        roots: [URL], debounce: TimeInterval = 0.15, forcePolling: Bool = false,
        onChange: @escaping @Sendable (Set<String>) -> Void
    ) {
        self.roots = roots.map { FileTree.standardizedPath($0) }
        self.debounce = max(0, debounce)
        self.onChange = onChange
        #if os(Linux)
        currentMechanism = forcePolling ? .polling : .inotify
        #else
        currentMechanism = .polling
        #endif
    }

    deinit { stop() }

    /// `.inotify` on Linux unless `forcePolling` was set or `inotify_init1` failed at `start()`; `.polling` elsewhere
    /// (macOS polls for now). Before the first `start()` this is the mechanism the watcher will try.
    public var mechanism: Mechanism { lock.withLock { currentMechanism } }

    /// Sets up the watches (or the first polling snapshot) before returning, so any change made after `start()`
    /// returns is reported. Calling it while already running does nothing; after `stop()` it starts afresh.
    /// Throws only if the descriptor used to wake the watcher thread cannot be created.
    public func start() throws {
        try lock.withLock {
            guard session == nil else { return }
            let wakePipe = try WakePipe()
            let backend = makeBackend()
            let newSession = WatchSession(
                backend: backend, wakePipe: wakePipe, debounce: debounce,
                queue: callbackQueue, onChange: onChange)
            newSession.start()
            session = newSession
        }
    }

    /// Stops reporting, ends the watcher thread and closes every descriptor before returning (within ~0.1 s).
    /// Idempotent. A report already being delivered may finish after this returns; no new one starts.
    public func stop() {
        lock.withLock {
            session?.stop()
            session = nil
        }
    }

    /// Picks inotify when it is wanted and works, polling otherwise, and records the choice.
    private func makeBackend() -> ChangeBackend {
        #if os(Linux)
        if currentMechanism == .inotify, let inotify = InotifyBackend(roots: roots) {
            return inotify
        }
        #endif
        currentMechanism = .polling
        return PollingBackend(roots: roots)
    }
}

// MARK: - One run of the watcher

/// A source of changed paths, driven by the watcher thread. Only that thread calls it after `start()`.
private protocol ChangeBackend: AnyObject {
    /// The descriptor to wait on for events, or nil for a backend that only works on ticks.
    var eventDescriptor: Int32? { get }
    /// When the backend next wants `tick` to be called, if ever.
    var nextTick: ContinuousClock.Instant? { get }
    /// Reads whatever is pending on `eventDescriptor`.
    func readEvents() -> Set<String>
    func tick(now: ContinuousClock.Instant) -> Set<String>
    /// Releases every descriptor the backend holds.
    func close()
}

/// One run, from `start()` to `stop()`: owns the thread, the wake pipe and the backend.
/// @unchecked Sendable: the backend and debouncer are touched only by the watcher thread once it runs;
/// `isStopping` is guarded by `lock`.
private final class WatchSession: @unchecked Sendable {
    /// Upper bound on one wait, so a missed wake-up still ends the thread promptly.
    private static let longestWait: Duration = .milliseconds(100)

    private let backend: ChangeBackend
    private let wakePipe: WakePipe
    private var debouncer: Debouncer
    private let queue: DispatchQueue
    private let onChange: @Sendable (Set<String>) -> Void
    private let lock = NSLock()
    private var isStopping = false
    private let finished = DispatchSemaphore(value: 0)

    init(
        backend: ChangeBackend, wakePipe: WakePipe, debounce: TimeInterval,
        queue: DispatchQueue, onChange: @escaping @Sendable (Set<String>) -> Void
    ) {
        self.backend = backend
        self.wakePipe = wakePipe
        self.debouncer = Debouncer(quiet: .seconds(debounce), longest: .seconds(max(1, debounce)))
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
        finished.wait()
    }

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
            if let batch = debouncer.takeBatchIfDue(at: .now) { deliver(batch) }
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
        let deadlines = [debouncer.deadline, backend.nextTick].compactMap { $0 }
        let wait = deadlines.map { now.duration(to: $0) }.reduce(Self.longestWait) { min($0, $1) }
        let (seconds, attoseconds) = wait.components
        // Round up, so we never wake a hair early and spin until the deadline.
        return Int32(max(0, min(seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000, 1000)))
    }

    private func deliver(_ batch: Set<String>) {
        queue.async { [self] in
            guard !stopRequested else { return }
            onChange(batch)
        }
    }
}

/// Collects changed paths and says when a batch is due: once `quiet` has passed without a new path,
/// or `longest` after the first path of the batch, so a constant stream is still reported.
private struct Debouncer {
    let quiet: Duration
    let longest: Duration
    private var pending: Set<String> = []
    private var first: ContinuousClock.Instant?
    private var last: ContinuousClock.Instant?

    init(quiet: Duration, longest: Duration) {
        self.quiet = quiet
        self.longest = longest
    }

    var deadline: ContinuousClock.Instant? {
        guard let first, let last else { return nil }
        return min(last + quiet, first + longest)
    }

    mutating func add(_ paths: Set<String>, at now: ContinuousClock.Instant) {
        guard !paths.isEmpty else { return }
        pending.formUnion(paths)
        if first == nil { first = now }
        last = now
    }

    mutating func takeBatchIfDue(at now: ContinuousClock.Instant) -> Set<String>? {
        guard let deadline, deadline <= now else { return nil }
        defer { pending = []; first = nil; last = nil }
        return pending
    }
}

// MARK: - Descriptors and file-system helpers

/// Why `start()` failed, with the operation and the system's reason.
private struct FileWatcherError: Error, CustomStringConvertible {
    let description: String
}

private func closeDescriptor(_ fd: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(fd)  // Nothing useful to do if close fails: the descriptor is released either way.
    #else
    _ = Darwin.close(fd)
    #endif
}

/// A pipe whose only job is to wake the watcher thread out of poll() when `stop()` is called.
private struct WakePipe {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        // pipe2() would set both flags atomically, but Swift's Glibc only declares it under _GNU_SOURCE.
        // The gap matters only if another thread spawns a process in it: that child would hold the pipe open.
        let result = pipe(&ends)
        for fd in ends where result == 0 {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, O_NONBLOCK)
        }
        guard result == 0 else {
            throw FileWatcherError(description: "cannot create file watcher pipe: \(String(cString: strerror(errno)))")
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    func wake() {
        var byte: UInt8 = 1
        // If the write fails the pipe is full, so a wake-up is already pending.
        _ = write(writeEnd, &byte, 1)
    }

    func close() {
        closeDescriptor(readEnd)
        closeDescriptor(writeEnd)
    }
}

/// What `lstat`/`stat` says about one path, reduced to what change detection needs.
private struct FileInfo: Equatable {
    var isDirectory: Bool
    var size: Int64
    var modified: Int64  // nanoseconds
    var changed: Int64  // nanoseconds; catches rewrites that keep size and mtime
    var inode: UInt64  // catches save-by-rename

    /// followLinks: true for roots (a root may be a link to the real folder), false below them.
    init?(path: String, followLinks: Bool) {
        var info = stat()
        guard (followLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        #if os(Linux)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #else
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #endif
    }
}

/// Path and listing helpers shared by both mechanisms.
private enum FileTree {
    static func standardizedPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Hidden folders (.git, SwiftPM's .build, editor caches) never hold site sources, and .git churns a lot.
    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || name == ".build"
    }

    /// The entries of a folder with their info (links not followed); empty if it cannot be read,
    /// which happens when it vanished mid-walk, and then its parent's events tell the story.
    static func children(of folder: String) -> [(path: String, name: String, info: FileInfo)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.compactMap { name in
            let path = join(folder, name)
            return FileInfo(path: path, followLinks: false).map { (path, name, $0) }
        }
    }
}

// MARK: - Polling

/// Compares snapshots of the trees (path → size, times, inode) every 0.5 s.
private final class PollingBackend: ChangeBackend {
    private static let interval: Duration = .milliseconds(500)
    private let roots: [String]
    private var snapshot: [String: FileInfo]
    private(set) var nextTick: ContinuousClock.Instant?

    init(roots: [String]) {
        self.roots = roots
        snapshot = Self.scan(roots)
        nextTick = .now + Self.interval
    }

    var eventDescriptor: Int32? { nil }
    func readEvents() -> Set<String> { [] }
    func close() {}

    func tick(now: ContinuousClock.Instant) -> Set<String> {
        let current = Self.scan(roots)
        defer {
            snapshot = current
            nextTick = now + Self.interval
        }
        var changed = Set(snapshot.keys.filter { current[$0] == nil })
        for (path, info) in current {
            guard let old = snapshot[path] else { changed.insert(path); continue }
            // A folder's times change whenever its entries do; those entries are reported themselves.
            let differs = info.isDirectory && old.isDirectory ? false : info != old
            if differs { changed.insert(path) }
        }
        return changed
    }

    /// Missing roots are simply absent from the snapshot, so they are reported once they appear.
    private static func scan(_ roots: [String]) -> [String: FileInfo] {
        var result: [String: FileInfo] = [:]
        for root in roots {
            guard let info = FileInfo(path: root, followLinks: true) else { continue }
            result[root] = info
            if info.isDirectory { scanFolder(root, into: &result) }
        }
        return result
    }

    private static func scanFolder(_ folder: String, into result: inout [String: FileInfo]) {
        for child in FileTree.children(of: folder) {
            if child.info.isDirectory && FileTree.isSkippedFolder(child.name) { continue }
            result[child.path] = child.info
            if child.info.isDirectory { scanFolder(child.path, into: &result) }
        }
    }
}

// MARK: - inotify

#if os(Linux)
/// inotify with one watch per folder, since inotify is not recursive.
///
/// A root that is a file is watched through its parent folder, filtered to that name: a watch on the file itself
/// would die the first time an editor saves by writing a temporary file and renaming it over the original.
private final class InotifyBackend: ChangeBackend {
    private static let mask = UInt32(
        IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
            | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)
    private static let headerSize = MemoryLayout<inotify_event>.size  // 16; the name follows
    private static let bufferSize = 64 * 1024  // many events per read(); far above one event's maximum size

    /// What one watch descriptor stands for.
    private struct Watch {
        var path: String
        /// nil: every entry, and subfolders get watches of their own. Otherwise only these names (file roots).
        var names: Set<String>?
    }

    private let fd: Int32
    private let roots: [String]
    private var watches: [Int32: Watch] = [:]
    private let buffer = UnsafeMutableRawPointer.allocate(
        byteCount: bufferSize, alignment: MemoryLayout<inotify_event>.alignment)
    /// Set when the kernel refuses a watch because the per-user limit is reached.
    private var hitWatchLimit = false

    /// Fails (and releases everything) if inotify is unavailable or the trees need more watches than allowed;
    /// the caller then polls instead of silently missing folders.
    init?(roots: [String]) {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        self.roots = roots
        guard fd >= 0 else {
            buffer.deallocate()
            return nil
        }
        watchRoots()
        if hitWatchLimit {
            close()
            return nil
        }
    }

    var eventDescriptor: Int32? { fd }
    var nextTick: ContinuousClock.Instant? { nil }
    func tick(now: ContinuousClock.Instant) -> Set<String> { [] }

    /// Closing the inotify descriptor drops all of its watches with it.
    func close() {
        closeDescriptor(fd)
        buffer.deallocate()
    }

    func readEvents() -> Set<String> {
        var changed = Set<String>()
        while true {
            let count = read(fd, buffer, Self.bufferSize)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }  // EAGAIN: the queue is drained
            var offset = 0
            while offset + Self.headerSize <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let name = eventName(at: offset + Self.headerSize, length: Int(event.len))
                handle(event, name: name, into: &changed)
                offset += Self.headerSize + Int(event.len)
            }
        }
        return changed
    }

    /// The name is NUL-padded to `length` bytes; empty when the event is about the watched folder itself.
    private func eventName(at offset: Int, length: Int) -> String {
        let bytes = UnsafeRawBufferPointer(start: buffer + offset, count: length)
        return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }

    private func handle(_ event: inotify_event, name: String, into changed: inout Set<String>) {
        let mask = event.mask
        if mask & UInt32(IN_Q_OVERFLOW) != 0 { return changed.formUnion(resynchronize()) }
        if mask & UInt32(IN_IGNORED) != 0 { watches[event.wd] = nil; return }
        // An unknown descriptor was removed on purpose (its folder moved); its late events name stale paths.
        guard let watch = watches[event.wd] else { return }
        guard !name.isEmpty else { return handleSelfEvent(mask, watch: watch, into: &changed) }
        guard watch.names?.contains(name) ?? true else { return }
        let path = FileTree.join(watch.path, name)
        if mask & UInt32(IN_ISDIR) != 0 && watch.names == nil {
            if FileTree.isSkippedFolder(name) { return }
            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { changed.formUnion(watchTree(path)) }
            if mask & UInt32(IN_MOVED_FROM) != 0 { unwatchTree(path) }
        }
        changed.insert(path)
    }

    /// Events about a watched folder itself. Its parent reports the same change for any folder but a root,
    /// so this matters for roots: a deleted or moved root is reported, and a moved one is no longer followed.
    private func handleSelfEvent(_ mask: UInt32, watch: Watch, into changed: inout Set<String>) {
        guard watch.names == nil else { return }
        if mask & UInt32(IN_MOVE_SELF) != 0 { unwatchTree(watch.path) }
        changed.insert(watch.path)
    }

    private func watchRoots() {
        for root in roots {
            guard let info = FileInfo(path: root, followLinks: true) else { continue }
            if info.isDirectory {
                _ = watchTree(root)
            } else {
                let parent = (root as NSString).deletingLastPathComponent
                _ = addWatch(parent, names: [(root as NSString).lastPathComponent])
            }
        }
    }

    /// Watches `folder` and every folder below it, and returns every path found below it.
    /// The watch goes on before the listing, so an entry created meanwhile is either listed or reported by an event.
    @discardableResult
    private func watchTree(_ folder: String) -> Set<String> {
        guard addWatch(folder, names: nil) else { return [] }
        var found = Set<String>()
        for child in FileTree.children(of: folder) {
            if child.info.isDirectory {
                if FileTree.isSkippedFolder(child.name) { continue }
                found.formUnion(watchTree(child.path))
            }
            found.insert(child.path)
        }
        return found
    }

    /// Returns false if the folder cannot be watched. A folder that vanished or is unreadable is skipped;
    /// the watch limit (fs.inotify.max_user_watches) is noted so start-up can fall back to polling.
    private func addWatch(_ folder: String, names: Set<String>?) -> Bool {
        let wd = inotify_add_watch(fd, folder, Self.mask | UInt32(IN_ONLYDIR))
        guard wd >= 0 else {
            if errno == ENOSPC { hitWatchLimit = true }
            return false
        }
        // The kernel hands back the existing descriptor for a folder already watched: merge the two wishes.
        if let existing = watches[wd]?.names, let names {
            watches[wd] = Watch(path: folder, names: existing.union(names))
        } else {
            watches[wd] = Watch(path: folder, names: watches[wd] == nil ? names : nil)
        }
        return true
    }

    /// Drops the watches of a folder that moved away: their paths are stale, and if it moved within
    /// the tree, IN_MOVED_TO watches it again under its new name.
    private func unwatchTree(_ folder: String) {
        let prefix = folder + "/"
        for (wd, watch) in watches where watch.path == folder || watch.path.hasPrefix(prefix) {
            _ = inotify_rm_watch(fd, wd)  // Fails only if the kernel already dropped it, which is fine.
            watches[wd] = nil
        }
    }

    /// After a queue overflow events were lost: drop watches whose folders are gone, watch any folder we
    /// missed, and report the roots so the caller rebuilds everything.
    private func resynchronize() -> Set<String> {
        for (wd, watch) in watches where !(FileInfo(path: watch.path, followLinks: true)?.isDirectory ?? false) {
            _ = inotify_rm_watch(fd, wd)
            watches[wd] = nil
        }
        watchRoots()
        return Set(roots)
    }
}
#endif
