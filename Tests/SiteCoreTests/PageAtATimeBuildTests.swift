import Foundation
import Synchronization
import Testing
@testable import SiteCore

/// `criteria build` goes a page at a time (`Pipeline`): pages are parsed, checked, rendered
/// and written in batches, links into other pages' fragments are checked at the end, and the site
/// is put in place only when the build succeeds. With batches of one page, these tests hold it to
/// what a whole-site build (`Pipeline.build`, `Pipeline.check`) gives.
@Suite struct PageAtATimeBuildTests {
    let folder: TemporaryFolder
    let site: SiteInput

    init() throws {
        folder = try TemporaryFolder()
        try folder.writeSeedSite()
        // Links into other pages' fragments, good and broken, in both directions.
        try folder.write("""
            ## General Notes

            See [the link's VoiceOver video](../native/controls/link.md#videos-ios-voiceover), [a heading it lacks](../native/controls/link.md#nowhere)
            and [a table row](../native/controls/table-row-button.md#criteria).

            ## Criteria

            - [Here](#criteria) and [not here](#nothing-here)
            """, to: "content/web/notes.md")
        try folder.write("## General Notes\n\nBack to [the notes](../../web/notes.md#general-notes) and [a typo](../../web/notes.md#critera).\n",
                         to: "content/native/controls/aaa-first.md")
        site = SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent("public"),
                         defaultTheme: TestPaths.defaultTheme)
    }

    private func generatedFiles(in output: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: output.path)
        while let path = enumerator?.nextObject() as? String {
            guard path != BuildCache.fileName, path != OutputFolderGuard.manifestName,
                  let data = FileManager.default.contents(atPath: output.appendingPathComponent(path).path) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = data
            }
        }
        return files
    }

    private func stagingFolders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".public") }
    }

    @Test func aFolderBuiltAPageAtATimeHoldsTheFilesOfAWholeSiteBuild() throws {
        let result = Pipeline(pagesPerBatch: 1).build(site)
        #expect(result.summary != nil && result.writeFailure == nil, "\(result.diagnostics.all)")
        var sink = Diagnostics()
        let whole = Pipeline().build(site, into: &sink)
        let snapshot = SiteSnapshot(whole)
        var expected = snapshot.files.mapValues { Data($0.utf8) }
        for (path, source) in snapshot.copies { expected[path] = FileManager.default.contents(atPath: source.path) }
        let written = generatedFiles(in: site.outputRoot)
        #expect(written.keys.sorted() == expected.keys.sorted())
        for (path, data) in expected where written[path] != data { Issue.record("\(path) differs from the whole-site build") }
        #expect(written.keys.contains { $0.hasPrefix("search/docs-") } && written.count > 10)
        #expect(result.diagnostics.all == sink.all, "the same problems, in the same order")
    }

    @Test func linksIntoOtherPagesFragmentsAreReportedWhereAWholeSiteCheckReportsThem() throws {
        let built = Pipeline(pagesPerBatch: 1).build(site).diagnostics.all
        var checked = Diagnostics()
        _ = Pipeline().check(site, into: &checked)
        #expect(built == checked.all)
        let fragments = built.filter { $0.rule == CheckRule.brokenFragment.id }.map { "\($0.location.file):\($0.location.line) \($0.message)" }
        #expect(fragments == [
            "native/controls/aaa-first.md:3 link to ../../web/notes.md#critera names #critera, which matches no heading or id on that page",
            "web/notes.md:3 link to ../native/controls/link.md#nowhere names #nowhere, which matches no heading or id on that page",
            "web/notes.md:8 link to #nothing-here matches no heading or id on this page",
        ])
        #expect(built.first { $0.message.contains("#critera") }?.note == "did you mean #criteria?")
    }

    @Test func aBrokenBuildIntoANewFolderWritesNothingAndLeavesNoStagingFolder() throws {
        // The broken page comes last, so earlier batches were already rendered when it is found.
        try folder.write("---\ntitle: [unclosed\n---\n\n## Criteria\n\n- x\n", to: "content/zzz/broken.md")
        let result = Pipeline(pagesPerBatch: 1).build(site)
        #expect(result.failed && result.summary == nil && result.diagnostics.hasErrors)
        #expect(!folder.exists("public"))
        #expect(try stagingFolders().isEmpty)
    }

    /// A build that will fail gives its staging folder up at the next batch, not at its end: its
    /// pages are still checked, but no more files are written.
    @Test func aBrokenPageStopsTheWritingAtTheNextBatch() throws {
        try folder.write("---\ntitle: [unclosed\n---\n\n## Criteria\n\n- x\n", to: "content/aaa/broken.md")
        let parent = folder.url
        let stagingByPage = Mutex<[Int: Int]>([:])   // pages done → staging folders there then
        let result = Pipeline(pagesPerBatch: 1).build(site, progress: { stage, done, _ in
            guard stage == "pages" else { return }
            let staging = (try? FileManager.default.contentsOfDirectory(atPath: parent.path))?.filter { $0.hasPrefix(".public") }.count
            stagingByPage.withLock { $0[done] = staging }
        })
        #expect(result.failed && result.diagnostics.hasErrors)
        let seen = stagingByPage.withLock { $0 }
        #expect(seen[1] == 1, "the broken page, first, is written into the staging folder: \(seen)")
        #expect(seen.count > 3 && seen.filter { $0.key > 1 }.allSatisfy { $0.value == 0 }, "no staging folder after its batch: \(seen)")
        #expect(!folder.exists("public"))
    }

    @Test func warningsAsErrorsKeepThePreviousSiteAsItWas() throws {
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("content/native"))
        try folder.write("## Criteria\n\n- Fine\n", to: "content/web/notes.md")
        try folder.write("## Criteria\n\n- Also fine\n", to: "content/web/other.md")
        let first = Pipeline(pagesPerBatch: 1).build(site, failingOnWarnings: true)
        #expect(!first.failed, "\(first.diagnostics.all)")
        let before = generatedFiles(in: site.outputRoot)
        try folder.write("## Criteria\n\n- A [broken link](/web-criteria/nowhere/page)\n", to: "content/web/notes.md")
        let second = Pipeline(pagesPerBatch: 1).build(site, failingOnWarnings: true)
        #expect(second.failed && second.summary == nil && second.diagnostics.warningCount > 0 && !second.diagnostics.hasErrors)
        #expect(generatedFiles(in: site.outputRoot) == before)
        #expect(try stagingFolders().isEmpty)
    }

    @Test func aFileChangedWhileTheSiteIsBuiltFailsTheBuild() throws {
        let notes = folder.url.appendingPathComponent("content/web/notes.md")
        // Reported after the first page is done: the last page (web/notes.md) is read again later.
        let result = Pipeline(pagesPerBatch: 1, keptTextBytes: 0).build(site, progress: { _, done, _ in
            if done == 1 { try? Data("---\ntitle: Renamed\n---\n".utf8).write(to: notes) }
        })
        #expect(result.failed && result.summary == nil)
        #expect(result.diagnostics.all.contains { $0.severity == .error && $0.message == "web/notes.md changed while the site was built" })
        #expect(!folder.exists("public"))
    }

    /// A file read once (its text kept from the survey) is built as the survey read it, whatever
    /// happens to the file meanwhile; the next build sees the change.
    @Test func aFileReadOnceIsBuiltAsSurveyedAndRebuiltWhenChanged() throws {
        let notes = folder.url.appendingPathComponent("content/web/notes.md")
        let page = site.outputRoot.appendingPathComponent("web/notes/index.html")
        let first = Pipeline(pagesPerBatch: 1).build(site, progress: { _, done, _ in
            if done == 1 { try? Data("---\ntitle: Renamed\n---\n".utf8).write(to: notes) }
        })
        #expect(!first.failed, "\(first.diagnostics.all)")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("Renamed") == false)
        let second = Pipeline(pagesPerBatch: 1).build(site)
        #expect(!second.failed && second.pagesRendered >= 1)
        #expect(try String(contentsOf: page, encoding: .utf8).contains("Renamed"))
    }

    /// A page's file is written on the core that made it; a failure there fails the build, names
    /// the file, and leaves neither a site nor a staging folder.
    @Test func aPageThatCannotBeWrittenFailsTheBuildAndNamesItsFile() throws {
        try folder.write("## Criteria\n\n- Last\n", to: "content/zzz/last.md")
        let parent = folder.url
        // Once the first page is done, a file takes the place of the last page's folder (and not
        // of its category's, whose overview page is written later).
        let result = Pipeline(pagesPerBatch: 1).build(site, progress: { _, done, _ in
            guard done == 1, let staging = try? FileManager.default.contentsOfDirectory(atPath: parent.path)
                .first(where: { $0.hasPrefix(".public.tmp-build") }) else { return }
            let category = parent.appendingPathComponent(staging).appendingPathComponent("zzz")
            try? FileManager.default.createDirectory(at: category, withIntermediateDirectories: true)
            try? Data("not a folder".utf8).write(to: category.appendingPathComponent("last"))
        })
        let failure = try #require(result.writeFailure as? EmitError)
        #expect("\(failure)".contains("zzz/last"), "\(failure)")
        #expect(result.summary == nil && !result.diagnostics.hasErrors)
        #expect(!folder.exists("public"))
        #expect(try stagingFolders().isEmpty)
    }
}

