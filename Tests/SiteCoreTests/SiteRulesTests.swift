import Foundation
import Testing
@testable import SiteCore

/// `rules:` in `criteria.yml`: a level per content rule, and unknown ids or levels located.
@Suite struct RuleLevelsTests {
    @Test func rulesAreReadAndUnknownIdsAndLevelsAreLocated() {
        var sink = Diagnostics()
        let config = ConfigLoader().load("""
            title: T
            rules:
              missing-media: off
              broken-link: error
              wcag-level: warning
              missing-medai: off
              h1-in-content: loud
            """, path: "criteria.yml", into: &sink)
        #expect(config.rules.levels == ["missing-media": .off, "broken-link": .error, "wcag-level": .warning])
        #expect(sink.sorted.map { "\($0.location): \($0.severity.rawValue): \($0.message) | \($0.note ?? "")" } == [
            "criteria.yml:6:3: error: unknown rule \"missing-medai\" | did you mean \"missing-media\"?",
            "criteria.yml:7:18: error: rule h1-in-content must be error, warning or off, not \"loud\" | ",
        ])
        var notMapping = Diagnostics()
        _ = ConfigLoader().load("rules: [missing-media]\n", path: "criteria.yml", into: &notMapping)
        #expect(notMapping.sorted.map(\.description) == ["criteria.yml:1:8: error: rules must be a mapping of rule ids to error, warning or off"])
    }

    @Test func offRemovesARulesWarningsAndNothingElse() throws {
        let source = page("![A chart](media/gone.png)\n\n[Home](/web-criteria/nowhere)\n\n# Title again\n")
        let plain = try CheckFixture(files: ["web/a.md": source]).check()
        #expect(plain.contains { $0.hasSuffix("[missing-media]") })
        let quiet = try CheckFixture(files: ["web/a.md": source, "criteria.yml": "rules:\n  missing-media: off\n"]).check()
        #expect(quiet == plain.filter { !$0.hasSuffix("[missing-media]") })
        #expect(quiet.count == plain.count - 1 && !quiet.isEmpty)
    }

    @Test func aWarningCanBeRaisedToAnErrorAndAnErrorLowered() throws {
        let source = "---\norder: first\n---\n" + page("![A chart](media/gone.png)\n")
        let levels = "rules:\n  missing-media: error\n  front-matter: warning\n"
        #expect(try CheckFixture(files: ["web/a.md": source, "criteria.yml": levels]).check() == [
            "web/a.md:2:8: warning: expected a whole number, not \"first\" [front-matter]",
            "web/a.md:8:1: error: media file not found: media/gone.png [missing-media]",
        ])
    }

    /// A build decides page by page whether it will fail; with an error lowered to a warning it
    /// must go on writing and put the site in place.
    @Test func aBuildWithItsOnlyErrorLoweredIsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("---\norder: first\n---\n" + page(""), to: "content/web/a.md")
        try folder.write(page(""), to: "content/web/b.md")
        let site = SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent("public"),
                             defaultTheme: TestPaths.defaultTheme)
        #expect(Pipeline(pagesPerBatch: 1).build(site).failed)
        try folder.write("rules:\n  front-matter: warning\n", to: "content/criteria.yml")
        let lowered = Pipeline(pagesPerBatch: 1).build(site)
        #expect(!lowered.failed && lowered.summary != nil && lowered.writeFailure == nil)
        #expect(lowered.diagnostics.all.map(\.severity) == [.warning])
        #expect(folder.exists("public/web/a/index.html") && folder.exists("public/web/b/index.html"))
    }
}

/// `exclude:` patterns: files neither published nor checked; a pattern matching nothing located.
@Suite struct ExcludeTests {
    @Test func patternsMatchPathsSegmentBySegment() {
        func matches(_ pattern: String, _ path: String) -> Bool { ExcludePattern(pattern, location: SourceLocation(file: "c")).matches(path) }
        #expect(matches("drafts", "drafts/a.md"))
        #expect(matches("drafts/", "drafts/deep/a.md"))
        #expect(!matches("drafts", "web/drafts.md"))
        #expect(matches("web/*.md", "web/a.md"))
        #expect(!matches("web/*.md", "web/deep/a.md"))
        #expect(matches("**/old-*.md", "old-a.md"))
        #expect(matches("**/old-*.md", "web/x/old-a.md"))
        #expect(!matches("**/old-*.md", "web/x/new-a.md"))
        #expect(matches("web/**/README.md", "web/README.md"))
        #expect(matches("web/**/README.md", "web/a/b/README.md"))
        #expect(matches("?.md", "a.md") && !matches("?.md", "ab.md"))
        #expect(matches("[a-c].md", "b.md") && !matches("[!a-c].md", "b.md"))
        #expect(matches("MARKDOWN_GUIDE.md", "MARKDOWN_GUIDE.md"))
        #expect(!matches("", "a.md"))
    }

