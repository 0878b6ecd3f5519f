/// Where the checks of earlier versions of the site are now, from the commits the changes page
/// reads: a reworded check's old ID to its new one, a renamed page's old address to its new.
/// An audit keeps results by page and check ID (`audit.js`), so a result recorded before a
/// check was reworded or its page renamed would otherwise only be kept apart; with these the
/// audit page offers to carry it over. Keys and values are as audit.js writes them:
/// `web/component/link/index.html#tab-moves-0a1b2c` for a check, the page's address alone for a
/// page. Chains are followed (a check reworded twice, or reworded and then its page renamed,
/// leads to what it is now), each commit's moves taken together.
struct CheckMoves: Equatable {
    private(set) var checks: [String: String] = [:]
    private(set) var pages: [String: String] = [:]

    init(history: SiteHistory?, pageURLs: PageURLs) {
        // Oldest commit first, so that a later move extends an earlier one.
        for commit in (history?.changes ?? []).reversed() {
            var pageBatch: [String: String] = [:], checkBatch: [String: String] = [:]
            for page in commit.pages {
                let now = pageURLs.outputPath(PageAddress.address(ofSourcePath: page.path))
                switch page.kind {
                case .added:
                    forget(now)
                case .removed:
                    continue
                case .modified, .renamed:
                    let before = page.oldPath.map { pageURLs.outputPath(PageAddress.address(ofSourcePath: $0)) } ?? now
                    if before != now { pageBatch[before] = now }
                    for check in page.checks where check.kind == .changed && (before != now || check.oldID != nil) {
                        checkBatch[before + "#" + (check.oldID ?? check.id)] = now + "#" + check.id
                    }
                }
            }
            apply(pageBatch, checkBatch)
        }
    }

    /// A page made where another was before: the other's moves end there, its results kept apart.
    private mutating func forget(_ page: String) {
        pages[page] = nil
        checks = checks.filter { !$0.key.hasPrefix(page + "#") }
    }

    /// One commit's moves: what led to a page or check it moves now leads where it goes (a
    /// check's own move first, else its page's), and what was at a page's old names moves with it.
    private mutating func apply(_ pageBatch: [String: String], _ checkBatch: [String: String]) {
        pages = Self.extended(pages, by: pageBatch)
        var checkBatch = checkBatch
        for (from, to) in checkBatch {
            let (page, id) = Self.split(from)
            for (old, new) in pages where new == Self.split(to).page && old != page { checkBatch[old + "#" + id] = checkBatch[old + "#" + id] ?? to }
        }
        let repointed = checks.mapValues { value in
            if checkBatch[value] != nil { return value }
            let (page, id) = Self.split(value)
            return pageBatch[page].map { $0 + "#" + id } ?? value
        }
        checks = Self.extended(repointed, by: checkBatch)
    }

    /// `moves` with `batch` after them: a value the batch moves goes on, a move that comes back
    /// to its start is none, and a place the batch leads to is no longer moved from.
    private static func extended(_ moves: [String: String], by batch: [String: String]) -> [String: String] {
        var result = moves.compactMapValues { value in batch[value] ?? value }.filter { $0.key != $0.value }
        for target in batch.values where batch[target] == nil { result[target] = nil }
        for (from, to) in batch where from != to { result[from] = to }
        return result
    }

    private static func split(_ key: String) -> (page: String, id: String) {
        guard let hash = key.lastIndex(of: "#") else { return (key, "") }
        return (String(key[..<hash]), String(key[key.index(after: hash)...]))
    }

    /// `{"checks":{…},"pages":{…}}`, keys sorted, for `checks.js`.
    var json: String {
        func object(_ moves: [String: String]) -> String {
            "{" + moves.keys.sorted().map { JSONText.string($0) + ":" + JSONText.string(moves[$0] ?? "") }.joined(separator: ",") + "}"
        }
        return "{\"checks\":" + object(checks) + ",\"pages\":" + object(pages) + "}"
    }
}