extension PageAtATimeBuildTests {
    /// The cache keeps render warnings once, with their pages; a build with nothing to do must
    /// still report every warning in the order the full build did.
    @Test func aBuildWithNothingToDoReportsEveryWarningInOrder() throws {
        try folder.write("## General Notes\n\n<main>A demo</main>\n\n## Criteria\n\n- [Nowhere](/web-criteria/nowhere/page)\n",
                         to: "content/native/controls/zz-demo.md")
        let first = Pipeline(pagesPerBatch: 1).build(site)
        let rules = Set(first.diagnostics.all.compactMap(\.rule))
        #expect(rules.isSuperset(of: ["markup-repair", "broken-link", "broken-fragment"]), "\(rules)")
        let second = Pipeline(pagesPerBatch: 1).build(site)
        #expect(second.isUpToDate)
        #expect(second.diagnostics.all == first.diagnostics.all)
    }
}

/// A build lays out links and navigation from outlines read off the front matter alone, and
/// renders pages from the full parse: the two must agree on every page, or navigation, links and
/// pages would disagree. The whole-site build tests cannot see a difference, as both builds lay
/// out from outlines.
@Suite struct PageOutlineTests {
    static func markdownFiles(under root: URL) -> [SourceFile] {
        var files: [SourceFile] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".md"), let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
            files.append(SourceFile(path: path, text: text))
        }
        return files
    }

    @Test func theOutlineIsWhatTheFullParseSaysOfEveryFixture() {
        let roots = [TestPaths.fixtures, TestPaths.repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Sites"),
                     TestPaths.repositoryRoot.appendingPathComponent("content")]
        let files = roots.flatMap(Self.markdownFiles)
        #expect(files.count > 15)
        #expect(files.contains { $0.path.hasPrefix("legacy/") }, "older front-matter entries are among them")
        for file in files {
            var sink = Diagnostics()
            #expect(PageParser().outline(file) == PageParser().parse(file, into: &sink).outline, "\(file.path)")
        }
    }

    @Test func theOutlineTakesTitleOrderAliasesAndDescriptionFromTheFrontMatter() {
        let file = SourceFile(path: "web/component/text-input.md", text: """
            ---
            title: "  Input field "
            description: Typing into a field
            order: 3
            aliases: [/web-criteria/component/input]
            keyboard: |
              - Tab: focus moves to the field
            ---
            ## Criteria

            - x
            """)
        #expect(PageParser().outline(file) == PageOutline(sourcePath: "web/component/text-input.md", address: ["web", "component", "text-input"],
                                                          title: "Input field", description: "Typing into a field", order: 3,
                                                          aliases: [PageAlias("/web-criteria/component/input",
                                                                              at: SourceLocation(file: "web/component/text-input.md", line: 5, column: 11))],
                                                          titlePlace: SourceLocation(file: "web/component/text-input.md", line: 2, column: 8)))
        #expect(PageParser().outline(SourceFile(path: "native/text-input.md", text: "## Criteria\n\n- x\n")).title == "Text input")
    }
}
