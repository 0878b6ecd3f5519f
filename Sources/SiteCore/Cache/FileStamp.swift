import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size and modification time (nanoseconds), from one `stat`: enough to notice that a
/// file was rewritten, replaced or deleted without reading it.
struct FileStamp: Equatable {
    var size: Int64
    var modified: Int64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        size = Int64(info.st_size)
        #if os(Linux)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #else
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #endif
    }

    /// How a copied file's origin is recorded: its source's stamp.
    var origin: String { "\(Self.copyPrefix)\(size) \(modified)" }
    static let copyPrefix = "copy "
}
