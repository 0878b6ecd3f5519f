import Foundation
import Testing
@testable import SiteCore

/// `PlanWriter`: every format and profile, and hostile text through each of them.
@Suite struct PlanWriterTests {
    static func check(_ id: String, page: String = "Button", path: String = "web/component/button.md", step: String = "Tab",
                      text: String, section: String = "condensed", details: [String] = [], wcag: [String] = ["2.4.7"],
                      date: String? = "2026-03-01") -> PlanCheck {
        let url = path.replacingOccurrences(of: ".md", with: "/index.html")
        return PlanCheck(id: id, pageTitle: page, pagePath: path, pageURL: url, category: "web", section: section, platform: "web",
                         step: step, text: text, details: details, wcag: wcag, url: url + "#" + id, pageDate: date)
    }

    /// Two pages (one dated, one not), steps and a step-less check, a scenario, and every payload
    /// the issue names.
    static let hostile: [PlanCheck] = [
        check("button-focus", step: "Tab to the button", text: "Focus is visible", wcag: ["2.4.7", "1.4.11"]),
        check("button-formula", step: "Tab to the button", text: "=HYPERLINK(\"http://evil\",\"x\")"),
        check("button-plus", step: "Tab to the button", text: "+1 and -1, @sum"),
        check("button-quote", step: "Press \"Enter\"", text: "It says \"pressed\", then, more"),
        check("button-newline", step: "Press \"Enter\"", text: "line one\nline two\r\nline three\tend"),
        check("button-jira", step: "", text: "a | b *bold* {code}x{code} [link|http://x] -strike- _em_ !img.png!", wcag: []),
        check("button-html", step: "", text: "<script>alert(1)</script> & `code` # not a heading ~~no~~ @team"),
        check("button-scenario", step: "", text: "Keyboard: press Tab", section: "gherkin",
              details: ["GIVEN THAT I am on a page", "WHEN I press Tab | *x*", "I HEAR =\"button\"", "THEN"]),
        check("link-tab", page: "Link | *odd* [title]", path: "web/component/link.md", step: "\tTab\r", text: "-Focus moves", wcag: [],
              date: nil),
    ]

    @Test(arguments: PlanFormat.allCases)
    func everyFormatMatchesItsGolden(_ format: PlanFormat) {
        let text = PlanWriter().write(Self.hostile, format: format, options: PlanOptions(linkBase: "https://example.com/a11y/"))
        assertGolden(text, "PlanWriterTests/hostile.\(format.fileExtension)")
    }

    @Test(arguments: CSVProfile.allCases)
    func everyProfileMatchesItsGolden(_ profile: CSVProfile) {
        let text = PlanWriter().write(Self.hostile, format: .csv, options: PlanOptions(profile: profile))
        assertGolden(text, "PlanWriterTests/hostile-\(profile.rawValue).csv")
        #expect(text.hasSuffix("\r\n"))
    }

    /// Pages of one title in two categories stay apart in the tools that file cases by section,
    /// and a scenario's steps are its lines, not an empty cell.
    @Test func testRailAndAzureNameTheCategoryAndAScenariosLines() {
        var native = Self.check("native-focus", path: "native/controls/button.md", text: "Focus is visible")
        native.category = "native"
        let checks = [Self.check("web-focus", text: "Focus is visible"), native, Self.hostile[7]]
        let testRail = PlanWriter().write(checks, format: .csv, options: PlanOptions(profile: .testrail)).components(separatedBy: "\r\n")
        #expect(testRail[1].hasPrefix("Focus is visible,Button (web),"))
        #expect(testRail[2].hasPrefix("Focus is visible,Button (native),"))
        #expect(testRail[3].contains("\"Given that I am on a page\nWhen I press Tab | *x*\nAnd I HEAR =\"\"button\"\"\nAnd THEN\""))
        let azure = PlanWriter().write(checks, format: .csv, options: PlanOptions(profile: .azure)).components(separatedBy: "\r\n")
        #expect(azure[1].hasPrefix(",Test Case,Button (web): Focus is visible,1,Tab,"))
        #expect(azure[2].hasPrefix(",Test Case,Button (native): Focus is visible,1,Tab,"))
        #expect(azure[3].contains(",1,\"Given that I am on a page\nWhen"))
    }

    /// Xray makes one test of the rows of one TCID: two pages' checks of one ID (every page has
    /// a "Desktop screenreader" check) stay two tests, and each summary names its page.
    @Test func xrayTestCaseIDsAreUniqueAcrossPages() {
        let checks = [Self.check("desktop-screenreader-dc6cfc", text: "Desktop screenreader"),
                      Self.check("desktop-screenreader-dc6cfc", page: "Link", path: "web/component/link.md", text: "Desktop screenreader")]
        let rows = PlanWriter().write(checks, format: .csv, options: PlanOptions(profile: .xray)).components(separatedBy: "\r\n")
        #expect(rows[1].hasPrefix("web/component/button#desktop-screenreader-dc6cfc,Button (web): Desktop screenreader,"))
        #expect(rows[2].hasPrefix("web/component/link#desktop-screenreader-dc6cfc,Link (web): Desktop screenreader,"))
    }

