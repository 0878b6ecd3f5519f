import Foundation
import Testing
@testable import SiteCore

/// Checks and their IDs (`docs/content-format.md#checks`): what counts as a check, its step,
/// platform and WCAG criteria, and IDs that survive edits elsewhere on the page.
@Suite struct CheckModelTests {
    static let condensed = """
    ## Condensed

    1. Test keyboard only, then screen reader + keyboard actions

       - Tab: Focus visibly moves to the button
       - Spacebar: Activates the button
       - Enter: Activates the button

    2. Listen to screenreader output

       - Name: Purpose is clear
       - Role: Identifies itself as a button

    3. Device OS settings

    """

    static func checks(_ text: String, path: String = "web/component/button.md") -> [Check] {
        parsePage(text, path: path).0.checks
    }

    static func ids(_ text: String, path: String = "web/component/button.md") -> [String: String] {
        Dictionary(checks(text, path: path).map { ($0.text, $0.id) }, uniquingKeysWith: { first, _ in first })
    }

    /// Items are listed only in the sections checks are read from, as the splitter reads the
    /// headings: a section after headings of the page's own, and one written twice, keep theirs.
    @Test func checksAreReadAfterOtherHeadingsAndFromARepeatedSection() {
        let text = "Intro\n\n- Not a check\n\n## Notes of our own\n\n- Nor this\n\n## Condensed\n\n1. Step\n   - Tab: focus moves\n\n"
            + "## More notes\n\n- Still not\n\n##   condensed  \n\n2. Again\n   - Enter: activates\n"
        let (page, _) = parsePage(text)
        #expect(page.checks.map(\.text) == ["Tab: focus moves", "Enter: activates"])
        #expect(page.checks.map(\.step) == ["Step", "Again"])
        #expect(page.section(.developerNotes)?.blocks.allSatisfy(\.listItems.isEmpty) == true)
    }

