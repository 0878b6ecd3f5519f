import Foundation
import Testing
@testable import SiteCore

/// `## ` headings that name a section with words that only qualify the name are reported
/// (`misfiled-section`); developer notes' own headings, such as the corpus's, are not.
@Suite struct SectionNameInHeadingTests {
    @Test(arguments: [
        ("Acceptance Criteria", SectionKind.criteria), ("WCAG Success Criteria", .wcag), ("Success criteria", .wcag),
        ("WCAG 2.2 (Level AA)", .wcag), ("Gherkin scenarios", .gherkin), ("Condensed criteria", .condensed),
        ("Demo videos", .videos), ("🎬 Video demos", .videos), ("Criteria (Gherkin)", .gherkin), ("Criteria for this page", .criteria),
        ("iOS Developer Notes (SwiftUI)", .iosDeveloperNotes), ("Android developer notes for Compose", .androidDeveloperNotes),
        ("General notes and usage", .generalNotes), ("Android Developer Notes (Jetpack Compose)", .androidDeveloperNotes),
        ("Success criteria of this page", .wcag), ("WCAG 2.2 success criteria", .wcag),
    ])
    func aHeadingThatQualifiesASectionNameMeansThatSection(heading: String, kind: SectionKind) {
        #expect(SectionNameInHeading.intendedSection(of: heading) == kind)
    }

    @Test(arguments: [
        "Related WCAG", "Autoplaying videos", "Criteria for dark mode", "Code examples", "Developer Notes", "Developer notes",
        "Further Reading", "Resources", "Notes", "General", "Screenreader differences", "Videos with captions in the player",
        "Using inline SVG", "How MagentaA11y handles SPA focus management and live regions", "Why WCAG 2.2 dropped 4.1.1",
        "Web developer notes",
        // A name of several words is qualified like any other.
        "Success criteria for custom components", "Success criteria this page does not cover", "General notes on focus order",
        "Android Developer Notes: TalkBack", "iOS Developer Notes for web views",
        // Notes, a platform or testing make a topic.
        "WCAG notes", "Video notes", "iOS notes", "Criteria for Android", "Criteria for the web version", "WCAG 2.2 and the web",
        "Testing WCAG", "Test criteria for iOS", "Native criteria", "Developer videos",
    ])
    func aDeveloperNotesHeadingOfItsOwnIsNot(heading: String) {
        #expect(SectionNameInHeading.intendedSection(of: heading) == nil)
    }

    @Test func wordsAreLettersDigitsAndInnerDots() {
        #expect(SectionNameInHeading.words(of: "🎬 Video demos (WCAG 2.2.) — Notes…") == ["video", "demos", "wcag", "2.2", "notes"])
    }

    @Test func theWarningSaysWhereItGoesAndWhichHeadingPutsItInTheTab() {
        let (page, sink) = parsePage("## Criteria\n\n- x\n\n## Acceptance Criteria\n\n- y\n\n## General notes and usage\n\nz\n")
        #expect(page.sections.map(\.kind) == [.criteria, .developerNotes])
        #expect(messages(sink) == [
            "web/component/sample.md:5:1: warning: heading \"Acceptance Criteria\" goes to Developer Notes, not the Criteria tab [misfiled-section]\n"
                + "web/component/sample.md:5:1: note: write \"## Criteria\" to put it in the Criteria tab",
            "web/component/sample.md:9:1: warning: heading \"General notes and usage\" goes to Developer Notes, not the introduction (General Notes) [misfiled-section]\n"
                + "web/component/sample.md:9:1: note: write \"## General Notes\" to make it the page's introduction",
        ])
    }

    @Test func aTypoIsReportedOnceByItsOwnRule() {
        let (_, sink) = parsePage("## Criteria:\n\n- x\n\n## Gherkin 🥒\n\nGIVEN\n")
        #expect(sink.all.map(\.rule) == ["unknown-section", "unknown-section"])
    }

    @Test func theRuleCanBeTurnedOff() {
        var sink = Diagnostics()
        let config = ConfigLoader().load("rules:\n  misfiled-section: off\n", path: "criteria.yml", into: &sink)
        #expect(sink.all.isEmpty)
        #expect(config.rules.apply(parsePage("## Acceptance Criteria\n\n- x\n").1.all).isEmpty)
    }

    static let shared = TestPaths.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Every `## ` heading of the shared corpus and its older entries is where its author meant it.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: shared.path), "skipped: ../shared/corpus is not beside this checkout"))
    func theSharedCorpusHasNone() throws {
        let shared = Self.shared
        var pages = 0
        for folder in ["magentaa11y-v2/documentation", "legacy-v1"] {
            let root = shared.appendingPathComponent(folder)
            for path in FolderWalk(skipsHidden: true).entries(under: root).map(\.path) where path.hasSuffix(".md") {
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                let (_, sink) = parsePage(text, path: path)
                #expect(!sink.all.contains { $0.rule == CheckRule.misfiledSection.id }, "\(messages(sink))")
                pages += 1
            }
        }
        #expect(pages > 100)
    }

    /// An ASCII heading's words are read over its bytes; they must be the words its characters make.
    @Test func asciiWordsAreTheCharactersWords() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["WCAG", "2.2", ".", "..", " ", "-", "Success", "criteria", "iOS", "(", ")", "a", "Z9", ":", "\t", "_", "x.y", ".5"]
        for _ in 0..<2000 {
            let heading = (0..<Int.random(in: 0...8, using: &generator)).compactMap { _ in pieces.randomElement(using: &generator) }.joined()
            #expect(SectionNameInHeading.asciiWords(of: heading) == SectionNameInHeading.characterWords(of: heading), "\(heading)")
        }
    }
}
