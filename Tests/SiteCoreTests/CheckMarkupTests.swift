import Foundation
import Testing
@testable import SiteCore

/// Checks on the page: each check's `<li>` carries its ID and a link to itself.
@Suite struct CheckMarkupTests {
    static func tabs(_ markdown: String) -> [SectionKind: String] {
        let (page, _) = parsePage(markdown, path: "web/component/button.md")
        var sink = Diagnostics()
        let links = SiteLinks(pages: [page], origins: SiteConfig.defaultSiteOrigins,
                              assets: AssetCatalog(root: URL(fileURLWithPath: "/assets"), files: [], captions: [:]))
        let rendered = PageRenderer(site: links, policy: .sanitize).render(page, into: &sink)
        return Dictionary(uniqueKeysWithValues: rendered.tabs.map { ($0.kind, $0.html) })
    }

    static func link(_ id: String) -> String {
        "\u{A0}<a class=\"check-link\" href=\"#\(id)\" aria-label=\"Link to this check\">#</a>"
    }

    @Test func leafItemsAndScenariosCarryTheirIDAndALinkAfterTheirWords() {
        let tabs = Self.tabs("""
        ## Condensed

        1. Keyboard
           - Tab: **Focus** moves {#tab-focus}
           - Enter: [activates](https://example.com)

        ## Gherkin

        1. Scenario: Keyboard

           - WHEN I press TAB
        """)
        let enter = CheckIDs.generated(section: .condensed, text: "Enter: activates")
        #expect(tabs[.condensed]?.contains("<li>Keyboard\n<ul>\n<li id=\"tab-focus\" data-check>Tab: <strong>Focus</strong> moves"
                                           + Self.link("tab-focus") + "</li>") == true)
        #expect(tabs[.condensed]?.contains("<li id=\"\(enter)\" data-check>Enter: <a href=\"https://example.com\">activates</a>"
                                           + Self.link(enter) + "</li>") == true)
        let scenario = CheckIDs.generated(section: .gherkin, text: "Scenario: Keyboard")
        #expect(tabs[.gherkin]?.contains("<li id=\"\(scenario)\" data-check>\n<p>Scenario: Keyboard" + Self.link(scenario)
                                         + "</p>\n<ul>\n<li>WHEN I press TAB</li>") == true)
    }

    @Test func aBlockWithRawListItemsIsLeftUnmarkedRatherThanMarkedWrongly() {
        let tabs = Self.tabs("## Criteria\n\n- One\n- Two <li>raw</li>\n")
        #expect(tabs[.criteria]?.contains("data-check") == false)
        var list = "<ul>\n<li>a</li>\n<li class=\"x\">b</li><link>"
        #expect(list.withUTF8(CheckMarkup.itemStarts).count == 2)
    }

    @Test func contentIDsGiveWayToCheckIDs() {
        let tabs = Self.tabs("## Criteria\n\n- Works {#works}\n\n<div id=\"works\">demo</div>\n")
        #expect(tabs[.criteria]?.components(separatedBy: "id=\"works\"").count == 2, "one element with the id: the check's")
    }

    /// Checks are found by section ordinal, block and item: an ordinal out of step with the cases
    /// would mark the wrong section's items.
    @Test func eachSectionsOrdinalIsItsPlaceAmongTheCases() {
        #expect(SectionKind.allCases.map(\.ordinal) == Array(SectionKind.allCases.indices))
    }

    /// Every section of several checks, in three blocks of one section and two sections.
    @Test func checksOfSeveralBlocksAndSectionsEachGetTheirOwnID() {
        let tabs = Self.tabs("""
        ## Criteria

        - First {#first}

        Between.

        - Second {#second}
          - Third {#third}

        ## Condensed

        - Fourth {#fourth}
        """)
        for id in ["first", "third"] { #expect(tabs[.criteria]?.contains("<li id=\"\(id)\" data-check>") == true, "\(id)") }
        #expect(tabs[.criteria]?.contains("<li>\n<p>Second") == true || tabs[.criteria]?.contains("<li>Second") == true, "a step is no check")
        #expect(tabs[.condensed]?.contains("<li id=\"fourth\" data-check>Fourth") == true)
    }
}
