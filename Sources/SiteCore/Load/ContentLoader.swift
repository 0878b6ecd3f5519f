import Foundation
import TextSupport

/// Load stage: a content folder → its criteria documents (`*.md`), sorted by path.
///
/// Hidden files and folders, folders named with a leading `_`, the assets folder, the output
/// folder and files that an `exclude:` pattern matches are skipped; a pattern that matches no
/// Markdown file is reported. A file that
/// cannot be read or is not UTF-8 is reported and left out; the other files still load.
public struct ContentLoader: Sendable {
    public init() {}

    public func load(contentRoot: URL, excluding excluded: [URL], patterns: [ExcludePattern] = [],
                     into sink: inout Diagnostics) -> [SourceFile] {
        eachFile(contentRoot: contentRoot, excluding: excluded, patterns: patterns, into: &sink) { $0 }
    }

    /// The load stage of a build that goes a page at a time (`Pipeline`): each file's hash
    /// and outline, in path order. Texts go to `kept` while it allows, each thread claiming
    /// room for its own and the texts handed over together at the end; the page pass reads the
    /// other files again.
    func survey(contentRoot: URL, excluding excluded: [URL], patterns: [ExcludePattern], keeping kept: KeptTexts,
                into sink: inout Diagnostics) -> [SurveyedSource] {
        let surveyed = eachFile(contentRoot: contentRoot, excluding: excluded, patterns: patterns, into: &sink,
                                listed: kept.expect(files:)) { file in
            (source: SurveyedSource(file), text: kept.claim(file.text.utf8.count) ? file.text : nil)
        }
        kept.keep(surveyed.compactMap { surveyed in surveyed.text.map { (path: surveyed.source.path, text: $0) } })
        return surveyed.map(\.source)
    }

    /// Every file with its hash and outline, made on the core that read it: watch mode's listing
    /// again, which keeps every text.
    func surveyKeepingTexts(contentRoot: URL, excluding excluded: [URL], patterns: [ExcludePattern],
                            into sink: inout Diagnostics) -> [(file: SourceFile, source: SurveyedSource)] {
        eachFile(contentRoot: contentRoot, excluding: excluded, patterns: patterns, into: &sink) { (file: $0, source: SurveyedSource($0)) }
    }

    /// How many files are read at once. Files that are not in the page cache (a first build, or
    /// one after the system let them go) are read from the disk, which serves many reads at
    /// once about as fast as one. From the page cache it makes no difference.
    static let readsInFlight = 16

    /// Every Markdown file read and handed to `take`. Reading and checking UTF-8 are independent
    /// per file: `readsInFlight` at a time, results in path order. `listed` is told how many
    /// there are before any is read.
    private func eachFile<Result: Sendable>(contentRoot: URL, excluding excluded: [URL], patterns: [ExcludePattern],
                                            into sink: inout Diagnostics, listed: (Int) -> Void = { _ in },
                                            _ take: @Sendable (SourceFile) -> Result) -> [Result] {
        let root = contentRoot.standardizedFileURL
        let skipped = Set(excluded.map { $0.standardizedFileURL.path })
        let paths = Self.leavingOut(patterns, from: markdownPaths(under: root, skipping: skipped, into: &sink), into: &sink)
        listed(paths.count)
        return ParallelMap.map(paths, lanes: Self.readsInFlight,
                               into: &sink) { relativePath, sink in
            loadFile(relativePath, contentRoot: root, into: &sink).map(take)
        }.compactMap { $0 }
    }

    /// One file, by its path relative to the content root; nil (and reported) when it cannot be
    /// read or is not UTF-8, nil (and not reported) when it no longer exists.
    public func loadFile(_ relativePath: String, contentRoot: URL, into sink: inout Diagnostics) -> SourceFile? {
        let path = contentRoot.appendingFile(relativePath).path
        guard let data = FileManager.default.contents(atPath: path) else {
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            sink.error(SourceLocation(file: relativePath), "cannot read \(relativePath)")
            return nil
        }
        switch TextDecoder.decode(data) {
        case .success(let text):
            return SourceFile(path: relativePath, text: text)
        case .failure(.invalidUTF8(let line, let column)):
            sink.error(SourceLocation(file: relativePath, line: line, column: column), "invalid UTF-8",
                       note: "save the file as UTF-8")
            return nil
        }
    }

    /// Relative paths of the Markdown files under `root`, sorted; hidden names and the `skipped`
    /// folders (standardized absolute paths) left out. A link to a file counts as the file. A
    /// Markdown file or a folder whose name is not UTF-8 is reported: its pages cannot be built,
    /// and leaving them out unsaid would lose them.
    func markdownPaths(under root: URL, skipping skipped: Set<String>, into sink: inout Diagnostics) -> [String] {
        let rootPath = root.standardizedFileURL.path
        // A folder named with a leading `_` (`_includes`, `_layouts`) holds the older site's parts,
        // never pages.
        let walk = FolderWalk(skipsHidden: true, skipsFolder: {
            skipped.contains(rootPath + "/" + $0) || $0.split(separator: "/").last?.hasPrefix("_") == true
        })
        return walk.entries(under: root).compactMap { entry in
            guard entry.nameIsUTF8 else {
                if entry.kind == .folder {
                    sink.error(SourceLocation(file: entry.path), "folder name is not UTF-8; its pages are left out",
                               note: "rename the folder with a UTF-8 name")
                } else if Self.isMarkdown(entry.path) {
                    sink.error(SourceLocation(file: entry.path), "file name is not UTF-8; the page is left out",
                               note: "rename the file with a UTF-8 name")
                }
                return nil
            }
            guard entry.kind == .file || entry.kind == .link, Self.isMarkdown(entry.path) else { return nil }
            if entry.kind == .link, FolderWalk.linkLeadsToFolder(rootPath + "/" + entry.path) { return nil }
            return entry.path
        }
    }

    /// `paths` without those `patterns` match; each pattern that matches none is reported where
    /// it is written.
    static func leavingOut(_ patterns: [ExcludePattern], from paths: [String], into sink: inout Diagnostics) -> [String] {
        guard !patterns.isEmpty else { return paths }
        var used = Set<Int>()
        let kept = paths.filter { path in
            let matching = patterns.indices.filter { patterns[$0].matches(path) }
            used.formUnion(matching)
            return matching.isEmpty
        }
        for (index, pattern) in patterns.enumerated() where !used.contains(index) {
            sink.warning(pattern.location, "exclude pattern \"\(pattern.text)\" matches no content file",
                         note: "patterns are relative to the content folder; ** matches any number of folders")
        }
        return kept
    }

    private static func isMarkdown(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].containsByte(UInt8(ascii: "/")) else { return false }
        let suffix = path[path.index(after: dot)...].lowercased()
        return suffix == "md" || suffix == "markdown"
    }
}
