import Testing
@testable import SiteCore

/// An overview's first line counts what its filters' status line counts: guides too.
@Suite struct OverviewIntroTests {
    static func entry(_ name: String, guide: Bool = false) -> SiteTree.PageEntry {
        var entry = SiteTree.PageEntry(address: ["web", name], title: name, summary: "", order: nil)
        entry.isGuide = guide
        return entry
    }

    @Test func theTotalComesFirstWhenThereAreGuides() {
        #expect(PageAssembler.introText([Self.entry("a"), Self.entry("b")]) == "2 pages of criteria.")
        #expect(PageAssembler.introText([Self.entry("a")]) == "1 page of criteria.")
        #expect(PageAssembler.introText([Self.entry("a"), Self.entry("b"), Self.entry("g", guide: true)])
                == "3 pages: 2 of criteria and 1 guide.")
        #expect(PageAssembler.introText([Self.entry("a"), Self.entry("g", guide: true), Self.entry("h", guide: true)])
                == "3 pages: 1 of criteria and 2 guides.")
    }
}
