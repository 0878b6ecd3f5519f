/// Which checks named on the changes page still have an anchor on their page. A check that a later
/// commit removed, or reworded into another ID, has none: its older entries then name it without a
/// link, rather than link to the top of the page.
struct LiveCheckAnchors {
    /// "path#id" → whether the check exists now, decided by the newest commit that touched it.
    private var decided: [String: Bool] = [:]

    /// Whether a check that `commit`'s entry names exists now; ask before `record(commit)` and go
    /// newest first, as the history lists its commits.
    func exists(_ id: String, on path: String) -> Bool { decided[Self.key(path, id)] ?? true }

    /// Notes what an entry did to its checks, for the older entries after it.
    mutating func record(_ commit: CommitChanges) {
        for page in commit.pages {
            for check in page.checks {
                decide(check.id, on: page.path, exists: check.kind != .removed)
                if let oldID = check.oldID, oldID != check.id { decide(oldID, on: page.path, exists: false) }
            }
        }
    }

    private mutating func decide(_ id: String, on path: String, exists: Bool) {
        let key = Self.key(path, id)
        if decided[key] == nil { decided[key] = exists }
    }

    private static func key(_ path: String, _ id: String) -> String { path + "#" + id }
}
