import Foundation

/// What an export wrote into its folder, kept there (`.criteria-export`): the next export of the
/// same content into the folder removes the `.feature` files it wrote before and writes no more
/// (a page renamed, its Gherkin section taken out), which test runners would otherwise go on
/// running. Only files it lists are removed, only inside the folder, and only as they were
/// written: a file edited since is kept and named.
public struct ExportRecord: Equatable, Sendable {
    public static let fileName = ".criteria-export"
    static let suffix = ".feature"

    /// The content folder the files were exported from, relative to the export's folder: an
    /// export of other content into the same folder removes none of them.
    var source: String?
    /// Each file's path under the folder, with the hash of the bytes written there.
    var hashes: [String: String]

    /// The record of `files` (path under the folder → the text written there), from `source`.
    init(writing files: [(path: String, text: String)], source: String) {
        self.source = source
        hashes = Dictionary(files.map { ($0.path, Self.hash(Data($0.text.utf8))) }, uniquingKeysWith: { _, last in last })
    }

    /// The nearest folder above `folder` (not `folder` itself), links followed, that holds an
    /// export's record: feature files exported inside it would be run twice by a test runner
    /// reading it. Nil when there is none.
    public static func enclosingExport(of folder: URL) -> URL? {
        var above = folder.standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent()
        while above.path != "/", !above.path.isEmpty {
            if FileManager.default.fileExists(atPath: above.appendingPathComponent(fileName).path) { return above }
            above = above.deletingLastPathComponent()
        }
        return nil
    }

    /// The record in `folder`; nil where there is none or it cannot be read. A line naming a
    /// path outside the folder or another kind of file is ignored, so a record made by hand
    /// cannot remove it.
    init?(in folder: URL) {
        guard let text = try? String(contentsOf: folder.appendingFile(Self.fileName), encoding: .utf8) else { return nil }
        hashes = [:]
        for line in text.split(separator: "\n") {
            if line.hasPrefix(Self.sourcePrefix) { source = String(line.dropFirst(Self.sourcePrefix.count)) }
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard !line.hasPrefix("#"), parts.count == 2, Self.isFeatureInside(parts[1]) else { continue }
            hashes[parts[1]] = parts[0]
        }
    }

    private static let sourcePrefix = "# content: "

    var text: String {
        "# Written by criteria export: the files it wrote here. The next export of the same content\n"
            + "# into this folder removes those it no longer writes, if they are unchanged.\n"
            + Self.sourcePrefix + (source ?? "") + "\n"
            + hashes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)\n" }.joined()
    }

    /// The files this record lists that `written` does not name, in path order, split by
    /// whether they are still as written. Files already gone, the written files themselves under
    /// another name (a folder that ignores case) and files reached through a link out of the
    /// folder are in neither.
    func leftBehind(in folder: URL, written: Set<String>) -> (unchanged: [String], edited: [String]) {
        let writtenFiles = Set(written.compactMap { FileIdentity(folder.appendingFile($0)) })
        var unchanged: [String] = [], edited: [String] = []
        for path in hashes.keys.sorted() where !written.contains(path) {
            let url = folder.appendingFile(path)
            guard let identity = FileIdentity(url), !writtenFiles.contains(identity), Self.isReallyInside(url, folder) else { continue }
            if isAsWritten(path, in: folder) { unchanged.append(path) } else { edited.append(path) }
        }
        return (unchanged, edited)
    }

    /// Whether the file at `path` holds the bytes recorded for it.
    func isAsWritten(_ path: String, in folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingFile(path).path) else { return false }
        return Self.hash(data) == hashes[path]
    }

    static func hash(_ data: Data) -> String {
        var hash = ContentHash()
        hash.add(data)
        return String(hash.value, radix: 16)
    }

    /// `content` relative to `folder`, both as the file system resolves them: the same on every
    /// machine that keeps the two where this one does.
    static func source(_ content: URL, from folder: URL) -> String {
        let from = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let to = content.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let shared = zip(from, to).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// A relative path of named parts, none `.` or `..`, to a `.feature` file.
    private static func isFeatureInside(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return path.hasSuffix(suffix) && !path.hasPrefix("/") && !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// Whether the file's folder, its links followed, is `folder` or inside it.
    private static func isReallyInside(_ file: URL, _ folder: URL) -> Bool {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let parent = file.deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath().path
        return parent == root || parent.hasPrefix(root + "/")
    }
}
