import Foundation
import Testing
@testable import SiteCore

/// `criteria build` with its cache: a repeated build does nothing, a changed page is rendered
/// alone, and whatever the cache skipped, the folder ends up byte for byte as a fresh build.
/// The claims are checked on the files (contents and modification times), never by timing.
@Suite struct CachedBuildTests {
    let folder: TemporaryFolder
    let site: SiteInput

    init() throws {
        folder = try TemporaryFolder()
        try folder.writeSeedSite()
        try folder.write("## General Notes\n\nSee the [link page](../../native/controls/link.md).\n\n## Criteria\n\n- It works\n",
                         to: "content/web/notes.md")
        site = Self.input(folder, output: "public")
    }

    private static func input(_ folder: TemporaryFolder, output: String, theme: String? = nil) -> SiteInput {
        SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent(output),
                  theme: theme.map { folder.url.appendingPathComponent($0) }, defaultTheme: TestPaths.defaultTheme)
    }

    private func input(output: String, theme: String? = nil) -> SiteInput { Self.input(folder, output: output, theme: theme) }

    @discardableResult
    private func build(_ site: SiteInput? = nil) throws -> (result: BuildResult, summary: BuildResult.Summary) {
        let result = Pipeline().build(site ?? self.site)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.all)")
        if let failure = result.writeFailure { throw failure }
        return (result, try #require(result.summary))
    }

    /// Every file under the output folder with its bytes and modification time.
    private func files(in output: String = "public") -> [String: (data: Data, modified: Int64)] {
        let root = folder.url.appendingPathComponent(output)
        var result: [String: (Data, Int64)] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            let path = root.appendingPathComponent(relative).path
            if let stamp = FileStamp(path: path), let data = FileManager.default.contents(atPath: path) {
                result[relative] = (data, stamp.modified)
            }
        }
        return result
    }

    /// The output folder must hold what a build into an empty folder writes (the cache aside).
    private func expectSameAsFreshBuild(_ step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let fresh = "fresh-\(UUID().uuidString)"
        try build(input(output: fresh))
        let expected = files(in: fresh).filter { $0.key != BuildCache.fileName }
        let actual = files().filter { $0.key != BuildCache.fileName }
        #expect(actual.keys.sorted() == expected.keys.sorted(), "files after \(step)", sourceLocation: sourceLocation)
        for (path, file) in expected where actual[path]?.data != file.data {
            Issue.record("\(path) differs from a fresh build after \(step)", sourceLocation: sourceLocation)
        }
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(fresh))
    }

    /// Files whose modification time changed between two listings, and files added.
    private func rewritten(_ before: [String: (data: Data, modified: Int64)], _ after: [String: (data: Data, modified: Int64)]) -> Set<String> {
        Set(after.filter { before[$0.key]?.modified != $0.value.modified }.keys)
    }

    @Test func aRepeatedBuildRendersNothingAndRewritesNoFile() throws {
        let first = try build()
        #expect(first.result.pagesRendered == 4 && !first.result.isUpToDate)
        let before = files()
        #expect(before[BuildCache.fileName] != nil)

        let second = try build()
        #expect(second.result.isUpToDate)
        #expect(second.result.pagesRendered == 0)
        #expect(second.summary == BuildResult.Summary(filesWritten: 0, filesRemoved: 0))
        #expect(second.result.diagnostics.all == first.result.diagnostics.all, "the same warnings are reported again")
        let after = files()
        #expect(rewritten(before, after).isEmpty)
        #expect(after.keys.sorted() == before.keys.sorted())
    }

    @Test func anEditedPageIsTheOnlyPageRenderedAndOnlyChangedFilesAreWritten() throws {
        try build()
        let before = files()
        let link = "content/native/controls/link.md"
        try folder.write(folder.read(link)!.replacingOccurrences(of: "Spacebar: Activates", with: "Space bar: Activates"), to: link)

        let edit = try build()
        #expect(edit.result.pagesRendered == 1)
        let after = files()
        let changed = rewritten(before, after)
        #expect(changed.contains("native/controls/link/index.html"))
        #expect(changed.contains(BuildCache.fileName))
        // Nothing is rewritten with the bytes it already had; the rest is the search index and
        // the checks' script (a check's text changed).
        let sameBytes = changed.filter { before[$0]?.data == after[$0]?.data }
        #expect(sameBytes.isEmpty, "rewritten unchanged: \(sameBytes.sorted())")
        let others = changed.subtracting(["native/controls/link/index.html", BuildCache.fileName])
        #expect(others.allSatisfy { $0.hasPrefix("search/") || $0 == ChecksScript.path }, "also rewritten: \(others.sorted())")
        #expect(others.contains(ChecksScript.path))
        #expect(edit.summary.filesWritten == changed.count - 1)
        try expectSameAsFreshBuild("an edit of one page's criteria")
    }

    @Test func titlesNewDeletedAndDamagedFilesGiveWhatAFreshBuildGives() throws {
        try build()
        try folder.write("---\ntitle: Input field\norder: 1\n---\n" + folder.read("content/native/controls/text-input.md")!,
                         to: "content/native/controls/text-input.md")
        #expect(try build().result.pagesRendered == 4, "a new title is in every page's navigation")
        try expectSameAsFreshBuild("a new title and order")

        try folder.write(folder.read("content/native/controls/link.md")!.replacingOccurrences(of: "How to test a link", with: "How to test a hyperlink"),
                         to: "content/native/controls/link.md")
        #expect(try build().result.pagesRendered == 1, "a card text shows on overview pages only, and those are assembled every time")
        try expectSameAsFreshBuild("an edit of a card text")

        try folder.write("## Criteria\n\n- New\n", to: "content/web/new-page.md")
        try build()
        try expectSameAsFreshBuild("a new page")

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("content/web/new-page.md"))
        try build()
        #expect(!folder.exists("public/web/new-page/index.html"), "the page of a deleted file is deleted")
        try expectSameAsFreshBuild("a deleted page")

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("content/native/controls/link.md"))
        try build()
        try expectSameAsFreshBuild("a deleted page that another page links to")

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("public/native/controls/text-input/index.html"))
        try folder.write("edited by hand", to: "public/web/notes/index.html")
        let repair = try build()
        #expect(repair.result.pagesRendered == 2, "pages whose files were deleted or edited are rendered again")
        try expectSameAsFreshBuild("output files deleted and edited by hand")
    }

    @Test func aFailedUpdateLeavesTheSiteAsItWasAndNoStagingFolder() throws {
        try folder.write("/* a theme's own stylesheet */", to: "theme/assets/extra.css")
        let themed = input(output: "public", theme: "theme")
        try build(themed)
        let before = files()
        let link = "content/native/controls/link.md"
        try folder.write(folder.read(link)! + "\nOne more line.\n", to: link)
        try folder.write("/* changed */", to: "theme/assets/extra.css")

        // The stylesheet vanishes while the pages are built: copying it fails after the changed
        // page's file is already staged.
        let stylesheet = folder.url.appendingPathComponent("theme/assets/extra.css")
        let result = Pipeline().build(themed, progress: { _, _, _ in try? FileManager.default.removeItem(at: stylesheet) })
        #expect(result.writeFailure is EmitError)
        #expect(result.summary == nil && result.pagesRendered == 1)

        let after = files()
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(after.allSatisfy { before[$0.key]?.data == $0.value.data && before[$0.key]?.modified == $0.value.modified },
                "no file of the site changed")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".public") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func aChangedIncludedFileRendersThePagesThatIncludeIt() throws {
        try folder.write("<button>Continue</button>", to: "content/_includes/examples/button.html")
        try folder.write("---\nlayout: entry\ntitle: Older\nkeyboard:\n  tab: Focus moves\n---\n\n{% highlight html %}\n{% include /examples/button.html %}\n{% endhighlight %}\n",
                         to: "content/web/older.md")
        try build()
        let page = "web/older/index.html"
        let first = String(decoding: files()[page]?.data ?? Data(), as: UTF8.self)
        #expect(first.contains("&lt;button&gt;Continue&lt;/button&gt;"))
        #expect(files().keys.allSatisfy { !$0.hasPrefix("_includes") }, "the includes folder holds no pages")

        try folder.write("<button>Go on</button>", to: "content/_includes/examples/button.html")
        let (changed, _) = try build()
        #expect(!changed.isUpToDate && changed.pagesRendered == 1, "only the page that includes it")
        let second = String(decoding: files()[page]?.data ?? Data(), as: UTF8.self)
        #expect(second.contains("&lt;button&gt;Go on&lt;/button&gt;"))
        try expectSameAsFreshBuild("an edit of an included file")
        #expect(try build().result.isUpToDate, "then nothing to do")

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("content/_includes/examples/button.html"))
        let removed = Pipeline().build(site)
        #expect(removed.pagesRendered == 1 && removed.diagnostics.all.contains { $0.rule == "liquid" })
        try folder.write("<button>Back</button>", to: "content/_includes/examples/button.html")
        let (added, _) = try build()
        #expect(added.pagesRendered == 1, "a page that named a missing file depends on it")
        try expectSameAsFreshBuild("an included file added again")
    }

    @Test func aThemeChangeCopiesChangedAssetsAndRendersForChangedTemplates() throws {
        let css = try String(contentsOf: TestPaths.defaultTheme.appendingPathComponent("assets/criteria.css"), encoding: .utf8)
        try folder.write(css, to: "theme/assets/criteria.css")
        let themed = input(output: "public", theme: "theme")
        try build(themed)
        let before = files()

        try folder.write(css + "\n/* changed */\n", to: "theme/assets/criteria.css")
        let styled = try build(themed)
        #expect(styled.result.pagesRendered == 0, "pages do not embed the stylesheet")
        #expect(rewritten(before, files()) == ["_assets/criteria.css", BuildCache.fileName], "only the stylesheet is copied again")
        #expect(folder.read("public/_assets/criteria.css")?.contains("/*") == false, "published without its comments")
        #expect(try build(themed).result.isUpToDate, "a stylesheet written from its source is no change the next time")

        let layout = try String(contentsOf: TestPaths.defaultTheme.appendingPathComponent("templates/layout.mustache"), encoding: .utf8)
        try folder.write(layout.replacingOccurrences(of: "</body>", with: "<!-- themed --></body>"), to: "theme/templates/layout.mustache")
        #expect(try build(themed).result.pagesRendered == 4)
        #expect(folder.read("public/native/controls/link/index.html")?.contains("<!-- themed -->") == true)
    }
    /// A caption track is read once, at load, and written from those bytes; a track changed
    /// afterwards is written again, as any copied file is.
    @Test func aCaptionTrackIsWrittenFromItsLoadedBytesAndAgainWhenItChanges() throws {
        let track = "content/assets/media/video/native/notes/notes-en.vtt"
        try folder.write("WEBVTT\n\n00:00.000 --> 00:01.000\nFirst words\n", to: track)
        try folder.write("## General Notes\n\nIntro.\n\n## Videos\n\n<video controls>\n  <source src=\"media/video/native/notes/notes.webm\" type=\"video/webm\">\n"
                         + "  <track kind=\"captions\" src=\"media/video/native/notes/notes-en.vtt\" srclang=\"en\">\n</video>\n\n## Criteria\n\n- It works\n",
                         to: "content/web/notes.md")
        let catalog = AssetLoader().load(folder.url.appendingPathComponent("content/assets"))
        guard case .loaded(let bytes, let stamp) = SiteEntries.loadedSource(of: "media/video/native/notes/notes-en.vtt", in: catalog) else {
            Issue.record("the track is not written from its loaded bytes")
            return
        }
        #expect(bytes == Data("WEBVTT\n\n00:00.000 --> 00:01.000\nFirst words\n".utf8))
        #expect(stamp == FileStamp(path: folder.url.appendingPathComponent(track).path))
        // Bytes without the load stage's stamp are no proof of what is on disk: copied from there.
        let unstamped = AssetCatalog(root: catalog.root, files: catalog.files, captions: catalog.captions.mapValues(\.data))
        #expect(SiteEntries.loadedSource(of: "media/video/native/notes/notes-en.vtt", in: unstamped) == nil)
        try build()
        #expect(folder.read("public/media/video/native/notes/notes-en.vtt")?.contains("First words") == true)

        let before = files()
        try build()
        #expect(rewritten(before, files()).isEmpty, "an unchanged track is not written again")
        try folder.write("WEBVTT\n\n00:00.000 --> 00:01.000\nOther words, longer\n", to: track)
        try build()
        #expect(folder.read("public/media/video/native/notes/notes-en.vtt")?.contains("Other words, longer") == true)
        try expectSameAsFreshBuild("a changed caption track")
    }
}

