import Foundation
import Testing
@testable import SiteCore

/// Every command that reads content runs the pipeline's stages and stops where it has what it
/// asked for (`PipelinePurpose`): `check` before assembling, `search` after the index, `export`
/// after parsing. So what a build says of the content, they say too.
@Suite struct PipelinePurposeTests {
    let folder: TemporaryFolder
    let site: SiteInput

    init() throws {
        (folder, site) = try TemporaryFolder.seedSite()
    }

    @Test func exportAndSearchReportProblemsAtTheSitesRuleLevelsAsABuildDoes() throws {
        try folder.write("---\norder: first\n---\n\n## Criteria\n\n- Works\n", to: "content/web/a.md")
        var strict = Diagnostics()
        #expect(Pipeline().parsedPages(site, into: &strict).count == 4)
        var checked = Diagnostics()
        _ = Pipeline().check(site, into: &checked)
        #expect(strict.all == checked.all, "everything check reports, warnings too")
        #expect(strict.all.filter { $0.severity == .error }.map(\.rule) == ["front-matter"])

        try folder.write("rules:\n  front-matter: warning\n", to: "content/criteria.yml")
        var exported = Diagnostics(), searched = Diagnostics()
        _ = Pipeline().parsedPages(site, into: &exported)
        _ = Pipeline().searchIndex(site, into: &searched)
        let built = Pipeline().build(site)
        let frontMatter = exported.all.filter { $0.rule == "front-matter" }
        #expect(frontMatter.map(\.severity) == [.warning] && searched.all == frontMatter)
        #expect(built.diagnostics.all == exported.all && !built.failed)

        try folder.write("rules:\n  front-matter: off\n", to: "content/criteria.yml")
        var silent = Diagnostics()
        _ = Pipeline().searchIndex(site, into: &silent)
        #expect(silent.all.isEmpty)
    }

    @Test func theSearchIndexIsTheIndexOfTheExportedPagesWithEveryUnitsText() throws {
        var sink = Diagnostics()
        let pages = Pipeline().parsedPages(site, into: &sink)
        #expect(pages.map(\.sourcePath) == ["native/controls/link.md", "native/controls/table-row-button.md", "native/controls/text-input.md"])
        let index = Pipeline().searchIndex(site, into: &sink)
        let expected = IndexBuilder().build(pages)
        #expect(index.units == expected.units && index.postings == expected.postings && index.pageStarts == expected.pageStarts)
        // A site's build writes the units' texts into docs files and lets them go; a search keeps them.
        let docsFiles = SearchIndexFiles.docsPages(SearchIndexFiles.pageSizes(index.pageStarts, units: index.units.count))
        #expect(docsFiles.count > 1 && index.units.allSatisfy { !$0.text.isEmpty })
    }

    /// `criteria plan` and `criteria export` refuse what `criteria check` (and so a build) refuses:
    /// the content rules' findings too, not only the parser's.
    @Test func exportReportsWhatCheckReports() throws {
        try folder.write("## Criteria\n\n- Enter: activates it (WCAG 2.3.3 Animation from Interactions (Level AA))\n", to: "content/web/a.md")
        var checked = Diagnostics(), exported = Diagnostics()
        _ = Pipeline().check(site, into: &checked)
        _ = Pipeline().parsedPages(site, into: &exported)
        #expect(checked.all.filter { $0.severity == .error }.map(\.rule) == ["wcag-level"])
        #expect(exported.all == checked.all)
    }

    @Test func checkGoesThroughThePagesABuildWritesAndWritesNothing() throws {
        var sink = Diagnostics()
        let checked = Pipeline().check(site, into: &sink)
        #expect(checked == ["native/controls/link.md", "native/controls/table-row-button.md", "native/controls/text-input.md"])
        #expect(!folder.exists("public"))
        let built = Pipeline().build(site)
        #expect(built.pageCount == checked.count && built.diagnostics.all == sink.all)
    }
}