    @Test func excludedFilesAreNotCheckedAndUnmatchedPatternsAreLocated() throws {
        let broken = page("![A chart](media/gone.png)\n")
        let config = "title: T\nexclude:\n  - drafts/**\n  - \"*.tmp.md\"\n  - nowhere/*.md\n"
        let found = try CheckFixture(files: ["web/a.md": page(""), "drafts/b.md": broken, "c.tmp.md": broken, "criteria.yml": config])
            .diagnostics()
        #expect(found.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" } == [
            "5:5: warning: exclude pattern \"nowhere/*.md\" matches no content file",
        ])
        #expect(found.first?.location.file.hasSuffix("content/criteria.yml") == true)
    }

    @Test func excludedFilesAreNotPublishedAndAPatternCanBeASingleText() throws {
        let folder = try TemporaryFolder()
        try folder.write(page(""), to: "content/web/a.md")
        try folder.write(page("![A chart](media/gone.png)\n"), to: "content/web/notes/b.md")
        try folder.write("exclude: web/notes\n", to: "content/criteria.yml")
        let site = SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent("public"),
                             defaultTheme: TestPaths.defaultTheme)
        var sink = Diagnostics()
        let output = Pipeline().build(site, into: &sink)
        #expect(sink.all.isEmpty, "\(sink.sorted)")
        #expect(output.pageCount == 1)
        #expect(output.files.contains { $0.path == "web/a/index.html" })
        #expect(!output.files.contains { $0.path.hasPrefix("web/notes") })
    }
}

/// `draft: true`: left out of builds, shown with a mark by the preview's pipeline.
@Suite struct DraftTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write(page(""), to: "content/web/a.md")
        try folder.write("---\ntitle: Work in progress\ndraft: true\n---\n" + page(""), to: "content/web/wip.md")
    }

    func site(includesDrafts: Bool) -> SiteInput {
        SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent("public"),
                  defaultTheme: TestPaths.defaultTheme, includesDrafts: includesDrafts)
    }

    @Test func aBuildLeavesADraftOut() throws {
        let result = Pipeline().build(site(includesDrafts: false))
        #expect(!result.failed && result.diagnostics.all.isEmpty, "\(result.diagnostics.sorted)")
        #expect(result.pageCount == 1)
        #expect(folder.exists("public/web/a/index.html") && !folder.exists("public/web/wip/index.html"))
        #expect(folder.read("public/web/index.html")?.contains("Work in progress") == false, "nor does the overview list it")
        var sink = Diagnostics()
        #expect(Pipeline().check(site(includesDrafts: false), into: &sink) == ["web/a.md"])
    }

    /// The build cache must not keep a page that became a draft, nor miss one that stopped being one.
    @Test func aPageMarkedAsADraftLeavesTheNextBuild() throws {
        try folder.write("---\ntitle: Work in progress\n---\n" + page(""), to: "content/web/wip.md")
        #expect(Pipeline().build(site(includesDrafts: false)).pageCount == 2)
        #expect(folder.exists("public/web/wip/index.html"))
        try folder.write("---\ntitle: Work in progress\ndraft: true\n---\n" + page(""), to: "content/web/wip.md")
        let drafted = Pipeline().build(site(includesDrafts: false))
        #expect(drafted.pageCount == 1 && !drafted.isUpToDate)
        #expect(!folder.exists("public/web/wip/index.html"))
        #expect(Pipeline().build(site(includesDrafts: false)).isUpToDate)
        try folder.write("---\ntitle: Work in progress\n---\n" + page(""), to: "content/web/wip.md")
        #expect(Pipeline().build(site(includesDrafts: false)).pageCount == 2)
        #expect(folder.exists("public/web/wip/index.html"))
    }

    @Test func thePreviewShowsADraftWithAMark() throws {
        let preview = IncrementalSite(site: site(includesDrafts: true)).rebuild(changed: nil)
        #expect(preview.diagnostics.all.isEmpty, "\(preview.diagnostics.sorted)")
        let draft = try #require(preview.snapshot.files["web/wip/index.html"])
        #expect(draft.contains("<p class=\"draft-mark\"><strong>Draft</strong>"))
        #expect(preview.snapshot.files["web/a/index.html"]?.contains("draft-mark") == false)
        let published = IncrementalSite(site: site(includesDrafts: false)).rebuild(changed: nil)
        #expect(published.snapshot.files["web/wip/index.html"] == nil)
    }

    /// A link to a draft is broken in the published site, but for a reason the writer should
    /// hear: the page is there, only not published yet. The preview shows drafts, so it is fine.
    @Test func aLinkToADraftSaysTheTargetIsADraft() throws {
        try folder.write(page("See [wip](/web-criteria/wip), [file](wip.md) and [gone](/web-criteria/gone).\n"), to: "content/web/a.md")
        let expected = [
            "web/a.md:5:5: warning: link to /web-criteria/wip: that page is a draft (draft: true), so it is not published [broken-link]",
            "web/a.md:5:31: warning: link to wip.md: that page is a draft (draft: true), so it is not published [broken-link]",
            "web/a.md:5:50: warning: link to /web-criteria/gone does not match a page of this site [broken-link]",
        ]
        let built = Pipeline().build(site(includesDrafts: false))
        #expect(built.diagnostics.sorted.map(\.description) == expected)
        var sink = Diagnostics()
        _ = Pipeline().check(site(includesDrafts: false), into: &sink)
        #expect(sink.sorted.map(\.description) == expected)
        let preview = IncrementalSite(site: site(includesDrafts: true)).rebuild(changed: nil)
        #expect(preview.diagnostics.sorted.map(\.description) == [expected[2]])
    }

    @Test func draftMustBeTrueOrFalse() {
        let (_, sink) = parsePage("---\ndraft: soon\n---\n## Criteria\n")
        #expect(messages(sink) == ["web/component/sample.md:2:8: error: expected true or false, not \"soon\" [front-matter]"])
    }
}

