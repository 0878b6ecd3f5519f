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
        case outputContainsInput(output: String, input: String)
        case targetsExist(examples: [String], count: Int)
        case outputIsFolder(String)
        case outputIsFile(String)
        case io(operation: String, path: String, reason: String)

        public var description: String {
            switch self {
            case .outputIsInput(let path): "the output folder \(path) is the input; choose another with --output"
            case .outputInsideInput(let output, let input): "the output folder \(output) is inside the input \(input); choose one outside it"
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

    /// Refuses a file target that is a folder, before any work is done for it.
    public func checkFileTarget(_ file: URL) throws(Failure) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue { throw .outputIsFolder(file.path) }
    }

    /// Writes one file (`criteria export --output FILE`): not inside the input folder, not over an
    /// existing file unless `force` is given, and only into a folder that exists (none is made).
    /// A device or a pipe (`/dev/stdout`) is written to as it is: there is no file to replace.
    public func writeFile(_ text: String, to file: URL, input: URL, force: Bool) throws(Failure) {
        let inputPath = input.standardizedFileURL.resolvingSymlinksInPath().path
        let filePath = file.standardizedFileURL.resolvingSymlinksInPath().path
        if filePath == inputPath || filePath.hasPrefix(inputPath + "/") { throw .outputInsideInput(output: file.path, input: input.path) }
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

    /// Writes `files` as `write` does and records them (`ExportRecord`); of the files the
    /// folder's earlier record lists and `files` no longer has, removes those still as they
    /// were written (and folders left empty by it) and keeps the edited ones, listed again so
    /// that the next export names them too.
    public func writeRecorded(_ files: [(path: String, text: String)], input: URL, to output: URL,
                              force: Bool) throws(Failure) -> (removed: [String], kept: [String]) {
        let earlier = ExportRecord(in: output)
        try write(files.map { ($0.path, .text($0.text)) }, input: input, to: output, force: force)
        let left = earlier.leftBehind(in: output, written: Set(files.map(\.path)))
        for path in left.unchanged { try remove(path, from: output) }
        var record = ExportRecord(writing: files)
        for path in left.edited { record.hashes[path] = earlier.hashes[path] }
        do {
            try Data(record.text.utf8).write(to: output.appendingFile(ExportRecord.fileName), options: .atomic)
        } catch {
            throw .io(operation: "write", path: output.appendingFile(ExportRecord.fileName).path, reason: (error as NSError).localizedDescription)
        }
        return (left.unchanged, left.edited)
    }

    /// Removes the file at `path` under `output`, then each folder above it that this leaves
    /// empty, up to `output`.
    private func remove(_ path: String, from output: URL) throws(Failure) {
        var url = output.appendingFile(path)
        guard unlink(url.path) == 0 || errno == ENOENT else {
            throw .io(operation: "remove", path: url.path, reason: String(cString: strerror(errno)))
        }
        for _ in path.split(separator: "/").dropLast() {
            url = url.deletingLastPathComponent()
            guard rmdir(url.path) == 0 else { break }
        }
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
