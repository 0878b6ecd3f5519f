import Foundation

/// Writes the files of `criteria migrate` and `criteria export` under an output folder.
///
/// It never writes over its input: the output may not be the input folder, inside it, or around
/// it. A file that already exists in the output is refused unless `force` is given, and all
/// targets are checked before the first is written.
public struct DerivedFilesWriter: Sendable {
    public enum Content: Sendable, Equatable {
        case text(String)
        /// A file already in today's format, copied byte for byte.
        case copy(of: URL)
    }

    public enum Failure: Error, CustomStringConvertible, Equatable {
        case outputIsInput(String)
        case outputInsideInput(output: String, input: String)
        /// A file (`--output FILE`) the input folder holds or would hold.
        case fileInsideInput(file: String, input: String)
        case outputContainsInput(output: String, input: String)
        case targetsExist(examples: [String], count: Int)
        case outputIsFolder(String)
        case outputIsFile(String)
        case io(operation: String, path: String, reason: String)

        public var description: String {
            switch self {
            case .outputIsInput(let path): "the output folder \(path) is the input; choose another with --output"
            case .outputInsideInput(let output, let input): "the output folder \(output) is inside the input \(input); choose one outside it"
            case .fileInsideInput(let file, let input): "--output \(file) is inside the content folder \(input); write it outside it"
            case .outputContainsInput(let output, let input): "the output folder \(output) contains the input \(input); choose one beside it"
            case .targetsExist(let examples, let count):
                "\(count) file\(count == 1 ? "" : "s") to write already exist\(count == 1 ? "s" : "") (\(examples.joined(separator: ", "))\(count > examples.count ? ", …" : "")); pass --force to replace \(count == 1 ? "it" : "them")"
            case .outputIsFolder(let path): "--output \(path) is a folder; name the file to write, in it or elsewhere"
            case .outputIsFile(let path): "--output \(path) is a file; give the folder to write the files into"
            case .io(let operation, let path, let reason): "cannot \(operation) \(path): \(reason)"
            }
        }
    }

    public init() {}

