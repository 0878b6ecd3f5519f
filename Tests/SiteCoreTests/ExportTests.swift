import Foundation
import Testing
@testable import SiteCore

/// `criteria export`: the JSON document and the `.feature` files.
@Suite struct ExportTests {
    /// A scenario's line as every format writes it: the keyword in Gherkin's case, "And" before
    /// a line without one; a capital AND ending a line, which on the page joins it to the next,
    /// is left out, or "… AND" above "And I swipe" reads it twice (a reader's trial).
    @Test func aScenarioLineIsAGherkinStep() {
        #expect(FeatureWriter.step("WHEN I swipe") == "When I swipe")
        #expect(FeatureWriter.step("GIVEN THAT I am here") == "Given that I am here")
        #expect(FeatureWriter.step("I HEAR Button") == "And I HEAR Button")
        #expect(FeatureWriter.step("WHEN I use a screen reader (NVDA, JAWS) AND") == "When I use a screen reader (NVDA, JAWS)")
        #expect(FeatureWriter.step("THEN it reads black and") == "Then it reads black and", "only the capital joining word")
    }

    @Test func jsonHasSortedKeysPagesByPathAndSectionsInTabOrder() {
        let button = parsePage("""
        ---
        title: Button
        description: Buttons
        ---
        ## Gherkin

        GIVEN THAT I am on a page with a button

        ## General Notes

        How to test a **button**

        ## Videos

        <video controls></video>
        """, path: "web/component/button.md").0
        let link = parsePage("Notes with `code`.\n", path: "native/link.md").0
        assertGolden(SiteExport().json([button, link]), "ExportTests/two-pages.json")
        let document = SiteExport().document([button, link])
        #expect(document.pages.map(\.path) == ["native/link.md", "web/component/button.md"])
        #expect(document.pages[1].sections.map(\.kind) == ["general-notes", "gherkin", "videos"])
        #expect(document.pages[1].sections[0].markdown == "How to test a **button**")
        #expect(document.pages[1].sections[0].text == "How to test a button")
        #expect(document.pages[1].sections[2].text == "", "raw HTML has no plain text")
        #expect(document.pages[0].category == "native" && document.pages[0].folder == "native")
    }

    @Test func eachPageListsItsChecksWithTheirAnchors() {
        let (page, _) = parsePage("""
        ## Condensed

        1. Test keyboard only
           - Tab: Focus visibly moves to the button (WCAG 2.4.7 Focus Visible) {#tab-focus}
        """, path: "native/controls/button.md")
        assertGolden(SiteExport(pageURLs: .file).json([page]), "ExportTests/checks.json")
        let check = SiteExport(pageURLs: .file).document([page]).pages[0].checks[0]
        #expect(check == SiteExport.ExportedCheck(id: "tab-focus", page: "native/controls/button.md", section: "condensed", platform: "native",
                                                  step: "Test keyboard only", text: "Tab: Focus visibly moves to the button (WCAG 2.4.7 Focus Visible)",
                                                  details: [], wcag: ["2.4.7"], url: "native/controls/button.html#tab-focus"))
    }

    @Test func olderEntryExportsItsGeneratedSections() throws {
        let (page, _) = try LegacyEntryTests.parseFixture("web/component/button.md")
        let exported = SiteExport().document([page]).pages[0]
        #expect(exported.sections.map(\.kind) == ["general-notes", "condensed", "gherkin", "wcag", "developer-notes"])
        #expect(exported.url == "web/component/button/index.html")
        #expect(exported.sections[3].title == "WCAG")
        #expect(exported.sections[3].text.contains("Perceivable\n\nIs easy to identify as interactive"))
    }

    @Test func featureFromNumberedScenariosWithBackgroundAndComments() {
        let (page, _) = parsePage("""
        ## Gherkin

        ### #a11y - Native Accessibility Acceptance Criteria

        How to test a link

        GIVEN THAT I am on a screen with a link

        1. Scenario: Test keyboard actions

           - WHEN I press the "TAB" key
              - THEN the focus should visibly move to the link
                 - AND it is &quot;visible&quot;
           -
              - I HEAR its name

        2. Desktop screenreader
           - OR when I listen

        Full information: [link](https://example.com)
        """, path: "native/link.md")
        #expect(SiteExport().features([page]).map(\.path) == ["native/link.feature"])
        #expect(SiteExport().features([page])[0].text == """
        Feature: Sample
          a11y - Native Accessibility Acceptance Criteria
          How to test a link

          Background:
            Given that I am on a screen with a link

          @scenario-test-keyboard-actions-15bc48 @component-link @native
          Scenario: Test keyboard actions
            When I press the "TAB" key
            Then the focus should visibly move to the link
            And it is "visible"
            And I HEAR its name

          @desktop-screenreader-dc6cfc @component-link @native
          Scenario: Desktop screenreader
            And OR when I listen

          # Full information: link

        """.replacingOccurrences(of: "Sample", with: "Link"))
    }

    @Test func bulletedStepsUnderAHeadingFormAScenarioNamedByIt() {
        let (page, _) = parsePage("""
        ## Gherkin

        Scenario: looks like a keyword

        - WHEN first
          - THEN second

        ### Name

        - WHEN I read it
        - THEN I hear it
        """, path: "web/x.md")
        #expect(SiteExport().features([page])[0].text == """
        Feature: X
          - Scenario: looks like a keyword

          Scenario: X
            When first
            Then second

          Scenario: Name
            When I read it
            Then I hear it

        """)
    }

    /// The first heading's steps are its scenario too, after a `GIVEN THAT` background; a
    /// heading over numbered scenarios stays in the description, where it was written.
    @Test func theFirstHeadingNamesItsStepsAsTheOthersDo() {
        let (page, _) = parsePage("""
        ## Gherkin

        GIVEN THAT I am on a page with tabs

        ### Keyboard

        - WHEN I press Tab
        - THEN focus moves

        ### Screen reader

        - WHEN I swipe
        """, path: "web/tabs.md")
        #expect(SiteExport().features([page])[0].text == """
        Feature: Tabs

          Background:
            Given that I am on a page with tabs

          Scenario: Keyboard
            When I press Tab
            Then focus moves

          Scenario: Screen reader
            When I swipe

        """)
        let (numbered, _) = parsePage("## Gherkin\n\n### About these\n\nIntro text.\n\n1. Scenario: One\n   - WHEN I go\n", path: "web/one.md")
        #expect(SiteExport().features([numbered])[0].text.hasPrefix("Feature: One\n  About these\n  Intro text.\n\n  @scenario-one-"))
        // Described, the heading names no loose steps after the scenarios: they take the page's title.
        let (later, _) = parsePage("## Gherkin\n\n### About these\n\n1. Scenario: One\n   - WHEN I go\n\nThen:\n\n- WHEN I stay\n", path: "web/two.md")
        #expect(SiteExport().features([later])[0].text.contains("  Scenario: Two\n    When I stay\n"), "\(SiteExport().features([later])[0].text)")
    }

    @Test func pagesWithoutGherkinGetNoFeature() {
        let (page, _) = parsePage("## Condensed\n\n1. Test\n", path: "web/x.md")
        #expect(SiteExport().features([page]).isEmpty)
    }
}
