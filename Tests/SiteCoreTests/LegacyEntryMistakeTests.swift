import Foundation
import Testing
@testable import SiteCore

/// Mistakes in an older entry's front matter that the older site passed over in silence: unknown
/// keys, half Gherkin steps, and WCAG citations with a wrong level, number or an obsolete one.
@Suite struct LegacyEntryMistakeTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("legacy-mistakes")

    /// Every problem of the fixture, at its place in the front matter, with its note.
    @Test func mistakesFixtureMatchesItsGolden() throws {
        let diagnostics = try CheckFixture(files: ["web/component/link.md": fixture()]).diagnostics()
        let (page, _) = parsePage(try fixture(), path: "web/component/link.md")
        var text = diagnostics.map { $0.description + "\n" }.joined()
        for kind in [SectionKind.gherkin, .wcag] { text += "\n== \(kind.title)\n\(page.section(kind)?.markdown ?? "")\n" }
        assertGolden(text, "LegacyEntryMistakeTests/web_component_link.txt")
    }

    /// The diagnostics as printed, notes left out (tests of notes look at `note`).
    func plain(_ sink: Diagnostics) -> [String] {
        sink.sorted.map { var shown = $0; shown.note = nil; return shown.description }
    }

    func fixture() throws -> String {
        try String(contentsOf: Self.folder.appendingPathComponent("web/component/link.md"), encoding: .utf8)
    }

    @Test func misspeltResultIsReportedAtItsKeyWithWhatIsLost() {
        let (_, sink) = parsePage("---\ngherkin-keyboard:\n  - when: tab\n    reslt: focus visible\n---\n")
        #expect(plain(sink) == [
            "web/component/sample.md:4:5: warning: unknown key \"reslt\" in a step of `gherkin-keyboard` is ignored; its text \"focus visible\" is not published [unknown-front-matter-key]",
        ])
        #expect(sink.all.first?.note == "did you mean \"result\"?")
    }

    @Test func stepWithoutResultIsAHalfStep() {
        let (page, sink) = parsePage("---\ngherkin-keyboard:\n  - when: tab\n    result: focus visible\n  - then: enter\n---\n")
        #expect(plain(sink) == [
            "web/component/sample.md:5:5: warning: a step of `gherkin-keyboard` has `then:` but no `result:`; it is published without what the tester sees [older-value]",
        ])
        #expect(page.section(.gherkin)!.markdown.contains("- THEN when I use enter\n"))
    }

    /// `tab:` with nothing after it: "- Tab:" and "THEN" are published with nothing after them.
    @Test func actionWithoutExpectedResultIsReported() {
        let (page, sink) = parsePage("---\nkeyboard:\n  tab:\n  enter: Activates\nscreenreader:\n  name: \"\"\n---\n")
        #expect(plain(sink) == [
            "web/component/sample.md:3:3: warning: \"tab\" in `keyboard` has no expected result; it is published with nothing after it [older-value]",
            "web/component/sample.md:6:3: warning: \"name\" in `screenreader` has no expected result; it is published with nothing after it [older-value]",
        ])
        #expect(sink.all.first?.note == "write what should happen after `tab:`")
        #expect(page.section(.condensed)!.markdown.contains("   - Tab: \n"))
    }

    @Test func firstMobileStepNeedsNoResultButLosesOne() {
        let quiet = parsePage("---\ngherkin-mobile:\n  - when: swipe\n  - then: doubletap\n    result: it opens\n---\n").1
        #expect(quiet.all.isEmpty, "the older site shows the screenreader results under the first mobile step")
        let (_, sink) = parsePage("---\ngherkin-mobile:\n  - when: swipe\n    result: it says link\n---\n")
        #expect(plain(sink) == [
            "web/component/sample.md:4:13: warning: the first step of `gherkin-mobile` is published with the `screenreader` results under it; its own `result:` is not published [older-value]",
        ])
    }

    @Test func resultWithoutActionAndASecondActionSayWhatIsLost() {
        let (_, sink) = parsePage("---\ngherkin-keyboard:\n  - result: it opens\n  - when: tab\n    then: enter\n    result: focus\n---\n")
        #expect(plain(sink) == [
            "web/component/sample.md:3:5: error: a step in `gherkin-keyboard` needs `when:`, `then:`, `and:`, `but:` or `given:` with the action; its result \"it opens\" is not published [front-matter]",
            "web/component/sample.md:5:5: warning: a step of `gherkin-keyboard` has one action: `then:` \"enter\" after `when:` is not published [older-value]",
        ])
    }

    /// A slip in the one key a group or item cannot do without is the error that leaves it out,
    /// with the key meant as its note, not an unknown-key warning beside it.
    @Test func slipInTheNeededKeyIsNamedInTheError() {
        let (_, sink) = parsePage("---\nwcag:\n  - nme: Robust\n  - name: Operable\n    list:\n      - critera: 2.4.7 Focus Visible\n---\n")
        #expect(plain(sink) == [
            "web/component/sample.md:3:5: error: a `wcag` group needs a `name` and a `list` of `- criteria: …` [front-matter]",
            "web/component/sample.md:6:9: error: an item of `wcag` group \"Operable\" must be `- criteria: …` [front-matter]",
        ])
        #expect(sink.sorted.map(\.note) == ["did you mean \"name\"?", "did you mean \"criteria\"?"])
    }

    /// A step's first key is its action whatever it says, as the older site published it
    /// ("OR when I use …"): one that is not a keyword is a warning, never an error.
    @Test func aStepUnderAnyKeyIsPublished() {
        let (page, sink) = parsePage("---\ngherkin-keyboard:\n  - whn: tab\n    result: focus\n  - Or: the arrow keys\n    result: focus moves\n"
                                     + "  - Also: space\n    result: it opens\n---\n")
        #expect(!sink.hasErrors)
        #expect(plain(sink) == [
            "web/component/sample.md:3:5: warning: `whn:` in a step of `gherkin-keyboard` is not a Gherkin keyword; the step is published as \"WHEN\", as every first step is [older-value]",
            "web/component/sample.md:5:5: warning: `Or:` in a step of `gherkin-keyboard` is not a Gherkin keyword; the step is published with it as its keyword [older-value]",
            "web/component/sample.md:7:5: warning: `Also:` in a step of `gherkin-keyboard` is not a Gherkin keyword; the step is published with it as its keyword [older-value]",
        ])
        #expect(sink.sorted.first?.note == "did you mean \"when\"?")
        let markdown = page.section(.gherkin)?.markdown ?? ""
        #expect(markdown.contains("WHEN I use tab I SEE focus"))
        #expect(markdown.contains("OR when I use the arrow keys I SEE focus moves"))
        #expect(markdown.contains("ALSO when I use space I SEE it opens"))
    }

    /// `wcag`'s keys are read as written, as the older site read them; step keywords in any case.
    @Test func wcagKeysAreReadAsWrittenAndStepKeywordsInAnyCase() {
        let (page, sink) = parsePage("---\ngherkin-keyboard:\n  - When: tab\n    Result: focus\nwcag:\n  - name: Robust\n    List:\n      - criteria: Works\n---\n")
        #expect(plain(sink) == [
            "web/component/sample.md:7:5: warning: unknown key \"List\" in `wcag` group \"Robust\" is ignored; its list of 1 item is not published [unknown-front-matter-key]",
        ])
        #expect(sink.all.first?.note == "did you mean \"list\"?")
        #expect(page.section(.gherkin)!.markdown.contains("WHEN I use tab I SEE focus"))
    }

    @Test func unknownKeysInWCAGGroupsAndItems() {
        let (page, sink) = parsePage("---\nwcag:\n  - name: Operable\n    lst:\n      - criteria: Is keyboard operable\n  - name: Robust\n    list:\n      - criteria: Works\n        levle: A\n---\n")
        #expect(plain(sink) == [
            "web/component/sample.md:4:5: warning: unknown key \"lst\" in `wcag` group \"Operable\" is ignored; its list of 1 item is not published [unknown-front-matter-key]",
            "web/component/sample.md:9:9: warning: unknown key \"levle\" in an item of `wcag` group \"Robust\" is ignored; its text \"A\" is not published [unknown-front-matter-key]",
        ])
        #expect(sink.all.first?.note == "did you mean \"list\"?")
        #expect(sink.all.last?.note == "known keys here: criteria")
        #expect(page.section(.wcag)!.markdown.contains("- Works"))
    }

    /// The citation rules read `- criteria:` where it is written: the number's column in the YAML.
    @Test func wcagCitationsInFrontMatterAreCheckedAtTheirValue() throws {
        let entry = "---\ntitle: Link\nkeyboard:\n  tab: Focus moves\nwcag:\n  - name: Operable\n    list:\n"
            + "      - criteria: 2.1.1 Keyboard (Level AAA)\n      - criteria: \"4.1.1 Parsing\"\n      - criteria: 2.4.99 Focus Everything\n"
            + "      - criteria: |\n          1.4.3 Contrast (Minimum) (Level A)\n      - criteria: 2.4.7 Focus Visible (Level AA)\n---\n"
        let found = try CheckFixture(files: ["web/link.md": entry]).check().filter { $0.contains("[wcag-") }
        #expect(found == [
            "web/link.md:8:19: error: WCAG 2.1.1 Keyboard is Level A, not Level AAA [wcag-level]",
            "web/link.md:9:20: warning: WCAG 4.1.1 Parsing is obsolete and removed in WCAG 2.2 [wcag-obsolete]",
            "web/link.md:10:19: warning: WCAG 2.4.99 is not a WCAG 2.2 success criterion [wcag-unknown]",
            "web/link.md:12:11: error: WCAG 1.4.3 Contrast (Minimum) is Level AA, not Level A [wcag-level]",
        ])
    }

    /// The reports this check of older entries can give, errors of the front matter among them.
    static func isNewReport(_ line: String) -> Bool {
        ["[unknown-front-matter-key]", "[older-value]", "[front-matter]"].contains { line.hasSuffix($0) } || line.contains("[wcag-")
    }

    /// A commented-out item between two published ones is not published, so not checked.
    @Test func aCommentedOutCriterionIsNotChecked() throws {
        let entry = "---\ntitle: Link\nwcag:\n  - name: Operable\n    list:\n      - criteria: WCAG 2.1.1 Keyboard (Level A)\n"
            + "#     - criteria: WCAG 2.4.7 Focus Visible (Level A)\n      - criteria: 2.4.7 Focus Visible\n---\n"
        #expect(try CheckFixture(files: ["web/link.md": entry]).check().filter(Self.isNewReport).isEmpty)
    }

    /// "criteria" before a number is a citation in an older entry's `wcag:` items only.
    @Test func todaysCriteriaTextIsNoCitation() throws {
        let today = "---\ntitle: Build\n---\n## Developer Notes\n\nBuild criteria 3.0.1 and 2.1.9; release criteria: 2.1.10\n"
        #expect(try CheckFixture(files: ["web/build.md": today]).check().filter(Self.isNewReport).isEmpty)
    }

    @Test func theWrittenEntriesStayQuiet() throws {
        for path in LegacyEntryTests.fixtures {
            let text = try String(contentsOf: LegacyEntryTests.folder.appendingPathComponent(path), encoding: .utf8)
            let found = try CheckFixture(files: [path: text]).check().filter(Self.isNewReport)
            #expect(found.isEmpty, "\(path)")
        }
    }

    static let shared = TestPaths.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// The real older entries and seed 001 (the link): none of the new reports fire.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: shared.appendingPathComponent("corpus/legacy-v1").path),
                   "skipped: the shared corpus (../shared/corpus/legacy-v1) is not beside this checkout"))
    func sharedOlderEntriesStayQuiet() throws {
        var files: [String: String] = [:]
        let corpus = Self.shared.appendingPathComponent("corpus/legacy-v1")
        for folder in ["checklist-web", "checklist-native"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(folder).path) where name.hasSuffix(".md") {
                files["\(folder)/\(name)"] = try String(contentsOf: corpus.appendingPathComponent("\(folder)/\(name)"), encoding: .utf8)
            }
        }
        let seeds = Self.shared.appendingPathComponent("seeds")
        for name in try FileManager.default.contentsOfDirectory(atPath: seeds.path) where name.hasPrefix("001_") {
            files["native/controls/link.md"] = try String(contentsOf: seeds.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(files.count == 4)
        let found = try CheckFixture(files: files).check().filter(Self.isNewReport)
        #expect(found.isEmpty)
    }
}
