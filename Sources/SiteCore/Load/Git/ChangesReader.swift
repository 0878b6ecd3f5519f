import Foundation

/// What changed in the content's pages, commit by commit (the changes page) or between two
/// revisions (`criteria changes A..B`): pages added, removed, renamed and changed, and in each
/// the checks added, removed and changed (`CheckDifference`). Each side of a page is read from
/// git (`GitBlobReader`) and parsed as the build parses it.
struct ChangesReader: Sendable {
    var git = GitRunner()
    /// The content folder's path from the work tree's top, with a trailing `/`.
    let prefix: String
    let folder: URL

    /// The commits the changes page lists: those after `span.since`, else the last `span.count`.
    /// Nil with git's message when `since` names no revision git knows.
    func commits(of history: ContentHistory, span: SiteConfig.ChangesSpan) -> Swift.Result<[CommitChanges], ChangesError> {
        var commits = Array(history.commits.prefix(span.count))
        if let since = span.since {
            switch git.run(["rev-list", "\(since)..\(history.head)", "--"], in: folder) {
            case .failed(let message): return .failure(ChangesError(message: message))
            case .output(let data):
                let hashes = Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
                commits = history.commits.filter { hashes.contains($0.hash) }
            }
        }
        let sides = commits.map { commit in (commit.changes, old: commit.hash + "^", new: commit.hash) }
        let pages = pageChanges(sides)
        return .success(zip(commits, pages).map { CommitChanges(commit: $0, pages: $1) })
    }

    /// The commit a revision names, or git's message when it names none.
    func commit(_ revision: String) -> Swift.Result<String, ChangesError> {
        // `git log` says what is wrong with a revision in words people know ("bad revision 'v9'").
        switch git.run(["log", "-1", "--format=%H", revision, "--"], in: folder) {
        case .failed(let message): return .failure(ChangesError(message: "git names no commit \(revision): " + Self.withoutPrefix(message)))
        case .output(let data): return .success(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// git's message without its "fatal: ", which read after our own "Error: " as two verdicts.
    static func withoutPrefix(_ message: String) -> String {
        message.hasPrefix("fatal: ") ? String(message.dropFirst("fatal: ".count)) : message
    }

    /// The pages changed between commits `old` and `new` (`git diff -M`), renames followed.
    func changes(from old: String, to new: String) -> Swift.Result<[PageChange], ChangesError> {
        let diff = git.run(["diff", "-M", "--name-status", "-z", old, new, "--", "."], in: folder)
        guard case .output(let data) = diff else {
            if case .failed(let message) = diff { return .failure(ChangesError(message: message)) }
            return .success([])
        }
        let files = GitLogParser(prefix: prefix).fileChanges(Substring(String(decoding: data, as: UTF8.self)))
        return .success(pageChanges([(files, old: old, new: new)]).first ?? [])
    }

    /// For each pair of sides, the page files' changes with their checks; one `cat-file` for all.
    private func pageChanges(_ sides: [(files: [ContentHistory.FileChange], old: String, new: String)]) -> [[PageChange]] {
        var requests: [String] = []
        for side in sides {
            for file in side.files where Self.isPage(file.path) {
                requests.append("\(side.old):\(prefix)\(file.oldPath ?? file.path)")
                requests.append("\(side.new):\(prefix)\(file.path)")
            }
        }
        let texts = GitBlobReader(git: git).texts(requests, in: folder)
        return sides.map { side in
            side.files.filter { Self.isPage($0.path) }.map { file in
                let before = texts["\(side.old):\(prefix)\(file.oldPath ?? file.path)"].map { SourceFile(path: file.oldPath ?? file.path, text: $0) }
                let after = texts["\(side.new):\(prefix)\(file.path)"].map { SourceFile(path: file.path, text: $0) }
                return CheckDifference().page(file, before: before, after: after)
            }
        }
    }

    /// Content pages are Markdown files outside the folders that start with `_` (includes).
    static func isPage(_ path: String) -> Bool {
        path.hasSuffix(".md") && !path.split(separator: "/").contains { $0.hasPrefix("_") }
    }
}

/// Git refused a revision: its message, as it said it.
public struct ChangesError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
