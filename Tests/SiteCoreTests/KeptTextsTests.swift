import Testing
@testable import SiteCore

/// The survey's texts are kept for the page pass only when all of them fit the budget.
@Suite struct KeptTextsTests {
    @Test func textsThatFitAreTakenOnce() {
        let kept = KeptTexts(bytes: 10)
        kept.keep("abcd", of: "a.md")
        kept.keep("efghij", of: "b.md")
        #expect(kept.take("a.md") == "abcd" && kept.take("b.md") == "efghij")
        #expect(kept.take("a.md") == nil, "taken, so no longer kept")
    }

    @Test func aTextThatDoesNotFitLetsEveryTextGo() {
        let kept = KeptTexts(bytes: 10)
        kept.keep("abcd", of: "a.md")
        kept.keep("efghijk", of: "b.md")
        kept.keep("l", of: "c.md")
        #expect(kept.take("a.md") == nil && kept.take("b.md") == nil && kept.take("c.md") == nil)
    }

    @Test func aSiteOfTooManyFilesKeepsNone() {
        let kept = KeptTexts(bytes: 10)
        kept.expect(files: KeptTexts.maxFiles + 1)
        kept.keep("a", of: "a.md")
        #expect(kept.take("a.md") == nil)
        let small = KeptTexts(bytes: 10)
        small.expect(files: KeptTexts.maxFiles)
        small.keep("a", of: "a.md")
        #expect(small.take("a.md") == "a")
    }

    /// A draft the build leaves out has no page pass to take its text, so the load lets it go.
    @Test func aLeftOutDraftsTextIsLetGoAtLoad() throws {
        let (folder, site) = try TemporaryFolder.seedSite()
        try folder.write("---\ndraft: true\n---\n\n## Criteria\n\n- Works\n", to: "content/web/draft.md")
        let run = PipelineRun(site: site, purpose: .memory, pagesPerBatch: 4, keptTextBytes: KeptTexts.defaultBytes, progress: nil)
        #expect(run.drafts.map(\.sourcePath) == ["web/draft.md"])
        #expect(run.keptTexts.take("web/draft.md") == nil)
        #expect(run.keptTexts.take("native/controls/link.md") != nil, "the pages the build goes through keep theirs")
    }
}
