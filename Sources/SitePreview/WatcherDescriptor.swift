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

func closeDescriptor(_ fd: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(fd)  // Nothing useful to do if close fails: the descriptor is released either way.
    #else
    _ = Darwin.close(fd)
    #endif
}

/// A pipe whose only job is to wake the watcher thread out of poll() when `stop()` is called.
struct WakePipe {
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
struct FileInfo: Equatable {
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
enum FileTree {
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
