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
    /// `folder.path`, worked out once: `URL.path` for every file showed in a build's profile.
    private let folderPath: String
    private let folders: CreatedFolders
    private let isCurrent: IsCurrent

    init(folder: URL, unless isCurrent: @escaping IsCurrent = { _, _, _ in false }) {
        self.folder = folder
        folderPath = folder.path
        folders = CreatedFolders(root: folderPath)
        self.isCurrent = isCurrent
    }

    /// Every kind of entry takes the same steps: its origin (and a generated file's text, made
    /// once), `isCurrent`, its parent folder, then its own way of putting bytes in the folder,
    /// which gives the written file's stamp (`FileOperations.Outcome.stamp`).
    func write(_ entry: SiteEntries.Entry) throws -> FileOperations.Outcome {
        let files = FileOperations()
        let target = folderPath + "/" + entry.path
        let origin: String, text: String?, put: () throws -> FileStamp?
        switch entry.source {
        case .generated(let file):
            let contents = file.contents
            (origin, text) = (ContentHash(contents).hex, contents)
            put = { try files.writeText(contents, toFile: target, naming: entry.path) }
        case .stylesheet(let source):
            // Its origin is its source's stamp, as a copy's: a build with nothing to do checks
            // the source for changes (`BuildCache.File.isIntact`).
            let contents = try StylesheetCompactor.published(contentsOf: source)
            (origin, text) = (FileStamp(path: source.path)?.origin ?? "missing", String(data: contents, encoding: .utf8))
            put = { try files.writeData(contents, toFile: target, naming: entry.path) }
        case .file(let source):
            (origin, text) = (FileStamp(path: source.path)?.origin ?? "missing", nil)
            put = {
                try files.copy(source, to: folder, path: entry.path, creatingFolder: false)
                return FileStamp(path: target)
            }
        case .loaded(let data, let stamp):
            (origin, text) = (stamp.origin, nil)
            put = { try files.writeData(data, toFile: target, naming: entry.path) }
        }
        if isCurrent(entry, origin, text) { return .init(origin: origin, written: false) }
        try folders.create(folderOf: entry.path)
        return .init(origin: origin, written: true, stamp: try put())
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
