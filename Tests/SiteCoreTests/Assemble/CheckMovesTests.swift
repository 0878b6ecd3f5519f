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
}
