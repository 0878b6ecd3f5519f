import Foundation
import Testing

/// `criteria check` through the built executable: text and JSON output, exit codes, and the
/// shared corpus passing with no errors.
@Suite struct CheckCommandTests {
    let content = CriteriaRunner.testsFolder.appendingPathComponent("Sites/check/content")

    /// The fixture with only the files named, copied to a scratch folder.
    func site(_ files: [String], in scratch: Scratch) throws -> String {
        let folder = scratch.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("web"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: content.appendingPathComponent("assets"), to: folder.appendingPathComponent("assets"))
        for file in files {
            try FileManager.default.copyItem(at: content.appendingPathComponent("web/\(file)"), to: folder.appendingPathComponent("web/\(file)"))
        }
        return "content"
    }

    @Test func textReportNamesRulesAndErrorsExitWithOne() throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(["check", "--content", content.path], in: scratch.url)
        #expect(result.status == 1)
        assertGoldenText(result.standardError.replacingOccurrences(of: content.path, with: "CONTENT"), "check/stderr.txt")
        #expect(result.standardOutput == "Checked 3 pages: 1 error, 7 warnings\n")
    }

    /// `--coverage`: the Level A and AA criteria no page cites, by principle, after the summary;
    /// a citation anywhere on a page counts, in a check or in its notes, and in older front matter,
    /// and so does a link to a criterion's Understanding page, in Markdown or raw HTML, as the
    /// WCAG pages count them.
    @Test func coverageListsTheLevelAAndAACriteriaNoPageCites() throws {
        let scratch = try Scratch()
        let folder = scratch.url.appendingPathComponent("content/web")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ("## Criteria\n\n- Focus is visible (WCAG 2.4.7 Focus Visible)\n\n## Notes\n\nWCAG 1.1.1 Non-text Content\n\n"
             + "[Understanding](https://www.w3.org/WAI/WCAG22/Understanding/accessible-authentication-minimum.html)\n\n"
             + "<p><a href=\"https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum\">Target size</a></p>\n")
            .write(to: folder.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
        try "---\ntitle: Older\nkeyboard:\n  tab: Focus moves\nwcag:\n  - name: Operable\n    list:\n      - criteria: 2.1.1 Keyboard\n---\n"
            .write(to: folder.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        let result = try CriteriaRunner.run(["check", "--content", "content", "--coverage"], in: scratch.url)
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Checked 2 pages: 0 errors") == true)
        #expect(lines.dropFirst().first == "WCAG 2.2 Level A and AA success criteria no page cites: 50 of 55")
        #expect(lines.filter { !$0.hasPrefix("  ") }.dropFirst(2) == ["Perceivable", "Operable", "Understandable", "Robust"])
        #expect(lines.contains("  1.1.2 Captions (Prerecorded) (Level A)") == false && lines.contains("  1.2.2 Captions (Prerecorded) (Level A)"))
        for cited in ["1.1.1", "2.4.7", "2.1.1", "3.3.8", "2.5.8", "1.2.6", "4.1.1"] { #expect(!lines.contains { $0.hasPrefix("  \(cited) ") }, "\(cited)") }
        #expect(lines.contains("  2.4.11 Focus Not Obscured (Minimum) (Level AA)"))
        let json = try CriteriaRunner.run(["check", "--content", "content", "--coverage", "--format", "json"], in: scratch.url)
        #expect(json.status == 2)
    }

    /// Older entries' Liquid: `check` reports what a build shows as text, at its place; the
    /// includes come from the folder `includes:` names; `_` folders hold no pages.
    @Test func checkReportsLiquidAtItsPlaceAndReadsTheConfiguredIncludes() throws {
        let scratch = try Scratch()
        func write(_ path: String, _ text: String) throws {
            let url = scratch.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("content/criteria.yml", "includes: ../parts\n")
        try write("parts/examples/button.html", "<button>Go</button>\n")
        try write("content/_drafts/draft.md", "---\ntitle: Draft\n---\n\n## Criteria\n\n- Not a page\n")
        try write("content/web/older.md", "---\nlayout: entry\ntitle: Older\nkeyboard:\n  tab: Focus moves\n---\n\n{% include /examples/button.html %}\n\nSee {% link x.md %} and {% include /examples/gone.html %}.\n")
        let result = try CriteriaRunner.run(["check", "--content", "content"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardError.split(separator: "\n").map(String.init).filter { !$0.contains(": note: ") }
        #expect(lines == [
            "content/web/older.md:10:5: warning: Liquid tag `{% link %}` is not supported here; it is shown as text [liquid]",
            "content/web/older.md:10:25: warning: included file not found: ../parts/examples/gone.html; it is left out [liquid]",
        ])
        #expect(result.standardOutput == "Checked 1 page: 0 errors, 2 warnings\n", "the `_drafts` folder holds no page")
    }

    @Test func warningsExitWithZeroUnlessStrict() throws {
        let scratch = try Scratch()
        let folder = try site(["clean.md", "warnings.md"], in: scratch)
        let plain = try CriteriaRunner.run(["check", "--content", folder], in: scratch.url)
        #expect(plain.status == 0, "\(plain.standardError)")
        #expect(plain.standardOutput == "Checked 2 pages: 0 errors, 7 warnings\n")
        #expect(try CriteriaRunner.run(["check", "--content", folder, "--strict"], in: scratch.url).status == 1)
    }

    @Test func aCleanSiteExitsWithZeroEvenWhenStrictAndPrintsAnEmptyArray() throws {
        let scratch = try Scratch()
        let folder = try site(["clean.md", "warnings.md"], in: scratch)
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("\(folder)/web/warnings.md"))
        let result = try CriteriaRunner.run(["check", "--content", folder, "--strict", "--format", "json"], in: scratch.url)
        #expect(result.status == 1, "the clean page links to #focus on the removed page")
        let fixed = try String(contentsOf: scratch.url.appendingPathComponent("\(folder)/web/clean.md"), encoding: .utf8)
            .replacingOccurrences(of: "- Is reachable: see [the other page](/web-criteria/warnings#focus)\n", with: "")
        try fixed.write(to: scratch.url.appendingPathComponent("\(folder)/web/clean.md"), atomically: true, encoding: .utf8)
        let clean = try CriteriaRunner.run(["check", "--content", folder, "--strict", "--format", "json"], in: scratch.url)
        #expect(clean.status == 0, "\(clean.standardOutput)")
        #expect(clean.standardOutput == "[]\n")
    }

    @Test func jsonIsAnArrayOfLocatedDiagnosticsWithRuleIDs() throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(["check", "--content", content.path, "--format", "json"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardError.isEmpty)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        let items = try #require(parsed)
        #expect(items.count == 8)
        #expect(items.allSatisfy { Set($0.keys) == ["file", "line", "column", "severity", "rule", "message", "note"] })
        // The hint the text output prints on its note: line, for tools that show problems to people.
        #expect(items.contains { ($0["note"] as? String)?.isEmpty == false } && items.contains { $0["note"] is NSNull })
        let error = try #require(items.first { $0["severity"] as? String == "error" })
        #expect(error["file"] as? String == content.path + "/web/errors.md")
        #expect(error["line"] as? Int == 3)
        #expect(error["column"] as? Int == 9)
        #expect(error["rule"] as? String == "wcag-level")
        #expect(error["message"] as? String == "WCAG 2.3.3 Animation from Interactions is Level AAA, not Level AA")
        #expect(Set(items.compactMap { $0["rule"] as? String }) == [
            "wcag-level", "unknown-front-matter-key", "broken-link", "skipped-heading-level", "missing-media",
            "media-name-encoding", "missing-captions", "missing-alt",
        ])
        let keyOrder = result.standardOutput.split(separator: "\n")[1]
        #expect(keyOrder.hasPrefix("  {\"file\": "), "keys in the documented order")
    }

    @Test func usageErrorsExitWithTwo() throws {
        let scratch = try Scratch()
        let missing = try CriteriaRunner.run(["check", "--content", "no-such-folder"], in: scratch.url)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("content folder not found: no-such-folder"))
        #expect(try CriteriaRunner.run(["check", "--content", content.path, "--format", "xml"], in: scratch.url).status == 2)
    }

    /// Diagnostics go to standard error in blocks of about 64 KiB: a report several blocks long
    /// keeps every line whole, once, in order of place.
    @Test func aLongReportKeepsEveryLineWholeAndInOrder() throws {
        let scratch = try Scratch()
        let folder = scratch.url.appendingPathComponent("content/web")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let count = 3_000
        let links = (0..<count).map { "- [gone \($0)](missing-page-number-\($0).md)" }.joined(separator: "\n")
        try "# Links\n\n## Criteria\n\n\(links)\n".write(to: folder.appendingPathComponent("links.md"), atomically: true, encoding: .utf8)
        let result = try CriteriaRunner.run(["check", "--content", "content"], in: scratch.url)
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(result.standardError.utf8.count > 3 * 65_536, "long enough to take several blocks")
        #expect(result.standardError.hasSuffix("\n"))
        // Each warning's note says where its link led, and names the file too.
        let broken = lines.filter { $0.contains("missing-page-number-") && $0.contains(": warning: ") }
        #expect(lines.filter { $0.contains("missing-page-number-") && $0.contains(": note: ") }.count == count)
        #expect(broken.count == count)
        for (number, line) in broken.enumerated() {
            guard line.hasPrefix("content/web/links.md:\(number + 5):"), line.contains("missing-page-number-\(number).md") else {
                Issue.record("line \(number): \(line)")
                break
            }
        }
    }

    @Test func buildReportsTheSameProblemsOnce() throws {
        let scratch = try Scratch()
        let check = try CriteriaRunner.run(["check", "--content", content.path], in: scratch.url)
        let build = try CriteriaRunner.run(["build", "--quiet", "--content", content.path, "--output", "public"], in: scratch.url)
        #expect(build.status == 1)
        #expect(build.standardError == check.standardError)
        let lines = build.standardError.split(separator: "\n").filter { !$0.contains(": note: ") }
        #expect(Set(lines).count == lines.count, "no diagnostic twice")
    }

    /// A CI log shows that the check ran, even when it found nothing to annotate.
    @Test func githubFormatEndsWithTheSummaryLineEvenOnACleanSite() throws {
        let scratch = try Scratch()
        let folder = scratch.url.appendingPathComponent("content/web")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "## Criteria\n\n- Works\n".write(to: folder.appendingPathComponent("clean.md"), atomically: true, encoding: .utf8)
        let clean = try CriteriaRunner.run(["check", "content", "--format", "github"], in: scratch.url)
        #expect(clean.status == 0 && clean.standardError.isEmpty, "\(clean.standardError)")
        #expect(clean.standardOutput == "Checked 1 page: 0 errors, 0 warnings\n")
        let found = try CriteriaRunner.run(["check", "--content", content.path, "--format", "github"], in: scratch.url)
        let lines = found.standardOutput.split(separator: "\n")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::warning ") || $0.hasPrefix("::error ") } && lines.count == 9, "\(lines)")
        #expect(lines.last == "Checked 3 pages: 1 error, 7 warnings")
    }

    /// `build --format github` is the CI recipe's one step: the check's annotations, each once,
    /// then the build's summary; nothing on standard error.
    @Test func buildWithGithubFormatAnnotatesEveryProblemOnceAndBuilds() throws {
        let scratch = try Scratch()
        let folder = try site(["clean.md", "warnings.md"], in: scratch)
        let check = try CriteriaRunner.run(["check", folder, "--format", "github"], in: scratch.url)
        let build = try CriteriaRunner.run(["build", folder, "--output", "public", "--format", "github"], in: scratch.url)
        #expect(build.status == 0 && build.standardError.isEmpty, "\(build.standardError)")
        let annotations = check.standardOutput.split(separator: "\n").dropLast()
        #expect(annotations.count == 7)
        let printed = build.standardOutput.split(separator: "\n")
        #expect(Array(printed.prefix(annotations.count)) == Array(annotations))
        #expect(printed.dropFirst(annotations.count).map { $0.hasPrefix("Rendered 2 pages;") || $0.hasPrefix("Built 2 pages") } == [true, true], "\(printed)")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public/web/clean/index.html").path))
        let quiet = try CriteriaRunner.run(["build", folder, "--output", "public", "--format", "github", "--quiet"], in: scratch.url)
        #expect(quiet.standardOutput.split(separator: "\n") == Array(annotations), "--quiet leaves the annotations only")
    }

    @Test(.enabled(if: Corpus.isAvailable, "skipped: the shared corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout"))
    func corpusPassesWithNoErrors() throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(["check", "--content", Corpus.documentation.path,
                                             "--assets", Corpus.root.appendingPathComponent("assets").path, "--format", "json"],
                                            in: scratch.url)
        #expect(result.status == 0)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(items.filter { $0["severity"] as? String == "error" }.isEmpty)
        #expect(items.allSatisfy { $0["rule"] is String }, "every corpus diagnostic names its rule")
    }
}
