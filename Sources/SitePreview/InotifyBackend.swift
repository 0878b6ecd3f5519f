import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if os(Linux)
/// inotify with one watch per folder, since inotify is not recursive.
///
/// A root that is a file is watched through its parent folder, filtered to that name: a watch on the file itself
/// would die the first time an editor saves by writing a temporary file and renaming it over the original.
final class InotifyBackend: ChangeBackend {
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
    /// Files modified and not yet closed: a writer that writes a page in several parts (a shell
    /// redirect, a copy) is waited for, rather than its half-written page rebuilt.
    private var writing: Set<String> = []

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
    var isWriting: Bool { !writing.isEmpty }
    func forgetWriters() { writing.removeAll() }
    var nextTick: ContinuousClock.Instant? { nil }
    func tick(now: ContinuousClock.Instant) -> Set<String> { [] }

    /// Closing the inotify descriptor drops all of its watches with it.
    func close() {
        WatcherDescriptor.close(fd)
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
        noteWriting(mask, path: path)
        changed.insert(path)
    }

    private func noteWriting(_ mask: UInt32, path: String) {
        if mask & UInt32(IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM) != 0 {
            writing.remove(path)
        } else if mask & UInt32(IN_MODIFY) != 0 && mask & UInt32(IN_ISDIR) == 0 {
            writing.insert(path)
        }
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