/// Front matter that is never closed, and YAML errors at the construct that is wrong.
@Suite struct FrontMatterErrorTests {
    @Test func frontMatterNeverClosedIsAnErrorAtItsOpeningLine() {
        let (_, sink) = parsePage("---\ntitle: Button\norder: 2\n\n## Criteria\n\n- Works\n")
        #expect(messages(sink) == [
            "web/component/sample.md:1:1: error: front matter opened here is never closed [front-matter]\n"
                + "web/component/sample.md:1:1: note: end it with a line of --- (or, if this is a rule across the page, begin the file with a blank line)",
        ])
        let (_, closed) = parsePage("---\ntitle: Button\n---\n## Criteria\n")
        #expect(closed.all.isEmpty)
        let (_, ruleLater) = parsePage("\n---\n## Criteria\n")
        #expect(ruleLater.all.isEmpty, "a rule after a blank line is no front matter")
    }

    @Test func anUnclosedQuoteIsReportedWhereItOpens() {
        let (_, sink) = parsePage("---\ntitle: \"Button\norder: 2\naliases: [a]\n---\n## Criteria\n")
        #expect(messages(sink) == ["web/component/sample.md:2:8: error: invalid YAML: this quote is never closed [front-matter]"])
        let (_, single) = parsePage("---\norder: 2\ndescription: 'It is\n---\n## Criteria\n")
        #expect(messages(single) == ["web/component/sample.md:3:14: error: invalid YAML: this quote is never closed [front-matter]"])
    }

    /// Where it is repeated, not where it is first given (which is all Yams says), quoted or not,
    /// at any depth; the note names the first.
    @Test func aRepeatedKeyIsReportedWhereItIsRepeated() {
        let (_, sink) = parsePage("---\ntitle: B\norder: 1\ndescription: d\ntitle: C\n---\n## Criteria\n")
        #expect(messages(sink) == [
            "web/component/sample.md:5:1: error: invalid YAML: repeated key \"title\" [front-matter]\n"
                + "web/component/sample.md:5:1: note: \"title\" is first given on line 2; keep one of them",
        ])
        let (_, two) = parsePage("---\ntitle: B\norder: 1\norder: 2\ntitle: C\n---\n## Criteria\n")
        #expect(two.all.map { "\($0.location.line) \($0.message)" } == ["4 invalid YAML: repeated key \"order\"", "5 invalid YAML: repeated key \"title\""])
        let (_, nested) = parsePage("---\ntitle: B\nextra:\n  a: 1\n  'a': 2\n---\n## Criteria\n")
        #expect(nested.all.first.map { "\($0.location.line):\($0.location.column)" } == "5:3", "\(messages(nested))")
    }

    @Test func otherYAMLErrorsStayAtTheTokenThatIsWrong() {
        // A key indented under a value: the parser's problem is at the key, not at the mapping's start.
        let (_, sink) = parsePage("---\ntitle: Button\norder: 2\n  extra: 3\n---\n## Criteria\n")
        #expect(sink.all.first.map { $0.location.line } == 4, "\(messages(sink))")
    }
}
