import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// The emit stage's file operations, each naming its path when it fails.
struct FileOperations {
    /// A hidden name beside `url` for work in progress that is renamed over it or removed:
    /// `.public.tmp-build-4711-123456` for `public`. Beside it, so a rename stays on one file
    /// system; the process id and a random number keep two runs apart.
    static func temporarySibling(of url: URL, purpose: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).tmp-\(purpose)-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
    }

    func createFolder(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw EmitError.io(operation: "create folder", path: url.path, reason: OutputWriter.reason(error))
        }
    }

    /// Through a temporary file renamed over `path`, so a reader never sees half of it (the
    /// build cache, written beside a site that is already in place). The text comes a part at a
    /// time: `parts` hands each to the function it is given, and they are written as a buffer of
    /// them fills, so the whole text (a large site's cache) is never in memory.
    func writeAtomically(to folder: URL, path: String, parts: (_ write: (Data) throws -> Void) throws -> Void) throws {
        let url = folder.appendingFile(path)
        try createFolder(url.deletingLastPathComponent())
        let temporary = Self.temporarySibling(of: url, purpose: "write")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw EmitError.io(operation: "write", path: path, reason: String(cString: strerror(errno))) }
        do {
            defer { close(descriptor) }
            var buffer = Data()
            func flush() throws {
                try buffer.withUnsafeBytes { try writeBytes($0, to: descriptor, naming: path) }
                buffer.removeAll(keepingCapacity: true)
            }
            try parts { part in
                buffer.append(part)
                if buffer.count >= 1 << 16 { try flush() }
            }
            try flush()
        } catch {
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw EmitError.io(operation: "write", path: path, reason: reason)
        }
    }

    /// The bytes of `text` into a new or truncated file, with open/write/close. Foundation's
    /// `Data.write` also calls fsync on every file, which is slow; a build's
    /// files are made safe by a staging folder renamed into place, not by flushing each one.
    /// Returns the written file's stamp, taken on this thread once the file is closed (for the
    /// build cache): some mounts (FUSE, 9p) set the time when a file's data is flushed at close.
    @discardableResult
    func writeText(_ text: String, toFile path: String, naming name: String) throws -> FileStamp? {
        var text = text
        return try text.withUTF8 { try writeBytes(UnsafeRawBufferPointer($0), toFile: path, naming: name) }
    }

    /// `data` into a new or truncated file, as `writeText`.
    @discardableResult
    func writeData(_ data: Data, toFile path: String, naming name: String) throws -> FileStamp? {
        try data.withUnsafeBytes { try writeBytes($0, toFile: path, naming: name) }
    }

    private func writeBytes(_ bytes: UnsafeRawBufferPointer, toFile path: String, naming name: String) throws -> FileStamp? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw EmitError.io(operation: "write", path: name, reason: String(cString: strerror(errno))) }
        do {
            try writeBytes(bytes, to: descriptor, naming: name)
        } catch {
            close(descriptor)
            throw error
        }
        // Where data is flushed at close, a failed close is a file not fully written.
        guard close(descriptor) == 0 else { throw EmitError.io(operation: "write", path: name, reason: String(cString: strerror(errno))) }
        return FileStamp(path: path)
    }

    private func writeBytes(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, naming name: String) throws {
        guard let start = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, start + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw EmitError.io(operation: "write", path: name, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }

    /// What a `FolderWriter` did with one entry.
    struct Outcome: Sendable {
        /// What the file's contents come from, for the build cache: a hash of generated text, or
        /// the stamp of a copied file (`OutputUpdater`).
        var origin: String
        var written: Bool
        /// The file's stamp as it was written, on the thread that wrote it; nil when it was not
        /// written. Renaming it into place keeps its size and modification time, so the build
        /// cache records it without a `stat` of every file after the commit.
        var stamp: FileStamp?
    }

    func copy(_ source: URL, to folder: URL, path: String, creatingFolder: Bool = true) throws {
        let url = folder.appendingFile(path)
        if creatingFolder { try createFolder(url.deletingLastPathComponent()) }
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