    /// Two headings reading "Button" could not be told apart in a ticket or a printed plan: a
    /// page shares its title with another of the plan, its heading names its category; a title
    /// of its own stays as it is.
    @Test func headingsOfPagesOfOneTitleNameTheirCategory() {
        var native = Self.check("native-focus", path: "native/controls/button.md", text: "Focus is visible")
        native.category = "native"
        let both = [Self.check("web-focus", text: "Focus is visible"), native, Self.hostile[8]]
        let markdown = PlanWriter().write(both, format: .markdown).components(separatedBy: "\n").filter { $0.hasPrefix("## ") }
        #expect(markdown == ["## [Button (web)](web/component/button/index.html) (last changed 2026-03-01)",
                             "## [Button (native)](native/controls/button/index.html) (last changed 2026-03-01)",
                             "## [Link \\| \\*odd\\* \\[title\\]](web/component/link/index.html)"])
        let jira = PlanWriter().write(both, format: .jira).components(separatedBy: "\n").filter { $0.hasPrefix("h2. ") }
        #expect(jira.count == 3 && jira[0].hasPrefix("h2. [Button (web)|") && jira[1].hasPrefix("h2. [Button (native)|"))
        let alone = PlanWriter().write([native], format: .text).components(separatedBy: "\n")
        #expect(alone.contains("Button (last changed 2026-03-01)") && !alone.contains { $0.contains("(native)") })
    }

    @Test func csvFieldsFollowRFC4180AndNeutraliseFormulas() {
        #expect(CSVWriter.field("plain text") == "plain text")
        #expect(CSVWriter.field("a, b") == "\"a, b\"")
        #expect(CSVWriter.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVWriter.field("one\ntwo") == "\"one\ntwo\"")
        for lead in ["=", "+", "-", "@", "\t", "\r"] {
            #expect(CSVWriter.field(lead + "1+1") == "\"'" + lead + "1+1\"", "a cell starting with \(lead.debugDescription)")
        }
        #expect(CSVWriter.field("") == "")
        #expect(CSVWriter.field("1-2") == "1-2", "only the first character counts")
    }

    @Test func byteOrderMarkIsOptional() {
        let plain = PlanWriter().write(Self.hostile, format: .csv)
        let marked = PlanWriter().write(Self.hostile, format: .csv, options: PlanOptions(byteOrderMark: true))
        #expect(Array(marked.utf8.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(String(marked.unicodeScalars.dropFirst()) == plain)
    }

    @Test func markdownAndJiraEscapeTheirMarkup() {
        #expect(PlanText.markdown("a | *b* <script> [x](y) #1 @me") == ##"a \| \*b\* \<script\> \[x\](y) \#1 \@me"##)
        #expect(PlanText.jira("{code}x{code} | *b* [l|u] -s- !i!") == #"\{code\}x\{code\} \| \*b\* \[l\|u\] \-s\- \!i\!"#)
        #expect(PlanText.oneLine(" a\r\n\tb\nc\n") == "a b c")
        #expect(PlanText.link("a b(c)|[d]") == "a%20b%28c%29%7C%5Bd%5D")
    }

    @Test func markdownHasOneBoxPerCheckGroupedByPageAndStep() {
        let text = PlanWriter().write(Self.hostile, format: .markdown)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("- [ ] ") }.count == Self.hostile.count)
        #expect(lines.filter { $0.hasPrefix("## [") } == ["## [Button](web/component/button/index.html) (last changed 2026-03-01)",
                                                           #"## [Link \| \*odd\* \[title\]](web/component/link/index.html)"#])
        #expect(lines.filter { $0.hasPrefix("### ") } == ["### Tab to the button", "### Press \"Enter\"", "### Condensed", "### Gherkin",
                                                         "### Tab"])
    }

    /// Issue 46: a number the check's text shows is not written again after it; one that only
    /// looks alike (part of a longer number) is.
    @Test func aNumberTheTextShowsIsNotWrittenAgain() {
        let checks = [
            Self.check("shown", text: "Focus moves (WCAG 2.4.7)"),
            Self.check("partly", text: "Activates it (2.1.1)", wcag: ["2.4.7", "2.1.1", "4.1.2"]),
            Self.check("alike", text: "Works in 12.4.7, 2.4.70, 2.4.7.1 and 1.2.4.7", wcag: ["2.4.7"]),
        ]
        let suffixes = ["(WCAG 2.4.7)", "(2.1.1) (WCAG 2.4.7, 4.1.2)", "1.2.4.7 (WCAG 2.4.7)"]
        for (format, prefix) in [(PlanFormat.markdown, "- [ ] "), (.jira, "* "), (.text, "[ ] ")] {
            let lines = PlanWriter().write(checks, format: format).split(separator: "\n").filter { $0.hasPrefix(prefix) }
            #expect(lines.count == 3 && zip(lines, suffixes).allSatisfy { $0.hasSuffix($1) }, "\(format): \(lines)")
        }
        #expect(PlanText.wcagSuffix(["2.4.7", "1.4.11"], shownIn: "WCAG 1.4.11 and 2.4.7") == "")
        #expect(PlanText.wcagSuffix(["1.4.1"], shownIn: "WCAG 1.4.11") == " (WCAG 1.4.1)")
    }

    @Test func jsonCountsItsChecks() throws {
        let text = PlanWriter().write(Self.hostile, format: .json)
        let document = try JSONDecoder().decode(PlanWriter.Document.self, from: Data(text.utf8))
        #expect(document.count == Self.hostile.count && document.checks == Self.hostile)
    }
}
