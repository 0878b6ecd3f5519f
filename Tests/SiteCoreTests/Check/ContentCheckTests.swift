import Testing
@testable import SiteCore

@Suite struct HeadingCheckTests {
    @Test func h1InMarkdownOrRawHTMLIsReported() throws {
        let source = "---\ntitle: A\n---\n# Title again\n\n" + page("<example>\n  <h1>Demo</h1>\n</example>\n")
        #expect(try CheckFixture(files: ["web/a.md": source]).check() == [
            "web/a.md:4:1: warning: heading \"Title again\" is an h1; the page title is the page's only h1 [h1-in-content]",
            "web/a.md:11:3: warning: raw HTML <h1> in content; the page title is the page's only h1 [h1-in-content]",
        ])
        let fine = page("### Name\n\n```html\n<h1>In code</h1>\n```\n\n<example><h2>Demo</h2></example>\n")
        #expect(try CheckFixture(files: ["web/a.md": fine]).check().isEmpty)
    }

    @Test func skippedLevelsCountFromTheSectionsH2() throws {
        let source = page("#### Too deep\n\n## Gherkin\n\n### Fine\n\n##### Skips two\n")
        #expect(try CheckFixture(files: ["web/a.md": source]).check() == [
            "web/a.md:5:1: warning: heading \"Too deep\" is h4 after h2; h3 is skipped [skipped-heading-level]",
            "web/a.md:11:1: warning: heading \"Skips two\" is h5 after h3; h4 is skipped [skipped-heading-level]",
        ])
        let deeper = page("###### Far too deep\n\n## Notes\n\n##### Two levels down\n")
        #expect(try CheckFixture(files: ["web/a.md": deeper]).check() == [
            "web/a.md:5:1: warning: heading \"Far too deep\" is h6 after h2; h3 to h5 are skipped [skipped-heading-level]",
            "web/a.md:9:1: warning: heading \"Two levels down\" is h5 after h2; h3 and h4 are skipped [skipped-heading-level]",
        ])
        let fine = page("### Name\n\n#### Detail\n\n### Role\n\n## Notes\n\n### Under a kept heading\n\n<div><h5>Demo</h5></div>\n")
        #expect(try CheckFixture(files: ["web/a.md": fine]).check().isEmpty)
    }
}

@Suite struct WCAGCheckTests {
    @Test func theTableCoversWCAG22() {
        #expect(WCAGCriteria.all.count == 87)
        #expect(WCAGCriteria.all.filter { $0.level == .a }.count == 32)
        #expect(WCAGCriteria.all.filter { $0.level == .aa }.count == 24)
        #expect(WCAGCriteria.all.filter { $0.level == .aaa }.count == 31)
        #expect(WCAGCriteria.criterion("2.3.3")?.level == .aaa)
        #expect(WCAGCriteria.criterion("4.1.1")?.isObsolete == true)
        #expect(WCAGCriteria.criterion(understandingSlug: "name-role-value")?.number == "4.1.2")
    }

