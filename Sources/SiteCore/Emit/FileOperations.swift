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
    /// them fills, so the whole text is never in memory (the cache: 26 MB at 10,000 pages).
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
        try writeBytes(bytes, to: descriptor, naming: name)
    }

    private func writeBytes(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, naming name: String) throws {
        guard !bytes.isEmpty else { return }
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

    /// What `writeAll` did with one entry.
    struct Outcome: Sendable {
        /// What the file's contents come from, for the build cache: a hash of generated text, or
        /// the stamp of a copied file (`OutputUpdater`).
        var origin: String
        var written: Bool
    }

    /// Writes `entries` under `folder` on all cores, each file independent of the others. A
    /// generated file's text is made here, once: hashed for its origin, offered to `isCurrent`,
    /// written, and let go. Entries `isCurrent` accepts (given the entry, its origin and, for
    /// generated files, the text) are not written. The first failure in entry order is thrown;
    /// files written before it stay in `folder`, which callers use only as a staging folder.
    func writeAll(_ entries: [SiteEntries.Entry], into folder: URL,
                  unless isCurrent: @Sendable (SiteEntries.Entry, _ origin: String, _ text: String?) -> Bool = { _, _, _ in false })
        throws -> [Outcome] {
        let folders = CreatedFolders(root: folder)
        var unused = Diagnostics()
        let results = ParallelMap.map(entries, into: &unused) { entry, _ -> Result<Outcome, any Error> in
            Result {
                let parent = entry.path.split(separator: "/").dropLast().joined(separator: "/")
                switch entry.source {
                case .generated(let file):
                    let text = file.contents
                    let origin = ContentHash(text).hex
                    if isCurrent(entry, origin, text) { return Outcome(origin: origin, written: false) }
                    try folders.create(parent)
                    try writeText(text, toFile: folder.path + "/" + entry.path, naming: entry.path)
                    return Outcome(origin: origin, written: true)
                case .file(let source):
                    let origin = FileStamp(path: source.path)?.origin ?? "missing"
                    if isCurrent(entry, origin, nil) { return Outcome(origin: origin, written: false) }
                    try folders.create(parent)
                    try copy(source, to: folder, path: entry.path, creatingFolder: false)
                    return Outcome(origin: origin, written: true)
                }
            }
        }
        return try results.map { try $0.get() }
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

/// The folders made so far under a root, so parallel writers make each folder once. A folder
/// is made with mkdir(2) once its parent is: Foundation's `createDirectory` looked at every
/// folder on the way for every call, a twentieth of a 10,000-page build.
private final class CreatedFolders: @unchecked Sendable {
    private let root: String
    private var made: Set<Substring> = [""]
    private let lock = NSLock()

    init(root: URL) {
        self.root = root.path
    }

    func create(_ relative: String) throws {
        lock.lock()
        defer { lock.unlock() }
        try create(relative[...])
    }

    private func create(_ relative: Substring) throws {
        guard !made.contains(relative) else { return }
        if let slash = relative.lastIndex(of: "/") { try create(relative[..<slash]) }
        let path = root + "/" + relative
        if mkdir(path, 0o755) != 0 {
            let failure = errno
            var status = stat()
            guard failure == EEXIST, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw EmitError.io(operation: "create folder", path: path, reason: String(cString: strerror(failure)))
            }
        }
        made.insert(relative)
    }
}
