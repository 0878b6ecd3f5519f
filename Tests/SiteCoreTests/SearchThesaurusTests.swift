import Foundation
import Testing
@testable import SiteCore

/// Questions as people type them: thesaurus phrases, WCAG names and numbers, dotted numbers,
/// results by page, and the configuration's synonyms.
@Suite struct SearchThesaurusTests {
    static let index: SearchIndex = {
        let pages = [
            parsePage("## General Notes\n\nHow to test strikethrough content\n\n## Criteria\n\n### Name\n\nThe old price is struck out with `<del>`.\n", path: "web/strikethrough.md").0,
            parsePage("## General Notes\n\nHow to test a dialog\n\n## Criteria\n\n### Focus\n\nFocus moves into the dialog.\n\n### Related WCAG\n\n4.1.2 applies.\n", path: "web/dialog.md").0,
            parsePage("## General Notes\n\nHow to test a button\n\n## Criteria\n\n### Name\n\nThe button has a name. WCAG: Name, Role, Value.\n", path: "web/button.md").0,
        ]
        var index = IndexBuilder().build(pages)
        index.configure(theme: Theme(), config: { var config = SiteConfig(); config.searchSynonyms = [["strikethrough", "line-through", "line through"], ["dialog", "pop-up"]]; return config }())
        return index
    }()

    func pages(_ query: String) -> [String] {
        SearchEngine(index: Self.index).searchPages(query).pages.map { Self.index.units[$0.sections[0].unit].page }
    }

    @Test func synonymsFindThePageThatUsesTheOtherWord() {
        #expect(pages("a price with a line through it").first == "Strikethrough")
        #expect(pages("line-through").first == "Strikethrough")
        #expect(pages("pop-up").first == "Dialog")
    }

    @Test func aCriterionsNameFindsItsNumberAndTheNumberItsName() {
        #expect(pages("name role value").contains("Dialog"), "the dialog cites 4.1.2 by number only")
        #expect(Set(pages("4.1.2").prefix(2)) == ["Dialog", "Button"], "the dialog cites 4.1.2, the button names it")
    }

    @Test func dottedNumbersAreOneWord() {
        #expect(QueryWords.rawWords("see 1.4.3, or 2.2 and v1.4.3").map { String(String.UnicodeScalarView($0)) }
            == ["see", "1.4.3", "or", "2", "2", "and", "v1", "4", "3"])
        #expect(QueryWords.dottedNumbers(in: "4.1.2 Name, 1.4.10 Reflow; 2.2 is not") == ["4.1.2", "1.4.10"])
    }

    @Test func eachPageIsListedOnceWithAtMostThreeSections() {
        let found = SearchEngine(index: Self.index).searchPages("name focus dialog button price")
        let numbers = found.pages.map(\.page)
        #expect(Set(numbers).count == numbers.count)
        #expect(found.total == 3)
        #expect(found.pages.allSatisfy { (1...SearchEngine.sectionsPerPage).contains($0.sections.count) })
        for page in found.pages { #expect(page.sections.allSatisfy { Self.index.page(ofUnit: $0.unit) == page.page }) }
    }

    @Test func pageStartsSurviveTheirCompactForm() {
        let starts = [0, 3, 70, 71, 200, 263]
        let text = SearchIndexFiles.pageUnits(starts, units: 300)
        #expect(text == "3(67)1(129)_b")
        #expect(SearchIndexFiles.pageStarts(text) == starts)
    }

    @Test func malformedSynonymsAreLocatedErrors() {
        var sink = Diagnostics()
        let yaml = "search-synonyms:\n  - [pop-up, dialog]\n  - [lonely]\n  - just text\n  - [ok, \"...\"]\n"
        let config = ConfigLoader().load(yaml, path: "criteria.yml", into: &sink)
        #expect(config.searchSynonyms == [["pop-up", "dialog"]])
        #expect(sink.all.map { "\($0.location.line):\($0.location.column)" } == ["3:5", "4:5", "5:10"])
        #expect(sink.all.allSatisfy { $0.severity == .error && $0.location.file == "criteria.yml" })
    }

    @Test func theDefaultThemesSynonymsLoad() {
        var sink = Diagnostics()
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("themes/default")
        let theme = ThemeLoader().load(layers: [folder], into: &sink)
        #expect(sink.all.isEmpty)
        #expect(theme.searchSynonyms.contains(["strikethrough", "strike-through", "line-through", "crossed out", "struck out"]))
    }
}
