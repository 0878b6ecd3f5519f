import Foundation

/// A regular file's device and inode, which two names of one file share; nil for anything else
/// (a link, a folder, nothing).
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(_ url: URL) {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
