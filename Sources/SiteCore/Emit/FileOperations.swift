import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The emit stage's file operations, each naming its path when it fails.
struct FileOperations {
    func createFolder(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw EmitError.io(operation: "create folder", path: url.path, reason: OutputWriter.reason(error))
        }
    }

    /// atomically: through a temporary file renamed over `path`, so a reader never sees half of it.
    func write(_ data: Data, to folder: URL, path: String, atomically: Bool = false) throws {
        let url = folder.appendingPathComponent(path)
        try createFolder(url.deletingLastPathComponent())
        do {
            try data.write(to: url, options: atomically ? .atomic : [])
        } catch {
            throw EmitError.io(operation: "write", path: path, reason: OutputWriter.reason(error))
        }
    }

    func copy(_ source: URL, to folder: URL, path: String) throws {
        let url = folder.appendingPathComponent(path)
        try createFolder(url.deletingLastPathComponent())
        do {
            try FileManager.default.copyItem(at: source, to: url)
        } catch {
            throw EmitError.io(operation: "copy \(source.path) to", path: path, reason: OutputWriter.reason(error))
        }
    }

    func move(_ source: URL, to target: URL) throws {
        do {
            try FileManager.default.moveItem(at: source, to: target)
        } catch {
            throw EmitError.io(operation: "move \(source.path) to", path: target.path, reason: OutputWriter.reason(error))
        }
    }

    /// Puts `source` at `target` in one step, replacing what is there (rename(2)); both must be
    /// on one file system, which a staging folder beside the output is.
    func replace(_ target: URL, with source: URL) throws {
        guard rename(source.path, target.path) == 0 else {
            throw EmitError.io(operation: "move \(source.path) to", path: target.path, reason: String(cString: strerror(errno)))
        }
    }
}
