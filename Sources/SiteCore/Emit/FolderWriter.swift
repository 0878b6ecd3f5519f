import Foundation

/// Writes a site's files into one folder, a build's staging folder, from any thread: a batch on
/// all cores (`writeAll`), or a page's file on the core that made it, as soon as it is made, so
/// the page's text goes as soon as it is written (`Pipeline`).
///
/// A generated file's text is made here, once: hashed for its origin, offered to `isCurrent`,
/// written, and let go. Entries `isCurrent` accepts (given the entry, its origin and, for
/// generated files, the text) are not written.
struct FolderWriter: Sendable {
    typealias IsCurrent = @Sendable (SiteEntries.Entry, _ origin: String, _ text: String?) -> Bool

    let folder: URL
    private let folders: CreatedFolders
    private let isCurrent: IsCurrent

    init(folder: URL, unless isCurrent: @escaping IsCurrent = { _, _, _ in false }) {
        self.folder = folder
        folders = CreatedFolders(root: folder)
        self.isCurrent = isCurrent
    }

    func write(_ entry: SiteEntries.Entry) throws -> FileOperations.Outcome {
        let files = FileOperations()
        let parent = entry.path.split(separator: "/").dropLast().joined(separator: "/")
        switch entry.source {
        case .generated(let file):
            let text = file.contents
            let origin = ContentHash(text).hex
            if isCurrent(entry, origin, text) { return .init(origin: origin, written: false) }
            try folders.create(parent)
            try files.writeText(text, toFile: folder.path + "/" + entry.path, naming: entry.path)
            return .init(origin: origin, written: true)
        case .file(let source):
            let origin = FileStamp(path: source.path)?.origin ?? "missing"
            if isCurrent(entry, origin, nil) { return .init(origin: origin, written: false) }
            try folders.create(parent)
            try files.copy(source, to: folder, path: entry.path, creatingFolder: false)
            return .init(origin: origin, written: true)
        }
    }

    /// Writes `entries` on all cores, each file independent of the others. The first failure in
    /// entry order is thrown; files written before it stay in the folder, which callers use only
    /// as a staging folder.
    func writeAll(_ entries: [SiteEntries.Entry]) throws -> [FileOperations.Outcome] {
        var unused = Diagnostics()
        let results = ParallelMap.map(entries, into: &unused) { entry, _ in Result { try write(entry) } }
        return try results.map { try $0.get() }
    }
}

/// The folders made so far under a root, so parallel writers make each folder once. A folder
/// is made with mkdir(2) once its parent is: Foundation's `createDirectory` looked at every
/// folder on the way for every call.
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