@Suite struct BuildCacheFileTests {
    /// The cache is written in parts, between records, as its bytes pass 64 KB (this one is a few
    /// hundred KB); read back, it must be the same.
    @Test func aCacheWrittenInPartsReadsBackTheSame() throws {
        let folder = try TemporaryFolder()
        let location = SourceLocation(file: "web/a.md", line: 3, column: 7)
        let cache = BuildCache(
            settings: "abc", linkSignature: (0..<1300).map { "web/p\($0).md [\"web\", \"p\($0)\"] []" }, navigationSignature: ["x"],
            pages: Dictionary(uniqueKeysWithValues: (0..<1100).map { ("web/p\($0).md", BuildCache.Page(
                source: "h\($0)", outputPath: "web/p\($0)/index.html", summary: "Card \"\($0)\" / é",
                media: [MediaRef(assetPath: "media/a.webm", location: location, exists: $0 % 2 == 0)],
                renderDiagnostics: $0 % 3 == 0 ? [Diagnostic(.warning, location, "w\($0)", rule: "markup-repair")] : [])) }),
            files: Dictionary(uniqueKeysWithValues: (0..<2000).map { ("web/p\($0)/index.html", BuildCache.File(origin: "o\($0)", size: Int64($0), modified: Int64($0) * 7)) }),
            diagnostics: (0..<1500).map { Diagnostic($0 % 5 == 0 ? .error : .warning, location, "message \($0) \\ \"quoted\"\n<tag> \u{2028}\u{1}",
                                                    note: $0 % 2 == 0 ? "note" : nil, rule: $0 % 3 == 0 ? "broken-link" : nil) })
        try cache.write(in: folder.url)
        #expect(BuildCache.read(in: folder.url) == cache)
        let empty = BuildCache(settings: "", linkSignature: [], navigationSignature: [], pages: [:], files: [:], diagnostics: [])
        try empty.write(in: folder.url)
        #expect(BuildCache.read(in: folder.url) == empty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [BuildCache.fileName], "no temporary file is left")
    }

    /// The JSON leaves in parts of about `ByteBlocks.blockSize` bytes, never much more held at once, and
    /// the parts make the whole text.
    @Test func theJSONGoesOutInPartsBetweenElements() throws {
        var parts: [Data] = []
        var json = CacheJSON(flushingTo: { parts.append($0) })
        let lines = (0..<20_000).map { "line \($0) with \"quotes\"" }
        try json.array(lines) { json, line in json.string(line) }
        try json.finish()
        #expect(parts.count > 5)
        #expect(parts.dropLast().allSatisfy { $0.count >= ByteBlocks.blockSize && $0.count < ByteBlocks.blockSize + 100 })
        #expect(try JSONDecoder().decode([String].self, from: parts.reduce(Data(), +)) == lines)
    }
}
