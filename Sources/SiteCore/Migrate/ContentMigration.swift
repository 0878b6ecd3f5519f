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

    public func migrate(input: URL, output: URL, force: Bool, into sink: inout Diagnostics) throws(DerivedFilesWriter.Failure) -> Summary {
        try DerivedFilesWriter().checkFolders(input: input, output: output)
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory)
        let root = isDirectory.boolValue ? input : input.deletingLastPathComponent()
        let sources = isDirectory.boolValue
            ? ContentLoader().load(contentRoot: input, excluding: [output], into: &sink)
            : ContentLoader().loadFile(input.lastPathComponent, contentRoot: root, into: &sink).map { [$0] } ?? []
        var summary = Summary()
        var files: [(path: String, content: DerivedFilesWriter.Content)] = []
        for source in sources {
            switch EntryMigrator().migrate(source, into: &sink) {
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
}
