import Foundation
import Testing
@testable import SiteCore

/// Older entries (criteria in front matter): the sections generated from them, golden per fixture.
@Suite struct LegacyEntryTests {
    static let fixtures = ["native/controls/link.md", "native/controls/text-input.md",
                           "native/controls/toggle-switch.md", "web/component/button.md"]
    static let folder = TestPaths.fixtures.appendingPathComponent("legacy")

    /// The fixtures' includes folder, `_includes` (the older site's example files the button uses).
    static let includes: IncludeLibrary = {
        var unused = Diagnostics()
        return IncludeLoader().load(folder.appendingPathComponent("_includes"), displayName: "_includes", into: &unused)
    }()

    static func parseFixture(_ path: String) throws -> (CriteriaPage, Diagnostics) {
        var sink = Diagnostics()
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        let page = PageParser(includes: includes).parse(SourceFile(path: path, text: text), into: &sink)
        return (page, sink)
    }

    /// The page dump, the diagnostics, then each generated section's Markdown.
    static func legacyDump(_ page: CriteriaPage, _ sink: Diagnostics) -> String {
        var text = dump(page) + messages(sink).map { $0 + "\n" }.joined()
        for section in page.sections where [.generalNotes, .condensed, .gherkin, .wcag].contains(section.kind) {
            text += "\n== \(section.kind.title)\n\(section.markdown)\n"
        }
        return text
    }

