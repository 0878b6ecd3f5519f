import Foundation   // stat(2) and lstat(2) come with it, from Glibc or Darwin

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