    @Test func statedLevelsMustMatchTheNumber() throws {
        let source = page("- [WCAG 2.3.3 Animation from Interactions (Level AA)](https://www.w3.org/WAI/WCAG22/Understanding/animation-from-interactions)\n"
                          + "- This violates [WCAG AAA 1.4.5 Images of Text](https://example.com).\n"
                          + "- WCAG SC 2.4.7 Focus Visible (Level A) and 2.1.1 Keyboard (Level A)\n")
        #expect(try CheckFixture(files: ["web/a.md": source]).check() == [
            "web/a.md:5:9: error: WCAG 2.3.3 Animation from Interactions is Level AAA, not Level AA [wcag-level]",
            "web/a.md:6:27: error: WCAG 1.4.5 Images of Text is Level AA, not Level AAA [wcag-level]",
            "web/a.md:7:11: error: WCAG 2.4.7 Focus Visible is Level AA, not Level A [wcag-level]",
        ])
        let fine = page("- [WCAG 2.3.3 Animation from Interactions (Level AAA)](https://example.com/x)\n- [WCAG AA 1.4.5 Images of Text](https://example.com/y)\n"
                        + "- 1.4.11: Non-text Contrast\n- iOS 17.2.1 and version 1.2.3.4 (Level A)\n\n```\nWCAG 2.4.7 (Level A)\n```\n")
        #expect(try CheckFixture(files: ["web/a.md": fine]).check().isEmpty)
    }

    @Test func unknownAndObsoleteNumbers() throws {
        let source = page("- WCAG 2.5.9 Made Up (Level AA)\n- [WCAG 4.1.1 Parsing (Level A)](https://www.w3.org/WAI/WCAG21/Understanding/parsing)\n")
        #expect(try CheckFixture(files: ["web/a.md": source]).check() == [
            "web/a.md:5:8: warning: WCAG 2.5.9 is not a WCAG 2.2 success criterion [wcag-unknown]",
            "web/a.md:6:9: warning: WCAG 4.1.1 Parsing is obsolete and removed in WCAG 2.2 [wcag-obsolete]",
        ])
        #expect(try CheckFixture(files: ["web/a.md": page("- Version 2.5.9 of the app\n- WCAG 4.1.2 Name, Role, Value\n")]).check().isEmpty)
    }

    /// Issue 46: a number labelled as a citation is reported whatever its digits; a bare one
    /// keeps today's reading (principle 1 to 4), since it may be a version.
    @Test func labelledNumbersAreReportedWhateverTheirDigits() throws {
        let source = page("- Swipe (WCAG 9.9.9) (Success Criterion 5.1.2) and WCAG 2.1 0.1.10\n- Tap (SC 9.9.9, WCAG 4.1.1), SC: 12.3.456\n"
                          + "- WCAG AA 7.1.1 Something\n")
        #expect(try CheckFixture(files: ["web/a.md": source]).check() == [
            "web/a.md:5:15: warning: WCAG 9.9.9 is not a WCAG 2.2 success criterion [wcag-unknown]",
            "web/a.md:5:41: warning: WCAG 5.1.2 is not a WCAG 2.2 success criterion [wcag-unknown]",
            "web/a.md:5:61: warning: WCAG 0.1.10 is not a WCAG 2.2 success criterion [wcag-unknown]",
            "web/a.md:6:11: warning: WCAG 9.9.9 is not a WCAG 2.2 success criterion [wcag-unknown]",
            "web/a.md:6:23: warning: WCAG 4.1.1 Parsing is obsolete and removed in WCAG 2.2 [wcag-obsolete]",
            "web/a.md:6:35: warning: WCAG 12.3.456 is not a WCAG 2.2 success criterion [wcag-unknown]",
            "web/a.md:7:11: warning: WCAG 7.1.1 is not a WCAG 2.2 success criterion [wcag-unknown]",
        ])
        let bare = page("- Version 5.1.2 (Level AA) of the app, 9.9.9 Keyboard, iOS 17.2.1, WCAG 2.2 and WCAG 2.1.1.5\n")
        #expect(try CheckFixture(files: ["web/a.md": bare]).check().isEmpty)
    }

    /// Citations on a long line are each located at their number, counted as from the line's
    /// start, after text that joins or does not join the digit that follows it.
    @Test func manyCitationsOnALineAreEachLocatedAtTheirNumber() throws {
        let texts = ["", "é ", "e\u{301} ", "🙂 ", "x \u{0600}", "\u{0600}"]
        let line = (0..<200).map { "\(texts[$0 % texts.count])2.4.7 Focus Visible (Level A); " }.joined()
        let utf16 = Array(line.utf16), number = Array("2.4.7".utf16)
        let expected = utf16.indices.filter { utf16[$0...].starts(with: number) }
            .map { "web/a.md:3:\(String(decoding: utf16[..<$0], as: UTF16.self).count + 1):" }
        let found = try CheckFixture(files: ["web/a.md": "## Criteria\n\n" + line + "\n"]).check()
        #expect(found.map { String($0.prefix(while: { $0 != " " })) } == expected)
    }

    /// The quick scan that picks the lines worth reading finds a number at the line's very start
    /// (a scan that skipped a line's first dots passed every other test), and one that ends it.
    @Test func numbersAtEitherEndOfALineAreRead() throws {
        let source = "## Criteria\n\n2.4.7 Focus Visible (Level A)\n\nLevel AAA 1.4.3\n"
        #expect(try CheckFixture(files: ["web/a.md": source]).check() == [
            "web/a.md:3:1: error: WCAG 2.4.7 Focus Visible is Level AA, not Level A [wcag-level]",
            "web/a.md:5:11: error: WCAG 1.4.3 Contrast (Minimum) is Level AA, not Level AAA [wcag-level]",
        ])
    }

    /// A section written twice is one tab, so its blocks are not in line order: each line is
    /// still read once, in order.
    @Test func citationsInARepeatedSectionAreReadOnceInLineOrder() throws {
        let source = "## Criteria\n\nWCAG 2.4.7 (Level A)\n\n## Condensed\n\n- WCAG 1.4.5 Images of Text (Level AAA)\n\n"
            + "## Criteria\n\nWCAG 2.5.9 (Level AA)\n"
        #expect(try CheckFixture(files: ["web/a.md": source]).check() == [
            "web/a.md:3:6: error: WCAG 2.4.7 Focus Visible is Level AA, not Level A [wcag-level]",
            "web/a.md:7:8: error: WCAG 1.4.5 Images of Text is Level AA, not Level AAA [wcag-level]",
            "web/a.md:9:1: warning: repeated section \"Criteria\"; its content is appended to the one at line 1 [repeated-section]",
            "web/a.md:11:6: warning: WCAG 2.5.9 is not a WCAG 2.2 success criterion [wcag-unknown]",
        ])
    }
}

