import Foundation
import ZIPFoundation

/// Emit stage for offline bundles: writes a finished build as one zip archive.
///
/// Every entry sits under one top folder named after the archive (`criteria-site.zip` holds
/// `criteria-site/index.html`, …), so unzipping by double-click gives one folder and never
/// scatters files into the folder the archive sits in. Entry names use forward slashes and keep
/// the site's layout. The archive is written under a temporary name beside the target and renamed
/// over it only when complete, so a failure leaves no partial archive and the previous one intact.
/// The archive carries the site's manifest, which marks it (and its unzipped folder) as written by
/// this tool: an existing file at the target is replaced only when it is such an archive.
public struct ZipBundleWriter: Sendable {
    public init() {}

    public struct Summary: Sendable, Equatable {
        public var filesWritten: Int
        /// Where a file at the target that this tool did not write was moved (with `--force`).
        public var setAside: String?
    }

    /// `criteria-site.zip` → `criteria-site`.
    public static func topFolder(for archive: URL) -> String {
        let name = archive.deletingPathExtension().lastPathComponent
        return name.isEmpty || name == "." || name == ".." ? "criteria-site" : name
    }

    public func write(_ output: BuildOutput, to archive: URL, date: Date, force: Bool) throws -> Summary {
        let replacing = try checkTarget(archive, force: force)
        let entries = SiteEntries.list(output)
        let parent = archive.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw EmitError.io(operation: "create folder", path: parent.path, reason: OutputWriter.reason(error))
        }
        let temporary = FileOperations.temporarySibling(of: archive, purpose: "bundle")
        do {
            try fill(temporary, entries: entries, top: Self.topFolder(for: archive), date: date)
            var setAside: String?
            if replacing == .foreign {
                let aside = parent.appendingPathComponent("\(archive.lastPathComponent).replaced-\(Int(Date().timeIntervalSince1970))")
                try move(archive, to: aside)
                setAside = aside.path
            }
            // rename(2) replaces the old archive in one step: readers see the old one or the new one.
            guard rename(temporary.path, archive.path) == 0 else {
                throw EmitError.io(operation: "move \(temporary.path) to", path: archive.path, reason: String(cString: strerror(errno)))
            }
            return Summary(filesWritten: entries.count - 1, setAside: setAside)
        } catch {
            // The temporary archive is ours alone.
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    private enum Target { case absent, ours, foreign }

    private func checkTarget(_ archive: URL, force: Bool) throws -> Target {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: archive.path, isDirectory: &isDirectory) else { return .absent }
        if isDirectory.boolValue { throw EmitError.bundleTargetIsAFolder(archive.path) }
        if Self.isBundle(archive) { return .ours }
        if force { return .foreign }
        throw EmitError.bundleTargetIsForeign(archive.path)
    }

    /// True for a zip archive whose top folder holds the manifest this tool writes.
    static func isBundle(_ url: URL) -> Bool {
        guard let archive = try? Archive(url: url, accessMode: .read, pathEncoding: nil) else { return false }
        return archive.contains { entry in
            let parts = entry.path.split(separator: "/", omittingEmptySubsequences: false)
            return parts.count == 2 && parts[1] == OutputFolderGuard.manifestName
        }
    }

    private func fill(_ url: URL, entries: [SiteEntries.Entry], top: String, date: Date) throws {
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .create, pathEncoding: nil)
        } catch {
            throw EmitError.io(operation: "create", path: url.path, reason: OutputWriter.reason(error))
        }
        // Folder entries first, so every unzip tool creates them with ordinary permissions.
        let folders = Set(entries.flatMap { entry in
            let parts = entry.path.split(separator: "/").dropLast().map(String.init)
            return (0...parts.count).map { ([top] + parts.prefix($0)).joined(separator: "/") }
        }).sorted()
        for folder in folders {
            try add(to: archive, path: folder + "/", type: .directory, data: Data(), date: date)
        }
        // The archive is written in order by one thread; the entries' bytes (pages assembled,
        // media read) are made on all cores a batch at a time, so only a batch is in memory.
        for start in stride(from: 0, to: entries.count, by: Self.batchSize) {
            let batch = Array(entries[start..<min(start + Self.batchSize, entries.count)])
            var unused = Diagnostics()
            let contents = ParallelMap.map(batch, into: &unused) { entry, _ in Result { try Self.bytes(of: entry) } }
            for (entry, data) in zip(batch, contents) {
                try add(to: archive, path: top + "/" + entry.path, type: .file, data: try data.get(), date: date)
            }
        }
    }

    private static let batchSize = 64

    private static func bytes(of entry: SiteEntries.Entry) throws -> Data {
        switch entry.source {
        case .generated(let file): return Data(file.contents.utf8)
        case .loaded(let data, _): return data
        case .stylesheet(let source): return try StylesheetCompactor.published(contentsOf: source)
        case .file(let source):
            do { return try Data(contentsOf: source) } catch {
                throw EmitError.io(operation: "read", path: source.path, reason: OutputWriter.reason(error))
            }
        }
    }

    private func add(to archive: Archive, path: String, type: Entry.EntryType, data: Data, date: Date) throws {
        // Video and images are compressed already; deflating them again costs time for nothing.
        let stored = ["webm", "mp4", "m4v", "ogv", "mp3", "png", "jpg", "jpeg", "gif", "webp", "avif", "woff2", "zip"]
        let method: CompressionMethod = type == .directory || stored.contains((path as NSString).pathExtension.lowercased()) ? .none : .deflate
        do {
            try archive.addEntry(with: path, type: type, uncompressedSize: Int64(data.count), modificationDate: date,
                                 compressionMethod: method) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        } catch {
            throw EmitError.io(operation: "add to the archive", path: path, reason: OutputWriter.reason(error))
        }
    }

    private func move(_ source: URL, to target: URL) throws {
        do {
            try FileManager.default.moveItem(at: source, to: target)
        } catch {
            throw EmitError.io(operation: "move \(source.path) to", path: target.path, reason: OutputWriter.reason(error))
        }
    }
}
