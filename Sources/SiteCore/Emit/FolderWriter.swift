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
            let stamp = try files.writeText(text, toFile: folder.path + "/" + entry.path, naming: entry.path)
            return .init(origin: origin, written: true, stamp: stamp)
        case .file(let source):
            let origin = FileStamp(path: source.path)?.origin ?? "missing"
            if isCurrent(entry, origin, nil) { return .init(origin: origin, written: false) }
            try folders.create(parent)
            try files.copy(source, to: folder, path: entry.path, creatingFolder: false)
            return .init(origin: origin, written: true, stamp: FileStamp(path: folder.path + "/" + entry.path))
        case .loaded(let data, let stamp):
            if isCurrent(entry, stamp.origin, nil) { return .init(origin: stamp.origin, written: false) }
            try folders.create(parent)
            let written = try files.writeData(data, toFile: folder.path + "/" + entry.path, naming: entry.path)
            return .init(origin: stamp.origin, written: true, stamp: written)
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