@Suite struct WCAGLinkCheckTests {
    @Test func linkTextAndUnderstandingPageMustNameTheSameCriterion() throws {
        let source = page("- [WCAG 1.3.1 Info and Relationships (Level A)](https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html)\n")
        #expect(try CheckFixture(files: ["web/a.md": source]).check() == [
            "web/a.md:5:3: warning: link text cites WCAG 1.3.1 but points to the page of 2.1.1 Keyboard [wcag-link]",
        ])
        let fine = page("- [WCAG 2.5.5 Target Size](https://www.w3.org/WAI/WCAG21/Understanding/target-size)\n"
                        + "- [WCAG 2.1.1 Keyboard](https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html#intent)\n"
                        + "- [Understanding docs](https://www.w3.org/WAI/WCAG22/Understanding/)\n")
        #expect(try CheckFixture(files: ["web/a.md": fine]).check().isEmpty)
        #expect(WCAGLinkRule.understandingSlug("https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html") == "name-role-value")
        #expect(WCAGLinkRule.understandingSlug("https://w3.org/wai/wcag21/UNDERSTANDING/Focus-Visible#intent") == "focus-visible")
        #expect(WCAGLinkRule.understandingSlug("https://www.w3.org/WAI/under//Understanding/keyboard") == "keyboard")
        #expect(WCAGLinkRule.understandingSlug("https://www.w3.org/WAI/Understandings/keyboard") == nil)
        #expect(WCAGLinkRule.understandingSlug("https://example.com/Understanding/keyboard") == nil)
    }
}

@Suite struct RawHTMLCheckTests {
    @Test func sanitizerRemovalsAreFiledUnderTheirRule() throws {
        let source = page("<form onsubmit=\"go()\">\n  <script>alert(1)</script>\n</form>\n")
        #expect(try CheckFixture(files: ["web/a.md": source]).check() == [
            "web/a.md:5:1: warning: removed event handler attribute onsubmit from <form> [raw-html]",
            "web/a.md:6:3: warning: removed <script> element and its content [raw-html]",
        ])
        #expect(try CheckFixture(files: ["web/a.md": page("<form>\n  <button>Go</button>\n</form>\n")]).check().isEmpty)
    }

    /// An editor's trial: raw HTML written inline, in a list item or a paragraph, was reported
    /// at the start of its list or paragraph, lines above it.
    @Test func inlineRawHTMLIsReportedWhereItIsWritten() throws {
        let source = page("- first check\n- second <button onclick=\"x()\">b</button> check\n- third <script>alert(2)</script> check\n\n"
                          + "Text, then\nmore <b onmouseover=\"y()\">bold</b>.\n")
        #expect(try CheckFixture(files: ["web/a.md": source]).check() == [
            "web/a.md:6:10: warning: removed event handler attribute onclick from <button> [raw-html]",
            "web/a.md:7:9: warning: removed <script> element and its content [raw-html]",
            "web/a.md:10:6: warning: removed event handler attribute onmouseover from <b> [raw-html]",
        ])
    }

    @Test func everyRuleHasASummaryAndEveryErrorRuleIsDocumentedAsSuch() {
        #expect(Set(CheckRule.allCases.map(\.id)).count == CheckRule.allCases.count)
        #expect(CheckRule.allCases.filter { $0.severity == .error } == [.frontMatter, .wcagLevel])
        #expect(CheckRule.allCases.allSatisfy { !$0.summary.isEmpty })
    }
}

@Suite struct CheckLocationTests {
    /// cmark counts CRLF and CR as line ends; every rule must land on the same line and column.
    @Test func crlfFilesGetTheSamePlaces() throws {
        let source = "---\ntitle: A\ntilte: B\n---\n" + page("<div>\n  <img src=\"media/x.png\">\n</div>\n\n- ![](media/gone.png) [x](#nowhere)\n\n#### Deep\n")
        let lf = try CheckFixture(files: ["web/a.md": source], assets: ["media/x.png"]).check()
        let crlf = try CheckFixture(files: ["web/a.md": source.replacingOccurrences(of: "\n", with: "\r\n")], assets: ["media/x.png"]).check()
        #expect(lf.count == 6)
        #expect(crlf == lf)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let source = page("Größe ändern: ![](media/x.png)\n")
        #expect(try CheckFixture(files: ["web/a.md": source], assets: ["media/x.png"]).check()
            == ["web/a.md:5:15: warning: image media/x.png has empty alt text [missing-alt]"])
    }
}
