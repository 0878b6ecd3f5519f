/// Where the checks of earlier versions of the site are now, from the commits the changes page
/// reads: a reworded check's old ID to its new one, a renamed page's old address to its new.
/// An audit keeps results by page and check ID (`audit.js`), so a result recorded before a
/// check was reworded or its page renamed would otherwise only be kept apart; with these the
/// audit page offers to carry it over. Keys and values are as audit.js writes them:
/// `web/component/link/index.html#tab-moves-0a1b2c` for a check, the page's address alone for a
/// page. Chains are followed: a check reworded twice leads to its wording now.
struct CheckMoves: Equatable {
    private(set) var checks: [String: String] = [:]
    private(set) var pages: [String: String] = [:]

    init(history: SiteHistory?, pageURLs: PageURLs) {
        // Oldest commit first, so that a later move extends an earlier one.
        for commit in (history?.changes ?? []).reversed() {
            for page in commit.pages where page.kind != .added && page.kind != .removed {
                let now = pageURLs.outputPath(PageAddress.address(ofSourcePath: page.path))
                let before = page.oldPath.map { pageURLs.outputPath(PageAddress.address(ofSourcePath: $0)) } ?? now
                if before != now { move(before, to: now, in: &pages) }
                for check in page.checks where check.kind == .changed {
                    let from = before + "#" + (check.oldID ?? check.id), to = now + "#" + check.id
                    if from != to { move(from, to: to, in: &checks) }
                }
            }
        }
    }

    /// `from` leads to `to`, and so does whatever led to `from`; a move back undoes one.
    private func move(_ from: String, to: String, in moves: inout [String: String]) {
        for (key, value) in moves where value == from { moves[key] = key == to ? nil : to }
        moves[from] = to
        moves[to] = nil
    }

    /// `{"checks":{…},"pages":{…}}`, keys sorted, for `checks.js`.
    var json: String {
        func object(_ moves: [String: String]) -> String {
            "{" + moves.keys.sorted().map { JSONText.string($0) + ":" + JSONText.string(moves[$0] ?? "") }.joined(separator: ",") + "}"
        }
        return "{\"checks\":" + object(checks) + ",\"pages\":" + object(pages) + "}"
    }
}
