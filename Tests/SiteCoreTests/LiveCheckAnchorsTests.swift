import Testing
@testable import SiteCore

/// The changes page links a check only while its anchor exists: a later removal or rewording
/// leaves the older entries naming it without a link.
@Suite struct LiveCheckAnchorsTests {
    static func commit(_ checks: [CheckChange], on path: String = "link.md") -> CommitChanges {
        CommitChanges(commit: ContentHistory.Commit(hash: "0123456789abcdef", time: "2026-01-01T00:00:00Z", subject: "Edit", changes: []),
                      pages: [PageChange(kind: .modified, path: path, title: "Link", checks: checks)])
    }

    /// The changes page's first line: an order only for a list of more than one.
    @Test func theChangesSummarySaysAnOrderOnlyForSeveralCommits() {
        #expect(PageAssembler.changesSummary(SiteHistory(dates: [:], changes: [Self.commit([])]))
                    == "The last commit that changed the content.")
        #expect(PageAssembler.changesSummary(SiteHistory(dates: [:], changes: [Self.commit([]), Self.commit([])]))
                    == "The last 2 commits that changed the content, newest first.")
    }

    @Test func aCheckRemovedOrRewordedLaterHasNoAnchorInOlderEntries() {
        // Newest first, as the history lists its commits.
        let history = [
            Self.commit([CheckChange(kind: .removed, id: "spacebar-1")]),
            Self.commit([CheckChange(kind: .changed, id: "enter-2", oldID: "enter-1")]),
            Self.commit([CheckChange(kind: .added, id: "spacebar-1"), CheckChange(kind: .added, id: "enter-1"),
                         CheckChange(kind: .added, id: "tab-1")]),
        ]
        var live = LiveCheckAnchors()
        var seen: [[Bool]] = []
        for entry in history {
            seen.append(entry.pages[0].checks.map { live.exists($0.id, on: "link.md") })
            live.record(entry)
        }
        #expect(seen == [[true], [true], [false, false, true]])
        #expect(live.exists("spacebar-1", on: "other.md"), "another page's check of the same ID is its own")
    }

    @Test func aCheckAddedBackAfterItsRemovalKeepsItsAnchor() {
        let history = [
            Self.commit([CheckChange(kind: .added, id: "spacebar-1")]),
            Self.commit([CheckChange(kind: .removed, id: "spacebar-1")]),
            Self.commit([CheckChange(kind: .added, id: "spacebar-1")]),
        ]
        var live = LiveCheckAnchors()
        for entry in history { live.record(entry) }
        #expect(live.exists("spacebar-1", on: "link.md"))
    }
}
