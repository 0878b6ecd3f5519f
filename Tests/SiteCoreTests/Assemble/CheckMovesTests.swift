import Testing
@testable import SiteCore

/// Where earlier checks are now, for audits recorded before a rewording or a rename.
@Suite struct CheckMovesTests {
    /// Newest first, as the changes page lists commits.
    static func history(_ commits: [[PageChange]]) -> SiteHistory {
        SiteHistory(dates: [:], changes: commits.enumerated().map { index, pages in
            CommitChanges(commit: ContentHistory.Commit(hash: "c\(index)", time: "2026-01-0\(index + 1)T00:00:00Z", subject: "", changes: []), pages: pages)
        })
    }

    @Test func rewordingsAndRenamesAreFollowedToWhatTheChecksAreNow() {
        let reworded = PageChange(kind: .modified, path: "web/button.md", title: "Button",
                                  checks: [CheckChange(kind: .changed, id: "space-b", oldID: "space-a"),
                                           CheckChange(kind: .changed, id: "tab", oldText: "Tab", newText: "Tab key"),
                                           CheckChange(kind: .removed, id: "gone")])
        let again = PageChange(kind: .modified, path: "web/button.md", title: "Button",
                               checks: [CheckChange(kind: .changed, id: "space-c", oldID: "space-b")])
        let renamed = PageChange(kind: .renamed, path: "web/push-button.md", oldPath: "web/button.md", title: "Push button",
                                 checks: [CheckChange(kind: .changed, id: "space-d", oldID: "space-c")])
        let moves = CheckMoves(history: Self.history([[renamed], [again], [reworded]]), pageURLs: .folder)
        #expect(moves.pages == ["web/button/index.html": "web/push-button/index.html"])
        #expect(moves.checks == [
            "web/button/index.html#space-a": "web/push-button/index.html#space-d",
            "web/button/index.html#space-b": "web/push-button/index.html#space-d",
            "web/button/index.html#space-c": "web/push-button/index.html#space-d",
        ], "a check reworded three times, the last with its page renamed, leads to its wording now")
        #expect(moves.json.hasPrefix("{\"checks\":{\"web/button/index.html#space-a\":\"web/push-button/index.html#space-d\","))
    }

    @Test func aRenameUndoneMovesNothingBackAndNoHistoryMovesNothing() {
        let away = PageChange(kind: .renamed, path: "web/b.md", oldPath: "web/a.md", title: "B")
        let back = PageChange(kind: .renamed, path: "web/a.md", oldPath: "web/b.md", title: "A")
        let moves = CheckMoves(history: Self.history([[back], [away]]), pageURLs: .folder)
        #expect(moves.pages == ["web/b/index.html": "web/a/index.html"], "a.md is where it was; results kept under b go back to it")
        #expect(CheckMoves(history: nil, pageURLs: .folder).json == "{\"checks\":{},\"pages\":{}}")
    }

    /// A review's cases: a rename after a rewording, a rename after a rename with a rewording,
    /// a page made again at an old address, and two moves in one commit.
    @Test func movesComposeAcrossCommitsAndNotWithinOne() {
        func modified(_ path: String, _ changes: [(old: String, new: String)]) -> PageChange {
            PageChange(kind: .modified, path: path, title: "", checks: changes.map { CheckChange(kind: .changed, id: $0.new, oldID: $0.old) })
        }
        func renamed(_ old: String, _ new: String, _ changes: [(old: String, new: String)] = []) -> PageChange {
            PageChange(kind: .renamed, path: new, oldPath: old, title: "", checks: changes.map { CheckChange(kind: .changed, id: $0.new, oldID: $0.old) })
        }
        let p = "web/p/index.html", q = "web/q/index.html", r = "web/r/index.html"

        let rewordThenRename = CheckMoves(history: Self.history([[renamed("web/p.md", "web/q.md")], [modified("web/p.md", [("a", "b")])]]), pageURLs: .folder)
        #expect(rewordThenRename.checks == [p + "#a": q + "#b"])
        #expect(rewordThenRename.pages == [p: q])

        let renameTwice = CheckMoves(history: Self.history([[renamed("web/q.md", "web/r.md", [("x", "y")])], [renamed("web/p.md", "web/q.md")]]),
                                     pageURLs: .folder)
        #expect(renameTwice.pages == [p: r, q: r])
        #expect(renameTwice.checks == [q + "#x": r + "#y", p + "#x": r + "#y"])

        let madeAgain = CheckMoves(history: Self.history([[PageChange(kind: .added, path: "web/p.md", title: "")],
                                                          [renamed("web/p.md", "web/q.md", [("a", "b")])]]), pageURLs: .folder)
        #expect(madeAgain.pages.isEmpty && madeAgain.checks.isEmpty, "the new page at p's address is not q")

        let oneCommit = CheckMoves(history: Self.history([[modified("web/p.md", [("a", "b"), ("b", "c")])]]), pageURLs: .folder)
        #expect(oneCommit.checks == [p + "#a": p + "#b", p + "#b": p + "#c"], "a renamed to b while b became c: a is b now")
    }
}

