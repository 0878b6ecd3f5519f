import Foundation
import Testing
@testable import SiteCore

/// The load stage reads the theme, assets and includes on another core beside the content
/// survey (`PipelineRun.init`): the results and the order of its problems are those of doing
/// them one after the other.
@Suite struct LoadStageTests {
    /// A run that makes a site parses the theme's templates at load, and the plan stage's
    /// renderer takes that parse; a check, which assembles nothing, does not parse them, nor
    /// does a build that has a cache of the same settings.
    @Test func templatesAreParsedAtLoadForRunsThatMakeASite() throws {
        let (folder, site) = try TemporaryFolder.seedSite()
        defer { withExtendedLifetime(folder) {} }
        let build = PipelineRun(site: site, purpose: .memory, pagesPerBatch: 4, keptTextBytes: 0, progress: nil)
        #expect(build.theme.parsedTemplates.kept(for: build.theme.templates) != nil)
        let check = PipelineRun(site: site, purpose: .check, pagesPerBatch: 4, keptTextBytes: 0, progress: nil)
        #expect(check.theme.parsedTemplates.kept(for: check.theme.templates) == nil)
        // A build beside its own cache may be up to date, which needs no template.
        #expect(Pipeline().build(site).failed == false)
        let again = PipelineRun(site: site, purpose: .folder(failingOnWarnings: false), pagesPerBatch: 4, keptTextBytes: 0, progress: nil)
        #expect(again.cache != nil)
        #expect(again.theme.parsedTemplates.kept(for: again.theme.templates) == nil)
    }

    /// The survey keeps every text when they all fit its budget, and none when they do not:
    /// never some, whichever thread claimed room first.
    @Test func theSurveyKeepsAllTextsOrNone() throws {
        let (folder, site) = try TemporaryFolder.seedSite()
        defer { withExtendedLifetime(folder) {} }
        let roomy = PipelineRun(site: site, purpose: .memory, pagesPerBatch: 4, keptTextBytes: 1 << 20, progress: nil)
        #expect(roomy.sources.count > 1)
        #expect(roomy.sources.allSatisfy { roomy.keptTexts.take($0.path) != nil })
        let total = roomy.sources.map { try? String(contentsOf: site.contentRoot.appendingPathComponent($0.path), encoding: .utf8) }
            .reduce(0) { $0 + ($1?.utf8.count ?? 0) }
        let tight = PipelineRun(site: site, purpose: .memory, pagesPerBatch: 4, keptTextBytes: total - 1, progress: nil)
        #expect(tight.sources.allSatisfy { tight.keptTexts.take($0.path) == nil })
    }

    /// The theme's problems come before the content's, as when the theme was loaded first.
    @Test func themeProblemsComeBeforeContentProblems() throws {
        var (folder, site) = try TemporaryFolder.seedSite()
        _ = try folder.write(Data([0x23, 0x20, 0xFF, 0x0A]), to: "content/web/broken.md")
        site.theme = folder.url.appendingPathComponent("no-such-theme")
        let run = PipelineRun(site: site, purpose: .memory, pagesPerBatch: 4, keptTextBytes: 0, progress: nil)
        let messages = run.loadDiagnostics.all.map(\.message)
        let theme = try #require(messages.firstIndex { $0.hasPrefix("theme folder not found") })
        let content = try #require(messages.firstIndex { $0 == "invalid UTF-8" })
        #expect(theme < content)
        #expect(!run.assets.files.isEmpty && run.sources.count > 1, "the rest still loads")
    }
}
