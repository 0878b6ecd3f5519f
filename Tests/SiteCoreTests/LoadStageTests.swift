import Foundation
import Testing
@testable import SiteCore

/// The load stage reads the theme, assets and includes on another core beside the content
/// survey (`PipelineRun.init`): the results and the order of its problems are those of doing
/// them one after the other.
@Suite struct LoadStageTests {
    /// A run that makes a site parses the theme's templates at load, and the plan stage's
    /// renderer takes that parse; a check, which assembles nothing, does not parse them.
    @Test func templatesAreParsedAtLoadForRunsThatMakeASite() throws {
        let (_, site) = try TemporaryFolder.seedSite()
        let build = PipelineRun(site: site, purpose: .memory, pagesPerBatch: 4, keptTextBytes: 0, progress: nil)
        #expect(build.theme.parsedTemplates.kept(for: build.theme.templates) != nil)
        let check = PipelineRun(site: site, purpose: .check, pagesPerBatch: 4, keptTextBytes: 0, progress: nil)
        #expect(check.theme.parsedTemplates.kept(for: check.theme.templates) == nil)
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
