/// The content folder's git history as the load stage read it (`GitHistoryReader`): every
/// commit that touched a file in it, newest first, with the files it touched, paths relative to
/// the content folder. Pages take their dates from it, the changes page and feed their commits.
public struct ContentHistory: Sendable, Equatable {
    /// The commit `HEAD` named when the history was read.
    public var head: String
    /// The clone holds only part of the history (`git clone --depth`): dates are those of the
    /// oldest commit it holds.
    public var isShallow: Bool
    public var commits: [Commit]
    /// Files in the content folder that differ from `HEAD` (edited, added, not yet tracked).
    public var uncommitted: Set<String>
    /// The content folder's path from the work tree's top, with a trailing `/` (empty at the top).
    public var prefix: String

    public struct Commit: Sendable, Equatable {
        public var hash: String
        /// Committer date, ISO 8601 with its offset (`2026-03-01T10:00:00+01:00`).
        public var time: String
        public var subject: String
        public var changes: [FileChange]

        /// `YYYY-MM-DD` in the committer's time zone, as `git log --format=%cs` gives it.
        public var date: String { String(time.prefix(10)) }
        public var shortHash: String { String(hash.prefix(7)) }
    }

    public struct FileChange: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable { case added, modified, removed, renamed }
        public var kind: Kind
        /// The file's path after the commit (before it, for a removed file).
        public var path: String
        /// A renamed file's path before the commit.
        public var oldPath: String?

        public init(kind: Kind, path: String, oldPath: String? = nil) {
            self.kind = kind
            self.path = path
            self.oldPath = oldPath
        }
    }

    public init(head: String, isShallow: Bool, commits: [Commit], uncommitted: Set<String> = [], prefix: String = "") {
        self.head = head
        self.prefix = prefix
        self.isShallow = isShallow
        self.commits = commits
        self.uncommitted = uncommitted
    }

    /// Each file's last commit date (`YYYY-MM-DD`), by path: the newest commit that added,
    /// changed or renamed it to that path, as `git log -1 --format=%cs -- <file>` answers.
    public func lastChangeDates() -> [String: String] {
        var dates: [String: String] = [:]
        for commit in commits {
            for change in commit.changes where change.kind != .removed && dates[change.path] == nil {
                dates[change.path] = commit.date
            }
        }
        return dates
    }
}
