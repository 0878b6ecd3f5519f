import Foundation

/// What an export wrote into its folder, kept there (`.criteria-export`): the next export into
/// the folder removes the files it wrote before and writes no more (a page renamed, its Gherkin
/// section taken out), which test runners would otherwise go on running. Only files it lists
/// are removed, and only as it wrote them: a file edited since is kept and named.
public struct ExportRecord: Equatable, Sendable {
    public static let fileName = ".criteria-export"

    /// Each file's path under the folder, with the hash of the bytes written there.
    var hashes: [String: String]

    init(hashes: [String: String]) { self.hashes = hashes }

    /// The record of `files` (path under the folder → the text written there).
    init(writing files: [(path: String, text: String)]) {
        hashes = Dictionary(files.map { ($0.path, Self.hash(Data($0.text.utf8))) }, uniquingKeysWith: { _, last in last })
    }

    /// The record in `folder`; an empty one where there is none or it cannot be read. A line
    /// naming a path outside the folder is ignored, so a hand-made record removes nothing there.
    init(in folder: URL) {
        hashes = [:]
        guard let text = try? String(contentsOf: folder.appendingFile(Self.fileName), encoding: .utf8) else { return }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, Self.staysInside(parts[1]) else { continue }
            hashes[parts[1]] = parts[0]
        }
    }

    var text: String {
        "# Written by criteria export: the files it wrote here. The next export into this folder removes\n"
            + "# those it no longer writes, if they are unchanged.\n"
            + hashes.keys.sorted().map { "\(hashes[$0]!) \($0)\n" }.joined()
    }

    /// What to do with the files this record lists and `written` does not: remove those still
    /// as they were written, keep the others (edited since). Files already gone are in neither.
    func leftBehind(in folder: URL, written: Set<String>) -> (unchanged: [String], edited: [String]) {
        var unchanged: [String] = [], edited: [String] = []
        for (path, hash) in hashes.sorted(by: { $0.key < $1.key }) where !written.contains(path) {
            let url = folder.appendingFile(path)
            guard Self.isRegularFile(url), let data = FileManager.default.contents(atPath: url.path) else { continue }
            if Self.hash(data) == hash { unchanged.append(path) } else { edited.append(path) }
        }
        return (unchanged, edited)
    }

    static func hash(_ data: Data) -> String {
        var hash = ContentHash()
        hash.add(data)
        return String(hash.value, radix: 16)
    }

    /// A relative path of named parts, none `.` or `..`.
    private static func staysInside(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// A file itself, not a link to one (which may point anywhere).
    private static func isRegularFile(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
