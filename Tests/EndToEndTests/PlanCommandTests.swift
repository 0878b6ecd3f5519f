import Foundation
import SiteCore
import Testing

/// `criteria plan`: what it writes where, and the bad selections it refuses without writing.
@Suite struct PlanCommandTests {
    static let fixtures = MigrateCommandTests.legacyFixtures.path

    func plan(_ arguments: [String], in scratch: Scratch) throws -> CriteriaRunner.Result {
        try CriteriaRunner.run(["plan", "--content", Self.fixtures] + arguments, in: scratch.url)
    }

    @Test func aPlanGoesToStandardOutputOrToAFileNeverOverAnExistingOneWithoutForce() throws {
        let scratch = try Scratch()
        let printed = try plan(["--format", "csv", "--select", "web/", "--profile", "testrail"], in: scratch)
        #expect(printed.status == 0, "\(printed.standardError)")
        #expect(printed.standardOutput.hasPrefix("Title,Section,Type,Priority,References,Preconditions,Steps,Expected Result,Last Changed\r\n"))
        #expect(printed.standardOutput.contains("web/component/button/index.html#"))
        #expect(!printed.standardOutput.contains("native/"), "--select web/ takes only web's pages")

        #expect(try plan(["--format", "csv", "--select", "web/", "--profile", "testrail", "--output", "plan.csv"], in: scratch).status == 0)
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("plan.csv"), encoding: .utf8) == printed.standardOutput)
        let again = try plan(["--format", "markdown", "--output", "plan.csv"], in: scratch)
        #expect(again.status == 1 && again.standardError.contains("plan.csv); pass --force to replace it"),
                "\(again.standardError)")
        // Platforms and tabs as the pages write them: `iOS` is `ios`, `Condensed` is `condensed`.
        let named = try plan(["--format", "json", "--platform", "iOS", "--include", "Condensed"], in: scratch)
        let lower = try plan(["--format", "json", "--platform", "ios", "--include", "condensed"], in: scratch)
        #expect(named.status == 0 && named.standardOutput == lower.standardOutput, "\(named.standardError)")
        #expect(try plan(["--format", "markdown", "--output", "plan.csv", "--force"], in: scratch).status == 0)
        let nowhere = try plan(["--format", "markdown", "--output", "missing/plan.md"], in: scratch)
        #expect(nowhere.status == 1 && nowhere.standardError.contains("missing/plan.md: its folder"), "\(nowhere.standardError)")
        #expect(nowhere.standardError.contains("does not exist") && !FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("missing").path))
    }

    /// A file in the content folder, or no file named, is bad usage (exit 2), said of a file,
    /// before the content is read; nothing is written.
    @Test func aPlanOrExportFileInsideTheContentOrUnnamedIsBadUsage() throws {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("content")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.fixtures), to: content)
        let before = TreeSnapshot(of: content)
        for command in [["plan", "--format", "markdown"], ["export", "--format", "json"]] {
            let inside = try CriteriaRunner.run(command + ["--content", "content", "--output", "content/web/plan.md"], in: scratch.url)
            #expect(inside.status == 2, "\(inside.standardError)")
            #expect(inside.standardError.contains("--output content/web/plan.md is inside the content folder content; write it outside it"),
                    "\(inside.standardError)")
            let empty = try CriteriaRunner.run(command + ["--content", "content", "--output", ""], in: scratch.url)
            #expect(empty.status == 2 && empty.standardError.contains("--output is empty; name the file to write"), "\(empty.standardError)")
        }
        #expect(TreeSnapshot(of: content) == before)
    }

    /// A pipeline passes `plan` and `export` the folders it passes `build` and `check`: media kept
    /// beside the content, not in it, are found, so `--strict` refuses only what `check` refuses.
    @Test func planAndExportTakeTheAssetsFolderAsCheckDoes() throws {
        let scratch = try Scratch()
        let files = FileManager.default
        try files.createDirectory(at: scratch.url.appendingPathComponent("content/web"), withIntermediateDirectories: true)
        try files.createDirectory(at: scratch.url.appendingPathComponent("media/media"), withIntermediateDirectories: true)
        try "---\ntitle: X\n---\n\n## Condensed\n\n1. Test keyboard\n   - Tab: focus moves\n\n![Focus ring](media/focus.png)\n"
            .write(to: scratch.url.appendingPathComponent("content/web/x.md"), atomically: true, encoding: .utf8)
        try Data("png".utf8).write(to: scratch.url.appendingPathComponent("media/media/focus.png"))
        let folders = ["--content", "content", "--strict"]
        for command in [["check"], ["plan", "--format", "csv"], ["export", "--format", "json"]] {
            let without = try CriteriaRunner.run(command + folders, in: scratch.url)
            #expect(without.status == 1 && without.standardError.contains("[missing-media]"), "\(command): \(without.standardError)")
            let with = try CriteriaRunner.run(command + folders + ["--assets", "media"], in: scratch.url)
            #expect(with.status == 0 && !with.standardError.contains("missing-media"), "\(command): \(with.standardError)")
        }
        let missing = try CriteriaRunner.run(["plan", "--format", "csv", "--assets", "nowhere"], in: scratch.url)
        #expect(missing.status == 2 && missing.standardError.contains("--assets folder not found: nowhere"), "\(missing.standardError)")
    }

    /// A pipeline that builds with --base-url plans with it too: its links are the site's.
    @Test func baseURLLeadsThePlansLinksAsItLeadsTheSites() throws {
        let scratch = try Scratch()
        let based = try plan(["--format", "markdown", "--select", "web/", "--base-url", "https://a11y.example/team/"], in: scratch)
        #expect(based.status == 0, "\(based.standardError)")
        #expect(based.standardOutput.contains("](https://a11y.example/team/web/component/button/index.html)"))
        let bad = try plan(["--format", "markdown", "--base-url", "a11y.example"], in: scratch)
        #expect(bad.status == 2 && bad.standardError.contains("--base-url a11y.example is not an absolute http or https URL"), "\(bad.standardError)")
    }

    /// An editor's trial: `--wcag 1.4.11,2.4.7` where no check cites 1.4.11 wrote 2.4.7's checks
    /// and said nothing, though `--wcag 1.4.11` alone exits 2: the plan looked complete.
    @Test func aCriterionNoCheckOfAPlanCitesIsNamed() throws {
        let scratch = try Scratch()
        let page = scratch.url.appendingPathComponent("content/web/button.md")
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "## Condensed\n\n1. Keyboard (WCAG 2.4.7)\n   - Tab: focus is visible\n".write(to: page, atomically: true, encoding: .utf8)
        let result = try CriteriaRunner.run(["plan", "--content", "content", "--format", "csv", "--wcag", "1.4.11, 2.4.7", "--output", "plan.csv"],
                                            in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("note: no check of the selection cites 1.4.11; the plan holds those citing 2.4.7 (pages may cite it"),
                "\(result.standardError)")
        #expect(result.standardError.hasSuffix("Wrote 1 check to plan.csv\n"), "\(result.standardError)")
        let whole = try CriteriaRunner.run(["plan", "--content", "content", "--format", "csv", "--wcag", "2.4.7"], in: scratch.url)
        #expect(!whole.standardError.contains("note:"), "\(whole.standardError)")
    }

    @Test(arguments: [
        (["--format", "csv", "--select", "web/nothing"], "--select web/nothing matches no page with checks"),
        (["--format", "csv", "--wcag", "2.4.7,9.9.9"], "unknown WCAG success criterion 9.9.9"),
        (["--format", "csv", "--wcag", "SC 9.9.9 Nothing"], "unknown WCAG success criterion 9.9.9;"),
        (["--format", "csv", "--wcag", "Focus Visible"], "--wcag Focus Visible names no success criterion"),
        (["--format", "csv", "--wcag", "4.1.1"], "WCAG 2.2 removed 4.1.1 Parsing (obsolete), so no check cites it"),
        (["--format", "csv", "--wcag", ""], "--wcag is empty; give WCAG 2.2 numbers such as 2.4.7, or leave the option out"),
        (["--format", "csv", "--wcag", " , "], "--wcag is empty"),
        (["--format", "csv", "--profile", "excel"], "unknown profile excel; expected one of: generic, testrail, azure, xray"),
        (["--format", "csv", "--platform", "windows"], "unknown platform windows"),
        (["--format", "xlsx"], "unknown format xlsx"),
        (["--format", "csv", "--select", "web/", "--platform", "android"], "no check of the selection is for android (its checks are for web)"),
        (["--format", "markdown", "--profile", "azure"], "--profile is for --format csv; --format markdown has no columns"),
        (["--format", "jira", "--bom"], "--bom is for --format csv"),
    ])
    func aBadSelectionExitsTwoAndWritesNothing(_ arguments: [String], _ message: String) throws {
        let scratch = try Scratch()
        let result = try plan(arguments + ["--output", "plan.csv"], in: scratch)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("plan.csv").path))
    }

    /// The shared corpus's plans in every format and profile, for two documented selections (all
    /// of it would be 2 MB of goldens): two folders and the two pages titled Button (web and
    /// native, whose headings name their categories), and three success criteria. With
    /// `dates: off`, so the goldens do not depend on whether `../shared` is in a git work tree.
    static let corpusSelections: [(name: String, arguments: [String])] = [
        ("corpus-folders", ["--select", "web/page-level", "native/notifications", "web/component/button.md", "native/controls/button.md"]),
        ("corpus-wcag", ["--wcag", "1.4.10,2.5.8,1.4.11"]),
    ]

    @Test(.enabled(if: Corpus.isAvailable, "skipped: the shared corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout"),
          arguments: corpusSelections.map(\.name))
    func theCorpusPlansMatchTheirGoldensInEveryFormatAndProfile(_ name: String) throws {
        let scratch = try Scratch()
        try "dates: off\n".write(to: scratch.url.appendingPathComponent("criteria.yml"), atomically: true, encoding: .utf8)
        let selection = Self.corpusSelections.first { $0.name == name }?.arguments ?? []
        let formats = CSVProfile.allCases.map { (["--format", "csv", "--profile", $0.rawValue], "-\($0.rawValue).csv") }
            + [PlanFormat.markdown, .jira, .text, .json].map { (["--format", $0.rawValue], "." + $0.fileExtension) }
        for (arguments, suffix) in formats {
            let result = try CriteriaRunner.run(["plan", "--content", Corpus.documentation.path, "--config", "criteria.yml"] + selection + arguments,
                                                in: scratch.url)
            #expect(result.status == 0, "\(result.standardError)")
            assertGoldenText(result.standardOutput, "Plans/\(name)\(suffix)")
        }
    }
}
