import Testing
@testable import SiteCore

@Suite struct PageTitleAndTabTests {
    @Test func titleComesFromTheFileNameWithoutFrontMatter() {
        let (page, _) = parsePage("## Criteria\n\nx\n", path: "native/controls/table-row-button.md")
        #expect(page.title == "Table row button")
        #expect(page.address == ["native", "controls", "table-row-button"])
    }

    @Test func frontMatterTitleWins() {
        let (page, _) = parsePage("---\ntitle: \"Row button\"\naliases: [/old/row]\n---\n## Criteria\n\nx\n", path: "a/row.md")
        #expect(page.title == "Row button")
        #expect(page.aliases == [PageAlias("/old/row", at: SourceLocation(file: "a/row.md", line: 3, column: 11))])
    }

    @Test func eachAliasKeepsItsOwnPlaceAndAnItemThatIsNotTextIsLeftOut() {
        let (page, sink) = parsePage("---\naliases:\n  - /old/a\n  - [nested]\n  -   /old/b\n---\n## Criteria\n\nx\n", path: "a/row.md")
        #expect(page.aliases == [PageAlias("/old/a", at: SourceLocation(file: "a/row.md", line: 3, column: 5)),
                                 PageAlias("/old/b", at: SourceLocation(file: "a/row.md", line: 5, column: 7))])
        #expect(messages(sink) == ["a/row.md:4:5: error: expected text [front-matter]"])
        let (single, _) = parsePage("---\naliases: /old/c\n---\n## Criteria\n\nx\n", path: "a/row.md")
        #expect(single.aliases == [PageAlias("/old/c", at: SourceLocation(file: "a/row.md", line: 2, column: 10))])
        let (mapping, mappingSink) = parsePage("---\naliases: {a: b}\n---\n## Criteria\n\nx\n", path: "a/row.md")
        #expect(mapping.aliases.isEmpty && messages(mappingSink) == ["a/row.md:2:10: error: expected a list of text [front-matter]"])
    }

    @Test(arguments: [
        ("table-row-button", "Table row button"), ("text_input", "Text input"), ("iOS-switch", "IOS switch"), ("x", "X"),
        ("MARKDOWN_GUIDE", "Markdown guide"), ("how-to-test", "How to test"), ("WCAG-basics", "WCAG basics"),
    ])
    func titlesFromNames(name: String, title: String) {
        #expect(PageAddress.title(fromName: name) == title)
    }

    @Test func addressesAreSlugs() {
        #expect(PageAddress.address(ofSourcePath: "Web Stuff/Forms & Inputs.md") == ["web-stuff", "forms-inputs"])
        #expect(PageAddress.address(ofSourcePath: "native/Bouton-Été.md") == ["native", "bouton-été"])
    }

    @Test func tabsFollowTheFixedOrderAndSkipEmptySections() {
        let (page, _) = parsePage("""
        ## Videos

        <video controls></video>

        ## iOS Developer Notes

        ios

        ## Criteria

        ## Android Developer Notes

        android

        ## Extra

        dev

        ## Condensed

        c

        ## Gherkin

        g
        """)
        #expect(page.tabKinds == [.condensed, .gherkin, .developerNotes, .androidDeveloperNotes, .iosDeveloperNotes, .videos])
    }

    @Test func invalidFrontMatterIsLocatedInTheFile() {
        let (_, sink) = parsePage("---\ntitle: ok\norder: first\n---\n## Criteria\n")
        #expect(messages(sink) == ["web/component/sample.md:3:8: error: expected a whole number, not \"first\" [front-matter]"])
        let (_, broken) = parsePage("---\ntitle: [unclosed\n---\n")
        #expect(broken.all.first?.severity == .error)
        // At the `[` that is never closed, not at the end of the front matter.
        #expect(broken.all.first.map { [$0.location.line, $0.location.column] } == [2, 8])
    }
}

@Suite struct SectionMarkdownTests {
    @Test func sectionsKeepTheirMarkdownAsWrittenWithoutTheNamingHeading() {
        let (page, _) = parsePage("---\r\ntitle: T\r\n---\r\nIntro\r\n\n## Gherkin\n\n- Given a link\n  - When I tab\n\n    - Then focus\n\n## Other\n\ntext\n", path: "a/t.md")
        #expect(page.section(.gherkin)?.markdown == "- Given a link\n  - When I tab\n\n    - Then focus")
        #expect(page.section(.developerNotes)?.markdown == "Intro\n\n## Other\n\ntext")
        #expect(page.title == "T")   // CRLF front matter is read
    }

    /// Whatever the file's line endings, a list's trailing blank lines dropped, blocks one blank line apart.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func sectionMarkdownIsTheSourceLinesWithNewlines(_ ending: String) {
        let lines = ["## Criteria", "", "- Given a link", "  - When I tab", "", "    - Then focus", "", "",
                     "Text *after*", "on two lines", "", "## Gherkin", "", "Feature: x", ""]
        let (page, _) = parsePage(lines.joined(separator: ending))
        #expect(page.section(.criteria)?.markdown == "- Given a link\n  - When I tab\n\n    - Then focus\n\nText *after*\non two lines")
        #expect(page.section(.gherkin)?.markdown == "Feature: x")
    }

    /// What makes no block is kept with the block before it: reference definitions, and the end
    /// of an HTML comment that cmark-gfm's source position stops short of.
    @Test(arguments: ["\n", "\r\n"])
    func sectionMarkdownKeepsWhatIsWrittenBetweenBlocks(_ ending: String) {
        let lines = ["## Condensed", "", "- Tab: [moves][wcag]", "", "[wcag]: https://example.com/focus", "  \"Focus\"", "",
                     "[other]: /a", "", "<!-- hidden", "", "### Name", "", "- still hidden -->", "", "## Gherkin", "", "Feature: x"]
        let (page, _) = parsePage(lines.joined(separator: ending))
        #expect(page.section(.condensed)?.markdown == """
            - Tab: [moves][wcag]

            [wcag]: https://example.com/focus
              "Focus"

            [other]: /a

            <!-- hidden

            ### Name

            - still hidden -->
            """)
        #expect(page.section(.gherkin)?.markdown == "Feature: x")
        #expect(page.section(.condensed)?.definitions == ["[wcag]: https://example.com/focus\n  \"Focus\"", "[other]: /a"])
    }

    /// A definition right under the heading that names a section is the section's, and one
    /// before the text's first block is the first section's.
    @Test func aDefinitionUnderASectionsHeadingIsItsOwn() {
        let (page, _) = parsePage("[top]: /t\n\nIntro\n\n## Condensed\n[x]: https://x\n\n- Tab: [y][x]\n\n## Gherkin\n[g]: /g\n\n- Scenario: [z][g]\n")
        #expect(page.section(.condensed)?.markdown == "[x]: https://x\n\n- Tab: [y][x]")
        #expect(page.section(.condensed)?.definitions == ["[x]: https://x"])
        #expect(page.section(.gherkin)?.definitions == ["[g]: /g"])
        #expect(page.section(.developerNotes)?.markdown == "[top]: /t\n\nIntro")
        #expect(page.section(.developerNotes)?.definitions == ["[top]: /t"])
    }
}