    /// Checks that `output` may receive files migrated from `input` (a file or a folder).
    public func checkFolders(input: URL, output: URL) throws(Failure) {
        let inputPath = input.standardizedFileURL.resolvingSymlinksInPath().path
        let outputPath = output.standardizedFileURL.resolvingSymlinksInPath().path
        if inputPath == outputPath { throw .outputIsInput(output.path) }
        if outputPath.hasPrefix(inputPath + "/") { throw .outputInsideInput(output: output.path, input: input.path) }
        if inputPath.hasPrefix(outputPath + "/") { throw .outputContainsInput(output: output.path, input: input.path) }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder), !isFolder.boolValue { throw .outputIsFile(output.path) }
    }

    /// Refuses a file target that is a folder, or inside `input` when given, before any work is
    /// done for it.
    public func checkFileTarget(_ file: URL, input: URL? = nil) throws(Failure) {
        if let input, Self.isInside(file, input) { throw .fileInsideInput(file: file.path, input: input.path) }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue { throw .outputIsFolder(file.path) }
    }

    /// Whether `file` is `folder` or inside it, links followed.
    private static func isInside(_ file: URL, _ folder: URL) -> Bool {
        let folderPath = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let filePath = file.standardizedFileURL.resolvingSymlinksInPath().path
        return filePath == folderPath || filePath.hasPrefix(folderPath + "/")
    }

    /// Writes one file (`criteria export --output FILE`): not inside the input folder, not over an
    /// existing file unless `force` is given, and only into a folder that exists (none is made).
    /// A device or a pipe (`/dev/stdout`) is written to as it is: there is no file to replace.
    public func writeFile(_ text: String, to file: URL, input: URL, force: Bool) throws(Failure) {
        if Self.isInside(file, input) { throw .fileInsideInput(file: file.path, input: input.path) }
        // Standard output is the caller's, whatever the shell made it: a pipe, a terminal, or a
        // file it opened (to replace or append to). Written through the handle it already is.
        if file.path == "/dev/stdout" { return try writeStream(text, to: FileHandle.standardOutput, path: file.path) }
        // `stat` follows links: a device or a pipe is written to as it is, nothing replaced.
        var status = stat()
        if stat(file.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: throw .outputIsFolder(file.path)
            case S_IFREG: if !force { throw .targetsExist(examples: [file.path], count: 1) }
            default: return try writeStream(text, toDeviceAt: file)
            }
        }
        let folder = file.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw .io(operation: "write", path: file.path, reason: "its folder \(folder.path) does not exist")
        }
        guard isFolder.boolValue else { throw .io(operation: "write", path: file.path, reason: "\(folder.path) is not a folder") }
        do {
            try Data(text.utf8).write(to: file, options: .atomic)
        } catch {
            throw .io(operation: "write", path: file.path, reason: (error as NSError).localizedDescription)
        }
    }

    private func writeStream(_ text: String, toDeviceAt file: URL) throws(Failure) {
        let handle: FileHandle
        do {
            handle = try FileHandle(forWritingTo: file)
        } catch {
            throw .io(operation: "open", path: file.path, reason: (error as NSError).localizedDescription)
        }
        defer { try? handle.close() }
        try writeStream(text, to: handle, path: file.path)
    }

    private func writeStream(_ text: String, to handle: FileHandle, path: String) throws(Failure) {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw .io(operation: "write", path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// What `writeRecorded` did with the files an earlier export of the same content wrote.
    public struct LeftBehind: Sendable {
        public var removed: [String] = []
        /// Edited since they were written, so kept.
        public var kept: [String] = []
        /// As written, but they could not be removed: path and why.
        public var failed: [(path: String, reason: String)] = []
        /// The folder's record is another content folder's (given relative to the folder).
        public var otherSource: String?
    }

    /// Writes `files` as `write` does and records them (`ExportRecord`). Of the files the
    /// folder's earlier record of the same content lists and `files` no longer has, removes those
    /// still as they were written (and folders left empty by it) and keeps the edited ones,
    /// listed again so that the next export names them too; one that cannot be removed is named
    /// and listed again. Nothing is made for no files where there is no record.
    public func writeRecorded(_ files: [(path: String, text: String)], input: URL, to output: URL,
                              force: Bool) throws(Failure) -> LeftBehind {
        let earlier = ExportRecord(in: output)
        guard !files.isEmpty || earlier != nil else {
            try checkFolders(input: input, output: output)
            return LeftBehind()
        }
        try write(files.map { ($0.path, .text($0.text)) }, input: input, to: output, force: force)
        var record = ExportRecord(writing: files, source: ExportRecord.source(input, from: output))
        var result = LeftBehind()
        if let earlier, earlier.source != record.source {
            result.otherSource = earlier.source ?? ""
        } else if let earlier {
            let left = earlier.leftBehind(in: output, written: Set(files.map(\.path)))
            for path in left.unchanged {
                if let reason = remove(path, from: output, ifAsIn: earlier) {
                    result.failed.append((path, reason))
                    record.hashes[path] = earlier.hashes[path]
                } else {
                    result.removed.append(path)
                }
            }
            for path in left.edited { record.hashes[path] = earlier.hashes[path] }
            result.kept = left.edited
        }
        try writeRecord(record, in: output)
        return result
    }

    private func writeRecord(_ record: ExportRecord, in output: URL) throws(Failure) {
        let url = output.appendingFile(ExportRecord.fileName)
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try Data(record.text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .io(operation: "write", path: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Removes the file at `path` under `output` if it still holds what `record` says was written
    /// (asked again here, just before), then each folder above it that this leaves empty, up to
    /// `output`. Returns why it could not, or nil.
    private func remove(_ path: String, from output: URL, ifAsIn record: ExportRecord) -> String? {
        guard record.isAsWritten(path, in: output) else { return "edited just now" }
        var url = output.appendingFile(path)
        guard unlink(url.path) == 0 || errno == ENOENT else { return String(cString: strerror(errno)) }
        for _ in path.split(separator: "/").dropLast() {
            url = url.deletingLastPathComponent()
            guard rmdir(url.path) == 0 else { break }
        }
        return nil
    }

    /// Writes `files` (relative path → content) under `output`.
    public func write(_ files: [(path: String, content: Content)], input: URL, to output: URL, force: Bool) throws(Failure) {
        try checkFolders(input: input, output: output)
        let existing = files.map(\.path).filter { FileManager.default.fileExists(atPath: output.appendingFile($0).path) }
        if !existing.isEmpty, !force { throw .targetsExist(examples: Array(existing.prefix(3)), count: existing.count) }
        for (path, content) in files {
            let target = output.appendingFile(path)
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                switch content {
                case .text(let text): try Data(text.utf8).write(to: target, options: .atomic)
                case .copy(let source): try FileManager.default.contents(atPath: source.path).orThrow().write(to: target, options: .atomic)
                }
            } catch {
                throw .io(operation: "write", path: target.path, reason: (error as NSError).localizedDescription)
            }
        }
    }
}

private struct Unreadable: Error {}

private extension Optional where Wrapped == Data {
    func orThrow() throws -> Data {
        guard let data = self else { throw Unreadable() }
        return data
    }
}
