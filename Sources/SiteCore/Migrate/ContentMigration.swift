import Foundation

/// `criteria migrate <file|folder> --output DIR`: every older entry in the input rewritten in
/// today's format, every other Markdown file copied as it is, in the same folders under DIR.
///
/// Only Markdown files are written (assets and `criteria.yml` stay where they are). When any file
/// has an error, nothing is written, so the output never holds half a migration.
public struct ContentMigration: Sendable {
    public struct Summary: Sendable, Equatable {
        public var migrated: [String] = []
        public var copied: [String] = []
        /// False when errors stopped the migration before writing.
        public var wrote = false
    }

    public init() {}

    /// `includes`: the folder older entries' `{% include %}` tags read (`--includes`); nil means
    /// `includes:` of `criteria.yml` in the input folder, else the nearest `_includes` folder
    /// at or above the input's folder, as the older site kept it at its root.
    public func migrate(input: URL, output: URL, includes: URL? = nil, force: Bool,
                        into sink: inout Diagnostics) throws(DerivedFilesWriter.Failure) -> Summary {
        try DerivedFilesWriter().checkFolders(input: input, output: output)
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory)
        let root = isDirectory.boolValue ? input : input.deletingLastPathComponent()
        let sources = isDirectory.boolValue
            ? ContentLoader().load(contentRoot: input, excluding: [output], into: &sink)
            : ContentLoader().loadFile(input.lastPathComponent, contentRoot: root, into: &sink).map { [$0] } ?? []
        let includesRoot = includes ?? Self.includesFolder(for: root)
        let library = includesRoot.map { folder in
            IncludeLoader().load(folder, displayName: SiteSettings.relativePath(of: folder, from: root), into: &sink)
        } ?? .empty
        let migrator = EntryMigrator(includes: library)
        var summary = Summary()
        var files: [(path: String, content: DerivedFilesWriter.Content)] = []
        for source in sources {
            switch migrator.migrate(source, into: &sink) {
            case .unchanged:
                summary.copied.append(source.path)
                files.append((source.path, .copy(of: root.appendingPathComponent(source.path))))
            case .migrated(let text):
                summary.migrated.append(source.path)
                files.append((source.path, .text(text)))
            case .failed:
                break
            }
        }
        guard !sink.hasErrors else { return summary }
        try DerivedFilesWriter().write(files, input: input, to: output, force: force)
        summary.wrote = true
        return summary
    }

    /// `includes:` of the input folder's `criteria.yml`, else the nearest `_includes` at or above it.
    static func includesFolder(for root: URL) -> URL? {
        let config = root.appendingPathComponent("criteria.yml")
        if let text = try? String(contentsOf: config, encoding: .utf8) {
            var ignored = Diagnostics()   // `criteria build` reports the configuration's problems
            if let named = ConfigLoader().load(text, path: config.path, into: &ignored).includes {
                return root.appendingPathComponent(named)
            }
        }
        var folder = root.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(IncludeLibrary.defaultFolder)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue { return candidate }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
    }
}