    @Test func leafItemsOfCondensedAreChecksWithTheirParentAsStep() {
        let checks = Self.checks(Self.condensed)
        #expect(checks.map(\.text) == ["Tab: Focus visibly moves to the button", "Spacebar: Activates the button",
                                       "Enter: Activates the button", "Name: Purpose is clear", "Role: Identifies itself as a button",
                                       "Device OS settings"])
        #expect(checks[0].step == "Test keyboard only, then screen reader + keyboard actions")
        #expect(checks[4].step == "Listen to screenreader output")
        #expect(checks[5].step == "", "a numbered item without items is a leaf, with no step")
        #expect(checks.allSatisfy { $0.section == .condensed && $0.platform == .web })
        #expect(checks[0].location == SourceLocation(file: "web/component/button.md", line: 5, column: 4))
        #expect(checks[0].block == 0 && checks[0].item == 1 && checks[3].item == 5)
    }

    @Test func theIDIsASlugAndAHashOfSectionAndText() {
        let checks = Self.checks(Self.condensed)
        #expect(checks[0].id == CheckIDs.generated(section: .condensed, text: "Tab: Focus visibly moves to the button"))
        #expect(checks[0].id.hasPrefix("tab-focus-visibly-moves-to-"))
        #expect(checks[0].id.range(of: #"^[a-z0-9-]+-[0-9a-f]{6}$"#, options: .regularExpression) != nil)
        #expect(Set(checks.map(\.id)).count == checks.count)
        // Pinned here: a change of the hash or the slug would change every published link.
        #expect(CheckIDs.generated(section: .condensed, text: "Tab: Focus visibly moves to the button")
                == "tab-focus-visibly-moves-to-" + CheckIDs.hex(CheckIDs.fnv1a("condensed\u{1F}tab: focus visibly moves to the button")))
        #expect(CheckIDs.fnv1a("") == 0xcbf2_9ce4_8422_2325 && CheckIDs.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(CheckIDs.generated(section: .criteria, text: "Tab: Focus visibly moves to the button") != checks[0].id)
        #expect(CheckIDs.generated(section: .condensed, text: "tab:  Focus visibly moves to the button.") == checks[0].id,
                "case, spacing and a final full stop are not part of the text")
        #expect(CheckIDs.generated(section: .condensed, text: "✓ …").hasPrefix("check-"))
    }

    /// An ASCII slug is cut over its bytes; it must be cut where the characters' reading cuts it.
    @Test func asciiSlugsAreCutAsTheirCharactersAre() {
        var generator = SystemRandomNumberGenerator()
        let words = ["a", "tab", "focus", "visibly", "moves", "to", "the", "button", "x", "ctrl", "accessibilitytraits", "aria-describedby",
                     "a-very-long-hyphenated-word-that-runs-past-the-limit", "0", "2-4-7", "screenreader-output-on-all-devices"]
        for _ in 0..<2000 {
            let slug = (0..<Int.random(in: 0...8, using: &generator)).compactMap { _ in words.randomElement(using: &generator) }.joined(separator: "-")
            #expect(CheckIDs.asciiShortSlug(slug) == CheckIDs.characterShortSlug(slug), "\(slug)")
        }
    }

    /// An ASCII check's ID is made over its bytes; it must be the ID the characters' reading makes.
    @Test func asciiIDsAreTheCharactersIDs() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["Tab", ":", " ", "  ", "\t", "\n", "focus", "Visibly", "MOVES", ".", "!", "?", ",", ";", "-", "ctrl+tab", "2.4.7", "x",
                      "accessibilityTraitsAndMore", "aVeryLongWordThatRunsPastTheSlugLimitByItself", "(", ")", "\"", "'", "\r\n", "\u{0B}", "a", "0", "_", "#"]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).compactMap { _ in pieces.randomElement(using: &generator) }.joined()
            for kind in [SectionKind.condensed, .gherkin] {
                #expect(CheckIDs.asciiGenerated(section: kind, text: text) == CheckIDs.characterGenerated(section: kind, text: text), "\(text)")
            }
            #expect(CheckIDs.asciiShortSlug(text) == CheckIDs.characterShortSlug(PageAddress.slug(text)), "\(text)")
        }
    }

    /// Curly quotes, dashes and an ellipsis are read over the bytes too (`holdsOnlyASCIIAndQuotes`),
    /// at the start, the end and between words; anything else beyond ASCII is not.
    @Test func textsWithQuotesAndDashesGetTheCharactersIDs() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["Tab", ":", " ", "\t", "\n", "focus", "Visibly", ".", "!", "-", "x", "’", "‘", "“", "”", "–", "—", "…",
                      "don’t", "“Submit”", "aVeryLongWordThatRunsPastTheSlugLimitByItself", "’.", "…!"]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).compactMap { _ in pieces.randomElement(using: &generator) }.joined()
            #expect(CheckIDs.holdsOnlyASCIIAndQuotes(text))
            for kind in [SectionKind.condensed, .criteria] {
                #expect(CheckIDs.generated(section: kind, text: text) == CheckIDs.characterGenerated(section: kind, text: text), "\(text)")
            }
        }
        for other in ["é", "Ａ", "\u{A0}", "»", "e\u{301}", "\u{2028}", "\u{2010}", "😀"] {
            #expect(!CheckIDs.holdsOnlyASCIIAndQuotes("Tab: " + other), "\(other)")
        }
    }

    @Test func idsSurviveInsertingRemovingAndReorderingOtherChecks() {
        let before = Self.ids(Self.condensed)
        let inserted = Self.condensed.replacingOccurrences(of: "   - Spacebar", with: "   - Escape: Nothing happens\n   - Spacebar")
        let removed = Self.condensed.replacingOccurrences(of: "   - Enter: Activates the button\n", with: "")
        let reordered = Self.condensed.replacingOccurrences(of: "   - Tab: Focus visibly moves to the button\n   - Spacebar: Activates the button",
                                                            with: "   - Spacebar: Activates the button\n   - Tab: Focus visibly moves to the button")
        let otherText = "## General Notes\n\nA new introduction.\n\n### A heading\n\n" + Self.condensed
            .replacingOccurrences(of: "Listen to screenreader output", with: "Listen to the screen reader")
        for variant in [inserted, removed, reordered, otherText] {
            let after = Self.ids(variant)
            #expect(after.count >= before.count - 1)
            for (text, id) in after where before[text] != nil {
                #expect(before[text] == id, "\(text)")
            }
        }
        #expect(Self.ids(inserted).count == before.count + 1)
        #expect(Self.ids(removed)["Enter: Activates the button"] == nil)
    }

    @Test func identicalTextsOnAPageAreNumberedInOrder() {
        let text = """
        ## Condensed

        1. Keyboard
           - Enter: Activates
        2. Screen reader
           - Enter: Activates
        """
        let checks = Self.checks(text)
        #expect(checks[1].id == checks[0].id + "-2")
    }

    @Test func aMarkerPinsTheIDAndLeavesTheShownText() {
        let text = """
        ## Condensed

        1. Keyboard
           - Tab: Focus visibly moves to the button {#keyboard-tab-focus}
           - Enter: Activates
             the button {#enter_activates}
        """
        let (page, sink) = parsePage(text)
        #expect(page.checks.map(\.id) == ["keyboard-tab-focus", "enter_activates"])
        #expect(page.checks.map(\.text) == ["Tab: Focus visibly moves to the button", "Enter: Activates the button"])
        #expect(page.checks.allSatisfy { $0.isPinned })
        #expect(page.checks[1].pin?.location == SourceLocation(file: "web/component/sample.md", line: 6, column: 17))
        let html = page.section(.condensed)?.blocks.map(\.html).joined() ?? ""
        #expect(!html.contains("{#") && html.contains("moves to the button</li>"))
        #expect(!(page.section(.condensed)?.blocks.map(\.plainText).joined().contains("{#") ?? true))
        #expect(sink.all.isEmpty)
    }

    /// Braces inside code are code: the page shows them, and they pin nothing.
    @Test func aMarkerInCodeIsCode() {
        let text = """
        ## Condensed

        1. Markup
           - `<div id="x"> {#not-pin}`
           - Write `{#also-code}` then text {#pinned}
             ```
             block {#in-block}
             ```
        """
        let (page, sink) = parsePage(text)
        #expect(page.checks.map(\.text) == [#"<div id="x"> {#not-pin}"#, "Write {#also-code} then text {#pinned} block {#in-block}"])
        #expect(page.checks.allSatisfy { $0.pin == nil && !$0.isPinned })
        #expect(page.checks[0].id == CheckIDs.generated(section: .condensed, text: page.checks[0].text))
        let html = page.section(.condensed)?.blocks.map(\.html).joined() ?? ""
        #expect(html.contains("{#not-pin}</code>") && html.contains("{#also-code}</code>") && html.contains("{#pinned}"))
        // A code block after it leaves {#pinned} inside the item's text: said, as it pins nothing.
        #expect(sink.all.map(\.message) == ["marker {#pinned} does not end its item, so it pins nothing"])
    }

    @Test func gherkinScenariosAreChecksWithTheirStepsAsDetails() {
        let (page, _) = parsePage("""
        ## Gherkin

        GIVEN THAT I am on a page with a button

        1. Scenario: Test keyboard actions
           - WHEN I press the "TAB" key
              - THEN the focus should visibly move to the button
        2. Scenario: Test screen reader output
           - WHEN a screen reader reads the button
        """)
        #expect(page.checks.map(\.text) == ["Scenario: Test keyboard actions", "Scenario: Test screen reader output"])
        #expect(page.checks[0].details == ["WHEN I press the \"TAB\" key", "THEN the focus should visibly move to the button"])
        // The section's GIVEN THAT line holds for each scenario, as a feature's Background does: the page keeps it once.
        #expect(page.gherkinBackground == ["GIVEN THAT I am on a page with a button"])
        #expect(page.checks.allSatisfy { $0.section == .gherkin && $0.step.isEmpty })
        #expect(page.checks[1].item == 3)
    }

    @Test func pagesWithoutCriteriaSectionsHaveNoChecks() {
        #expect(Self.checks("## General Notes\n\n- a list\n\n## Android Developer Notes\n\n- another\n").isEmpty)
    }

    @Test func thePlatformComesFromTheFolders() {
        let text = "## Criteria\n\n- Works\n\n## iOS Developer Notes\n\nNotes\n"
        #expect(Self.checks(text, path: "native/controls/link.md")[0].platform == .native)
        #expect(Self.checks(text, path: "checklist-native/link.md")[0].platform == .native)
        #expect(Self.checks(text, path: "native/android/link.md")[0].platform == .android)
        #expect(Self.checks(text, path: "native/ios/link.md")[0].platform == .ios)
        #expect(Self.checks(text, path: "web/link.md")[0].platform == .web)
        // The corpus keeps both platforms under one top-level folder.
        #expect(Self.checks(text, path: "documentation/native/controls/link.md")[0].platform == .native)
        #expect(Self.checks(text, path: "documentation/web/component/link.md")[0].platform == .web)
        #expect(Self.checks(text, path: "guides/link.md")[0].platform == .web)
        #expect(parsePage(text, path: "native/controls/link.md").0.platforms == [.native, .ios])
    }

    @Test func wcagCriteriaComeFromTheCheckItsSectionOrThePage() {
        let own = Self.checks("## Condensed\n\n- Focus: visible (WCAG 2.4.7 Focus Visible)\n- Name: clear\n\n## Developer Notes\n\n- [WCAG 4.1.2 Name, Role, Value (Level A)](https://x)\n")
        #expect(own.map(\.wcag) == [["2.4.7"], ["4.1.2"]], "the second has none of its own, and the first's is not its section's")
        let page = Self.checks("## Condensed\n\n- Name: clear\n\n## Developer Notes\n\n- [WCAG 4.1.2 Name, Role, Value (Level A)](https://x)\n- WCAG 2.1.1 Keyboard\n")
        #expect(page.map(\.wcag) == [["4.1.2", "2.1.1"]])
        let wcagSection = Self.checks("## Condensed\n\n- Name: clear\n\n## WCAG\n\n- WCAG 1.4.11 Non-text Contrast\n\n## Developer Notes\n\nWCAG 2.1.1 Keyboard\n")
        #expect(wcagSection.map(\.wcag) == [["1.4.11"]])
        let unknown = Self.checks("## Condensed\n\n- Focus: WCAG 2.4.99 and WCAG 4.1.1 Parsing\n")
        #expect(unknown.map(\.wcag) == [[]], "not WCAG 2.2 criteria: reported by the rule, never exported")
    }

    /// Issue 46: one check's citation applied to its siblings, read with the section's text.
    @Test func aCheckNeverTakesASiblingsCitation() {
        let checks = Self.checks("## Condensed\n\n1. Keyboard\n\n   - Tab: focus moves (WCAG 2.4.7)\n   - Enter: activates it\n\n"
                                 + "## WCAG\n\n- WCAG 2.1.1 Keyboard (Level A)\n")
        #expect(checks.map(\.wcag) == [["2.4.7"], ["2.1.1"]])
    }

    /// A step's citation applies to the checks inside it and to no other step's; the section's
    /// own text (a note, a heading) to every check that cites nothing nearer.
    @Test func aCheckTakesItsStepsCitationThenItsSectionsOwnText() {
        let text = """
        ## Condensed

        ### Keys

        1. Test keyboard only (WCAG 2.1.1)
           - Tab: focus moves
              - Shift+Tab: focus moves back
           - Enter: activates it (WCAG 2.4.7)
        2. Test with a screen reader
           - Name: clear

        NOTE

        ## WCAG

        - WCAG 4.1.2 Name, Role, Value
        """
        let withNote = Self.checks(text.replacingOccurrences(of: "NOTE", with: "Note: WCAG 1.3.1 Info and Relationships applies."))
        #expect(withNote.map(\.text) == ["Shift+Tab: focus moves back", "Enter: activates it (WCAG 2.4.7)", "Name: clear"])
        #expect(withNote.map(\.wcag) == [["2.1.1"], ["2.4.7"], ["1.3.1"]])
        #expect(Self.checks(text.replacingOccurrences(of: "NOTE", with: "A note.")).map(\.wcag) == [["2.1.1"], ["2.4.7"], ["4.1.2"]])
        let heading = Self.checks(text.replacingOccurrences(of: "### Keys", with: "### Keys (WCAG 2.5.8)").replacingOccurrences(of: "NOTE", with: ""))
        #expect(heading.map(\.wcag) == [["2.1.1"], ["2.4.7"], ["2.5.8"]])
    }

    /// A link to a criterion's W3C Understanding page cites it, in a check, a scenario's steps
    /// and a step, as the page's links do: never a sibling's, and the Understanding index cites none.
    @Test func aLinkToAnUnderstandingPageIsACitation() {
        let understanding = "https://www.w3.org/WAI/WCAG22/Understanding/"
        let checks = Self.checks("""
            ## Condensed

            1. Keyboard ([why](\(understanding)keyboard))
               - Tab: focus visibly moves ([contrast](\(understanding)non-text-contrast.html))
                 to the checkbox, [as said](\(understanding)focus-visible) (WCAG 1.4.11)
               - Enter: activates it
            2. Screen reader
               - Name: clear ([docs](\(understanding)))

            ## Gherkin

            1. Scenario: keyboard
               - WHEN I press TAB
                  - THEN focus is visible ([focus](\(understanding)focus-visible))
            2. Scenario: screen reader

            ## WCAG

            - WCAG 4.1.2 Name, Role, Value
            """)
        #expect(checks.map(\.wcag) == [["1.4.11", "2.4.7"], ["2.1.1"], ["4.1.2"], ["2.4.7"], ["4.1.2"]])
    }

    /// An editor's trial: a section's note or the WCAG section linking to an Understanding page
    /// by name, with no number, cited the criterion for the page but for none of its checks.
    @Test func aLinkInANoteOrTheWCAGSectionCitesForTheChecks() {
        let understanding = "https://www.w3.org/WAI/WCAG22/Understanding/"
        let noted = Self.checks("""
            ## Condensed

            The name includes its visible text: [label in name](\(understanding)label-in-name).

            1. Screen reader
               - Name: says what it does

            ## Gherkin

            1. Scenario: keyboard
               - WHEN I press TAB

            ## WCAG

            - [Label in Name](\(understanding)label-in-name)
            - [Keyboard](\(understanding)keyboard)
            """)
        #expect(noted.map(\.wcag) == [["2.5.3"], ["2.5.3", "2.1.1"]])
        let elsewhere = Self.checks("""
            ## Condensed

            1. Screen reader
               - Name: says what it does

            ## Further reading

            - [Focus visible](\(understanding)focus-visible)
            """)
        #expect(elsewhere.map(\.wcag) == [["2.4.7"]])
    }

    /// A scenario cites what its own text and steps cite, never another scenario's; the
    /// section's text outside scenarios (GIVEN THAT …) applies to the others.
    @Test func aScenarioNeverTakesAnotherScenariosCitation() {
        let text = """
        ## Gherkin

        INTRO

        1. Scenario: keyboard
           - WHEN I press TAB
              - THEN focus is visible (WCAG 2.4.7)
        2. Scenario: screen reader
           - WHEN a screen reader reads it

        ## WCAG

        - WCAG 4.1.2 Name, Role, Value
        """
        #expect(Self.checks(text.replacingOccurrences(of: "INTRO", with: "GIVEN THAT I am on a page")).map(\.wcag) == [["2.4.7"], ["4.1.2"]])
        let intro = Self.checks(text.replacingOccurrences(of: "INTRO", with: "GIVEN THAT I am on a page (WCAG 2.1.1 Keyboard)"))
        #expect(intro.map(\.wcag) == [["2.4.7"], ["2.1.1"]])
    }

    /// An older entry's `wcag:` items are its WCAG section: no generated check cites a number
    /// of its own, so each takes them.
    @Test func olderEntriesChecksTakeTheirWCAGItems() {
        let source = "---\ntitle: Thing\nkeyboard:\n  Tab: Focus moves\n  Enter: Activates\nwcag:\n  - name: Operable\n    list:\n"
            + "      - criteria: 2.1.1 Keyboard\n      - criteria: 2.4.7 Focus Visible\n---\n"
        let checks = parsePage(source, path: "web/component/thing.md").0.checks
        #expect(!checks.isEmpty)
        #expect(checks.allSatisfy { $0.wcag == ["2.1.1", "2.4.7"] }, "\(checks.map(\.wcag))")
    }

    @Test func olderEntriesGeneratedItemsAreChecks() throws {
        let (page, _) = try LegacyEntryTests.parseFixture("web/component/button.md")
        #expect(page.checks.contains { $0.section == .condensed && !$0.step.isEmpty })
        #expect(page.checks.contains { $0.section == .gherkin })
        #expect(page.checks.allSatisfy { $0.location.line > 0 })
        #expect(Set(page.checks.map(\.id)).count == page.checks.count)
    }

    @Test func idsAreTheSameFromAnotherFolderAndBuild() throws {
        func build(in folder: TemporaryFolder) throws -> [String] {
            try folder.write(Self.condensed, to: "content/web/component/button.md")
            let site = SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent("public"),
                                 defaultTheme: TestPaths.defaultTheme)
            var sink = Diagnostics()
            let (pages, export) = Pipeline().exportable(site, into: &sink)
            return export.document(pages).pages.flatMap { $0.checks.map(\.id) }
        }
        let first = try build(in: TemporaryFolder()), second = try build(in: TemporaryFolder())
        #expect(!first.isEmpty && first == second)
        #expect(first == Self.checks(Self.condensed).map(\.id))
    }
}
