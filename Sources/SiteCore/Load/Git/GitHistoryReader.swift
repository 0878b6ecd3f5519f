import Foundation
import Synchronization

/// Load stage: the content folder's git history (`ContentHistory`), read once for all files:
/// one `git log` over the folder, and for a preview one `git status`. Given the history an earlier build kept
/// (the build cache), it reads only the commits made since.
///
/// No git, a folder outside a work tree, or a repository without commits: nil, never an error;
/// the site is built without dates.
struct GitHistoryReader: Sendable {
    var git = GitRunner()

    /// Where the content folder is in its repository.
    struct Place: Equatable {
        /// The folder's path from the work tree's top, with a trailing `/` (empty at the top).
        var prefix: String
        var isShallow: Bool
        var head: String
    }

    func place(of folder: URL) -> Place? {
        guard Self.mayBeInRepository(folder), let text = git.text(["rev-parse", "--show-prefix", "--is-shallow-repository", "HEAD"], in: folder) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The prefix line is empty at the work tree's top.
        guard lines.count >= 3 else { return nil }
        let head = lines[2].trimmingCharacters(in: .whitespaces)
        guard head.count >= 7, head.allSatisfy(\.isHexDigit) else { return nil }
        return Place(prefix: lines[0], isShallow: lines[1] == "true", head: head)
    }

    /// The history of `folder`, reusing `cached` when `HEAD` still holds every commit it lists;
    /// `uncommitted` files only when `readingStatus` (a preview: builds do not show them).
    /// `known`: the place, when it was looked up already (`PlaceLookup`).
    func read(_ folder: URL, since cached: ContentHistory? = nil, readingStatus: Bool = true, at known: Place?? = nil) -> ContentHistory? {
        guard let place = known ?? place(of: folder) else { return nil }
        let commits: [ContentHistory.Commit]
        if let cached, cached.head == place.head, cached.isShallow == place.isShallow {
            commits = cached.commits
        } else if let cached, cached.isShallow == place.isShallow, isAncestor(cached.head, of: place.head, in: folder),
                  let newer = log(["\(cached.head)..\(place.head)"], in: folder, prefix: place.prefix) {
            commits = newer + cached.commits
        } else {
            guard let all = log([place.head], in: folder, prefix: place.prefix) else { return nil }
            commits = all
        }
        return ContentHistory(head: place.head, isShallow: place.isShallow, commits: commits,
                              uncommitted: readingStatus ? uncommitted(in: folder, prefix: place.prefix) : [], prefix: place.prefix)
    }

    /// False when git could find no repository for the folder: `GIT_DIR` is not set and no
    /// folder from it up to the root holds a `.git`. A build outside git then starts no process.
    static func mayBeInRepository(_ folder: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if environment["GIT_DIR"] != nil { return true }
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return true }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return false }
            current = parent
        }
    }

    /// The folder's place, looked up on a thread of its own from the moment it is made: a build
    /// makes it first, so that git runs while the theme, the assets and the cache are read.
    final class PlaceLookup: Sendable {
        private let found = Mutex<Place?>(nil)
        private let done = DispatchSemaphore(value: 0)

        init(_ folder: URL, reader: GitHistoryReader = GitHistoryReader()) {
            Thread { [self] in
                let place = reader.place(of: folder)
                found.withLock { $0 = place }
                done.signal()
            }.start()
        }

        /// The place, once git has answered.
        func place() -> Place? {
            done.wait()
            done.signal()
            return found.withLock { $0 }
        }
    }

    private func isAncestor(_ old: String, of new: String, in folder: URL) -> Bool {
        git.text(["merge-base", "--is-ancestor", old, new], in: folder) != nil
    }

    /// The commits of `revisions` that touched the folder, newest first; nil when git failed.
    func log(_ revisions: [String], in folder: URL, prefix: String) -> [ContentHistory.Commit]? {
        let arguments = ["log", "-M", "--name-status", "-z", "--no-merges", "--format=%x1e%H%x1f%cI%x1f%s"] + revisions + ["--", "."]
        guard case .output(let data) = git.run(arguments, in: folder) else { return nil }
        return GitLogParser(prefix: prefix).commits(String(decoding: data, as: UTF8.self))
    }

    /// The folder's files that differ from `HEAD` or are not tracked, relative to the folder.
    func uncommitted(in folder: URL, prefix: String) -> Set<String> {
        guard let text = git.text(["status", "--porcelain", "-z", "--untracked-files=all", "--", "."], in: folder) else { return [] }
        var paths: Set<String> = []
        var fields = text.split(separator: "\0").map(String.init)[...]
        while let field = fields.popFirst() {
            guard field.count > 3 else { continue }
            let status = field.prefix(2)
            paths.insert(GitLogParser(prefix: prefix).relative(String(field.dropFirst(3))))
            // A rename's entry is followed by the path it had.
            if status.contains("R") || status.contains("C") { _ = fields.popFirst() }
        }
        return paths
    }
}