    @Test(arguments: fixtures) func generatedSectionsMatchTheirGolden(_ path: String) throws {
        let (page, sink) = try Self.parseFixture(path)
        let name = path.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".md", with: ".txt")
        assertGolden(Self.legacyDump(page, sink), "LegacyEntryTests/\(name)")
    }

    @Test func nativeEntryGetsTheCondensedStepsOfSeed000() throws {
        let (page, sink) = try Self.parseFixture("native/controls/link.md")
        #expect(sink.all.isEmpty)
        #expect(page.tabKinds == [.condensed, .gherkin, .developerNotes])
        let condensed = page.section(.condensed)!.markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(condensed.prefix(5) == ["### #a11y - Native App Accessibility Acceptance Criteria", "", "How to test a link", "",
                                        "1. Test keyboard only, then screen reader + keyboard actions"])
        #expect(condensed.contains("   - Tab or arrow keys: Focus visibly moves to the link"))
        #expect(condensed.contains("2. Test mobile screenreader gestures"))
        #expect(condensed.contains("3. Listen to screenreader output on all devices"))
        #expect(condensed.contains("4. Device OS settings"))
        #expect(condensed.contains("   - Text resize: Text can resize up to 200% without losing information"))
        #expect(page.section(.generalNotes)!.markdown == "How to test a link")
        let gherkin = page.section(.gherkin)!.markdown
        #expect(gherkin.contains("GIVEN THAT I am on a screen with a link\n\n1. Scenario: Test keyboard actions"))
        #expect(gherkin.contains("   - WHEN I press the \"SPACEBAR\" key\n      - THEN it activates on iOS and Android"))
    }

    @Test func generatedBlocksPointAtTheFrontMatterLines() throws {
        let (page, _) = try Self.parseFixture("native/controls/link.md")
        let condensed = page.section(.condensed)!
        #expect(condensed.location.line == 7, "the `keyboard:` line")
        #expect(condensed.blocks.allSatisfy { (7...35).contains($0.line) })
        #expect(page.section(.developerNotes)!.location.line == 39)
    }

    @Test func webEntryWithGherkinStepsAndWCAGGetsTheOlderSiteWording() throws {
        let (page, sink) = try Self.parseFixture("web/component/button.md")
        #expect(sink.all.isEmpty)
        #expect(page.tabKinds == [.condensed, .gherkin, .wcag, .developerNotes])
        let gherkin = page.section(.gherkin)!.markdown
        #expect(gherkin.contains("GIVEN THAT I am on a page with a button"))
        #expect(gherkin.contains("   - WHEN I use the tab key to move focus to a button I SEE focus is strongly visually indicated"))
        #expect(gherkin.contains("   - WHEN I use a mobile screenreader (Talkback, VoiceOver) AND I swipe to focus on a button\n      - I HEAR Its purpose is clear"))
        let wcag = page.section(.wcag)!
        #expect(wcag.blocks.compactMap { $0.headingLevel == 3 ? $0.plainText.trimmingCharacters(in: .whitespacesAndNewlines) : nil }
                == ["Perceivable", "Operable", "Understandable", "Robust"])
        #expect(wcag.markdown.contains("- The click/tap target area is no smaller than 44x44px"))
    }

    @Test func platformHeadingsBecomeTabsInOlderEntriesOnly() {
        let older = parsePage("---\ntitle: Thing\nkeyboard:\n  tab: Focus moves\n---\n\nIntro\n\n## iOS\n\nA\n\n## Android\n\nB\n")
        #expect(older.0.tabKinds == [.condensed, .gherkin, .developerNotes, .androidDeveloperNotes, .iosDeveloperNotes])
        let today = parsePage("---\ntitle: Thing\n---\n\n## iOS\n\nA\n")
        #expect(today.0.tabKinds == [.developerNotes])
    }

    @Test func articleFollowsTheTitlesFirstLetter() {
        let (page, _) = parsePage("---\ntitle: Input\nkeyboard:\n  tab: Focus moves\n---\n", path: "native/input.md")
        #expect(page.section(.generalNotes)!.markdown == "How to test an input")
        #expect(page.section(.gherkin)!.markdown.contains("GIVEN THAT I am on a screen with an input"))
    }

    @Test func wrongShapesAreErrorsAtTheYAMLNode() {
        let (page, sink) = parsePage("""
        ---
        title: Thing
        keyboard:
          - tab
        mobile:
          swipe: [a, b]
        gherkin-keyboard:
          when: x
        wcag:
          - name: Robust
            list: text
          - criteria: no name
        ---
        """)
        #expect(messages(sink) == [
            "web/component/sample.md:4:3: error: `keyboard` must be a mapping of actions to expected results, not a list [front-matter]",
            "web/component/sample.md:6:10: error: the expected result of \"swipe\" in `mobile` must be text, not a list [front-matter]",
            "web/component/sample.md:8:3: error: `gherkin-keyboard` must be a list of steps (`- when: …` with `result: …`), not a mapping [front-matter]",
            "web/component/sample.md:11:11: warning: the `list` of `wcag` group \"Robust\" is the text \"text\" where a list of `- criteria: …` belongs; it is shown as written [older-value]",
            "web/component/sample.md:12:5: error: a `wcag` group needs a `name` and a `list` of `- criteria: …` [front-matter]",
        ])
        #expect(page.section(.condensed) == nil)
        #expect(page.section(.wcag)!.markdown.contains("### Robust\n\n- text"))
    }

    @Test func aTextWhereAMapOrListBelongsIsAWarningShownAsWritten() {
        let (page, sink) = parsePage("---\ntitle: Thing\nkeyboard: N/A\nmobile:\n  swipe: Focus moves\ngherkin-mobile: n/a\nwcag: none\n---\n")
        #expect(messages(sink) == [
            "web/component/sample.md:3:11: warning: `keyboard` is the text \"N/A\" where a mapping of actions to expected results belongs; it is shown as written [older-value]",
            "web/component/sample.md:6:17: warning: `gherkin-mobile` is the text \"n/a\" where a list of steps belongs; it is shown as written [older-value]",
            "web/component/sample.md:7:7: warning: `wcag` is the text \"none\" where a list of groups belongs; it is shown as written [older-value]",
        ])
        let condensed = page.section(.condensed)!.markdown
        #expect(condensed.contains("1. Test keyboard only, then screen reader + keyboard actions\n\n   - Keyboard: N/A\n\n2. Test mobile screenreader gestures"))
        #expect(page.section(.gherkin)!.markdown.hasSuffix("Gherkin mobile: n/a"))
        #expect(page.section(.wcag)!.markdown == "WCAG: none")
    }

    @Test func aWrittenSectionWinsOverTheGeneratedOneAndIsReported() {
        let (page, sink) = parsePage("---\nkeyboard:\n  tab: Focus moves\n---\n\n## Condensed\n\nMine\n")
        #expect(page.section(.condensed)!.markdown == "Mine")
        #expect(messages(sink) == [
            "web/component/sample.md:6:1: warning: section \"Condensed\" is written here and also generated from the front matter at line 2; the written one is shown",
        ])
    }

    @Test func aValueThatLooksLikeHTMLStaysText() {
        let (page, _) = parsePage("---\nkeyboard:\n  tab: Focus moves to the <button>\n---\n")
        #expect(page.section(.condensed)!.blocks.last!.html.contains("Focus moves to the &lt;button&gt;"))
    }

    static let corpusButton = TestPaths.repositoryRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/magentaa11y-v2/documentation/web/component/button.md")

    /// The MagentaA11y page written from the older button entry: its Condensed and Gherkin are the
    /// generated ones, line for line (blank lines and the "Full information" link aside).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpusButton.path),
                   "skipped: the shared corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout"))
    func webButtonMatchesThePublishedPage() throws {
        let (page, _) = try Self.parseFixture("web/component/button.md")
        let (published, _) = parsePage(try String(contentsOf: Self.corpusButton, encoding: .utf8))
        func lines(_ markdown: String) -> [String] {
            markdown.split(separator: "\n").map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
                .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("Full information") }
        }
        for kind in [SectionKind.condensed, .gherkin] {
            #expect(lines(page.section(kind)!.markdown) == lines(published.section(kind)!.markdown), "\(kind.title)")
        }
    }

    @Test func crlfEntryGivesTheSameSections() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("web/component/button.md"), encoding: .utf8)
        let parser = PageParser(includes: Self.includes)
        var sink = Diagnostics()
        let lf = parser.parse(SourceFile(path: "web/component/button.md", text: text), into: &sink)
        let crlf = parser.parse(SourceFile(path: "web/component/button.md", text: text.replacingOccurrences(of: "\n", with: "\r\n")), into: &sink)
        #expect(sink.all.isEmpty)
        #expect(crlf.sections.map(\.kind) == lf.sections.map(\.kind))
        for kind in [SectionKind.condensed, .gherkin, .wcag] { #expect(crlf.section(kind)!.markdown == lf.section(kind)!.markdown) }
        #expect(crlf.section(.developerNotes)!.blocks.map(\.html) == lf.section(.developerNotes)!.blocks.map(\.html),
                "highlight and nomarkdown blocks read the same with CRLF line ends")
        #expect(crlf.section(.developerNotes)!.blocks.map(\.line) == lf.section(.developerNotes)!.blocks.map(\.line))
    }

    /// Every line of the front matter cut off, and every line doubled: the reader never traps, and
    /// each problem it reports is located inside the file.
    @Test func damagedFrontMatterIsReportedInsideTheFile() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("web/component/button.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let closing = lines.dropFirst().firstIndex(of: "---")!
        var variants: [[String]] = []
        for cut in 1..<closing { variants.append(Array(lines[..<cut]) + ["---"]) }
        for index in 1..<closing { var doubled = lines; doubled.insert("  " + lines[index], at: index); variants.append(doubled) }
        var reported = 0
        for variant in variants {
            let (_, sink) = parsePage(variant.joined(separator: "\n"), path: "web/component/button.md")
            reported += sink.errorCount
            for diagnostic in sink.all {
                #expect((1...variant.count).contains(diagnostic.location.line) && diagnostic.location.column >= 1, "\(diagnostic)")
            }
        }
        #expect(reported > 10, "the damaged variants are reported")
    }
}
