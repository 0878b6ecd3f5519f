import Foundation
import Testing

/// The report a person reads after `criteria build`, and `rules:`, `exclude:` and `draft:`
/// through the built executable.
@Suite(.serialized) struct ReportTests {
    static let corpusSkip: Comment = "skipped: the shared corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout"

    func corpusArguments(_ command: String) -> [String] {
        [command, "--content", Corpus.documentation.path, "--assets", Corpus.root.appendingPathComponent("assets").path]
    }

    @Test(.enabled(if: Corpus.isAvailable, corpusSkip))
    func theCorpusBuildsDefaultReportFitsInFortyLinesAndEndsWithTheSummary() throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(corpusArguments("build") + ["--output", "public"], in: scratch.url)
        #expect(result.status == 0)
        let errorLines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let outputLines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(errorLines.count + outputLines.count <= 40, "\(result.standardError)\(result.standardOutput)")
        // The rare warnings in full: the corpus's four broken links are not hidden by its 116 missing videos.
        #expect(errorLines.filter { $0.hasSuffix("[broken-link]") }.count == 4)
        #expect(errorLines.contains { $0.hasPrefix("  missing-media ") && $0.contains(" 116 (first: ") })
        #expect(errorLines.contains { $0.contains("more warnings, by rule (to see every one: criteria build --verbose, or criteria check)") })
        #expect(outputLines.last?.hasPrefix("Built 103 pages") == true, "the summary line comes last")

        let verbose = try CriteriaRunner.run(corpusArguments("build") + ["--output", "public", "--verbose"], in: scratch.url)
        #expect(verbose.standardError.components(separatedBy: "[missing-media]").count - 1 == 116)
    }

    @Test(.enabled(if: Corpus.isAvailable, corpusSkip))
    func turningMissingMediaOffRemovesThoseWarningsAndNothingElse() throws {
        let scratch = try Scratch()
        try "rules:\n  missing-media: off\n".write(to: scratch.url.appendingPathComponent("criteria.yml"), atomically: true, encoding: .utf8)
        let all = try CriteriaRunner.run(corpusArguments("check") + ["--format", "json"], in: scratch.url)
        let ruled = try CriteriaRunner.run(corpusArguments("check") + ["--format", "json", "--config", "criteria.yml"], in: scratch.url)
        let before = try Self.problems(all.standardOutput), after = try Self.problems(ruled.standardOutput)
        #expect(before.filter { $0.contains("missing-media") }.count == 116)
        #expect(after == before.filter { !$0.contains("\"missing-media\"") })

        let build = try CriteriaRunner.run(corpusArguments("build") + ["--output", "public", "--config", "criteria.yml"], in: scratch.url)
        #expect(build.status == 0)
        #expect(!build.standardError.contains("missing-media"))
        #expect(build.standardOutput.contains(": 0 errors, \(after.count) warnings"))
    }

    /// Each problem of `check --format json` as one comparable line.
    static func problems(_ json: String) throws -> [String] {
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        return try array.map { object in
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// A site with a draft, an excluded folder, a pattern that matches nothing and a rule turned off.
    func writeRuledSite(in scratch: Scratch, config: String) throws {
        let files = [
            "content/criteria.yml": config,
            "content/web/button.md": "## Criteria\n\n- Works\n\n![A chart](media/gone.png)\n\n[Nowhere](/web-criteria/nowhere)\n",
            "content/web/wip.md": "---\ntitle: Work in progress\ndraft: true\n---\n## Criteria\n\n- Not yet\n",
            "content/notes/todo.md": "# A note to self\n\n![x](media/gone.png)\n",
        ]
        for (path, text) in files {
            let url = scratch.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func rulesExcludeAndDraftsShapeTheBuild() throws {
        let scratch = try Scratch()
        try writeRuledSite(in: scratch, config: "title: T\nrules:\n  missing-media: off\nexclude:\n  - notes\n  - \"**/*.bak.md\"\n")
        let result = try CriteriaRunner.run(["build", "--content", "content", "--output", "public"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == """
            content/criteria.yml:6:5: warning: exclude pattern "**/*.bak.md" matches no content file
            content/criteria.yml:6:5: note: patterns are relative to the content folder; ** matches any number of folders
            content/web/button.md:7:1: warning: link to /web-criteria/nowhere does not match a page of this site [broken-link]

            """)
        let public_ = scratch.url.appendingPathComponent("public")
        #expect(FileManager.default.fileExists(atPath: public_.appendingPathComponent("web/button/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: public_.appendingPathComponent("web/wip").path), "a draft is not published")
        #expect(!FileManager.default.fileExists(atPath: public_.appendingPathComponent("notes").path), "an excluded folder is not published")
        #expect(result.standardOutput.contains("Built 1 page"))

        let bundle = try CriteriaRunner.run(["bundle", "--content", "content", "--output", "site.zip", "--folder", "bundle"], in: scratch.url)
        #expect(bundle.status == 0, "\(bundle.standardError)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("bundle/web/wip").path), "nor bundled")
    }

    @Test func anUnknownRuleIsAnErrorAtItsPlace() throws {
        let scratch = try Scratch()
        try writeRuledSite(in: scratch, config: "rules:\n  broken-links: off\n")
        let result = try CriteriaRunner.run(["check", "--content", "content"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("""
            content/criteria.yml:2:3: error: unknown rule "broken-links"
            content/criteria.yml:2:3: note: did you mean "broken-link"?

            """), "\(result.standardError)")
    }
}
