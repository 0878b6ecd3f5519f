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
    func createFolder(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw EmitError.io(operation: "create folder", path: url.path, reason: OutputWriter.reason(error))
        }
    }

    /// Through a temporary file renamed over `path`, so a reader never sees half of it (the
    /// build cache, written beside a site that is already in place).
    func writeAtomically(_ data: Data, to folder: URL, path: String) throws {
        let url = folder.appendingPathComponent(path)
        try createFolder(url.deletingLastPathComponent())
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw EmitError.io(operation: "write", path: path, reason: OutputWriter.reason(error))
        }
    }

    /// The bytes of `text` into a new or truncated file, with open/write/close. Foundation's
    /// `Data.write` also calls fsync on every file, a third of the emit stage's time; a build's
    /// files are made safe by a staging folder renamed into place, not by flushing each one.
    func writeText(_ text: String, toFile path: String, naming name: String) throws {
        var text = text
        try text.withUTF8 { try writeBytes(UnsafeRawBufferPointer($0), toFile: path, naming: name) }
    }

    private func writeBytes(_ bytes: UnsafeRawBufferPointer, toFile path: String, naming name: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw EmitError.io(operation: "write", path: name, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw EmitError.io(operation: "write", path: name, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }

    /// Writes `entries` under `folder` on all cores: every folder first (each once), then the
    /// files, which are independent. The first failure in entry order is thrown; files written
    /// before it stay in `folder`, which callers use only as a staging folder.
    func writeAll(_ entries: [SiteEntries.Entry], into folder: URL) throws {
        let folders = Set(entries.map { entry in entry.path.split(separator: "/").dropLast().joined(separator: "/") })
        for relative in folders.sorted() where !relative.isEmpty {
            try createFolder(folder.appendingPathComponent(relative))
        }
        var unused = Diagnostics()
        let failures = ParallelMap.map(entries, into: &unused) { entry, _ -> (any Error)? in
            do {
                switch entry.source {
                case .text(let text): try writeText(text, toFile: folder.path + "/" + entry.path, naming: entry.path)
                case .file(let source): try copy(source, to: folder, path: entry.path, creatingFolder: false)
                }
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    func copy(_ source: URL, to folder: URL, path: String, creatingFolder: Bool = true) throws {
        let url = folder.appendingPathComponent(path)
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
