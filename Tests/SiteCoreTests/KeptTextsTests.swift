import Foundation
import Synchronization
import Testing
@testable import SiteCore

/// The survey's texts are kept for the page pass only when all of them fit the budget.
@Suite struct KeptTextsTests {
    @Test func textsThatFitAreTakenOnce() {
        let kept = KeptTexts(bytes: 10)
        #expect(kept.claim(4) && kept.claim(6))
        kept.keep([("a.md", "abcd"), ("b.md", "efghij")])
        #expect(kept.take("a.md") == "abcd" && kept.take("b.md") == "efghij")
        #expect(kept.take("a.md") == nil, "taken, so no longer kept")
    }

    @Test func aTextThatDoesNotFitLetsEveryTextGo() {
        let kept = KeptTexts(bytes: 10)
        #expect(kept.claim(4))
        #expect(!kept.claim(7))
        #expect(!kept.claim(1), "no claim is granted once one did not fit")
        kept.keep([("a.md", "abcd")])
        #expect(kept.take("a.md") == nil)
    }

    @Test func aSiteOfTooManyFilesKeepsNone() {
        let kept = KeptTexts(bytes: 10)
        kept.expect(files: KeptTexts.maxFiles + 1)
        #expect(!kept.claim(1))
        kept.keep([("a.md", "a")])
        #expect(kept.take("a.md") == nil)
        let small = KeptTexts(bytes: 10)
        small.expect(files: KeptTexts.maxFiles)
        #expect(small.claim(1))
        small.keep([("a.md", "a")])
        #expect(small.take("a.md") == "a")
    }

    /// The survey's threads claim room all at once, without a lock: every byte is counted, so
    /// exactly the claims that fit are granted.
    @Test func claimsFromManyThreadsAtOnceAreCountedExactly() {
        for budget in [10_000, 9_999] {
            let kept = KeptTexts(bytes: budget)
            let granted = Atomic(0)
            DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
                if kept.claim(10) { granted.wrappingAdd(1, ordering: .relaxed) }
            }
            #expect(granted.load(ordering: .relaxed) == budget / 10)
            kept.keep((0..<1_000).map { (path: "\($0).md", text: "0123456789") })
            #expect((kept.take("0.md") != nil) == (budget == 10_000), "kept only when every claim fit")
        }
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
