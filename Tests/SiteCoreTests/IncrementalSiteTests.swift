import Foundation
import Testing
@testable import SiteCore

/// Watch mode's incremental rebuilds must give exactly what a full build gives.
@Suite struct IncrementalSiteTests {
    let folder: TemporaryFolder
    let site: SiteInput

    init() throws {
        (folder, site) = try TemporaryFolder.seedSite()
    }

    private func fullBuild(_ site: SiteInput? = nil) -> (snapshot: SiteSnapshot, diagnostics: [String]) {
        var sink = Diagnostics()
        let snapshot = SiteSnapshot(Pipeline().build(site ?? self.site, into: &sink))
        return (snapshot, sink.all.map(\.description))
    }

    private func path(_ relative: String) -> String { folder.url.appendingPathComponent(relative).standardizedFileURL.path }

    private func expectSameAsFullBuild(_ outcome: IncrementalSite.Outcome, _ step: String, of site: SiteInput? = nil,
                                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (full, diagnostics) = fullBuild(site)
        #expect(outcome.diagnostics.all.map(\.description) == diagnostics, "diagnostics, in order, after \(step)", sourceLocation: sourceLocation)
        #expect(outcome.snapshot.files.keys.sorted() == full.files.keys.sorted(), "files after \(step)", sourceLocation: sourceLocation)
        for (path, contents) in full.files where outcome.snapshot.files[path] != contents {
            Issue.record("\(path) differs from a full build after \(step)", sourceLocation: sourceLocation)
        }
        #expect(outcome.snapshot.copies == full.copies, "copied files after \(step)", sourceLocation: sourceLocation)
    }

    @Test func anEditedIncludedFileRebuildsThePagesThatIncludeIt() throws {
        try folder.write("<button>Continue</button>", to: "content/_includes/examples/button.html")
        try folder.write("---\nlayout: entry\ntitle: Older\n---\n\n{::nomarkdown}\n<example>\n{% include /examples/button.html %}\n</example>\n{:/}\n",
                         to: "content/web/older.md")
        let incremental = IncrementalSite(site: site)
        expectSameAsFullBuild(incremental.rebuild(changed: nil), "the first build")
        #expect(incremental.includesRoot?.standardizedFileURL.path == path("content/_includes"), "watched with the content")

        try folder.write("<button>Go on</button>", to: "content/_includes/examples/button.html")
        let edit = incremental.rebuild(changed: [path("content/_includes/examples/button.html")])
        #expect(edit.pagesParsed == 1 && edit.pagesRendered == 1, "only the page that includes it")
        #expect(edit.snapshot.files["web/older/index.html"]?.contains("<button>Go on</button>") == true)
        expectSameAsFullBuild(edit, "an edit of an included file")

        // A second page includes another file: an edit of the first file leaves it be, as a
        // build tells by each page's include stamp.
        try folder.write("<a href=\"#top\">Top</a>", to: "content/_includes/examples/link.html")
        try folder.write("---\nlayout: entry\ntitle: Other\n---\n\n{::nomarkdown}\n<example>\n{% include /examples/link.html %}\n</example>\n{:/}\n",
                         to: "content/web/other.md")
        expectSameAsFullBuild(incremental.rebuild(changed: [path("content/_includes/examples/link.html"), path("content/web/other.md")]),
                              "a page including another file")
        try folder.write("<button>Go on now</button>", to: "content/_includes/examples/button.html")
        let second = incremental.rebuild(changed: [path("content/_includes/examples/button.html")])
        #expect(second.pagesParsed == 1 && second.sourcesChanged == ["web/older.md"], "only the page that includes the file edited")
        expectSameAsFullBuild(second, "an edit of one of two included files")

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("content/_includes/examples/button.html"))
        let removal = incremental.rebuild(changed: [path("content/_includes/examples/button.html")])
        #expect(removal.diagnostics.all.contains { $0.rule == "liquid" && $0.location.file == "web/older.md" })
        expectSameAsFullBuild(removal, "a removed included file")
    }

    @Test func editsRenamesAndDeletionsGiveWhatAFullBuildGives() throws {
        let incremental = IncrementalSite(site: site)
        expectSameAsFullBuild(incremental.rebuild(changed: nil), "the first build")

        let link = "content/native/controls/link.md"
        try folder.write(folder.read(link)!.replacingOccurrences(of: "How to test a link", with: "How to test a hyperlink"), to: link)
        let bodyEdit = incremental.rebuild(changed: [path(link)])
        #expect(bodyEdit.pagesParsed == 1)
        expectSameAsFullBuild(bodyEdit, "an edit of the introduction (a card text)")

        try folder.write(folder.read(link)!.replacingOccurrences(of: "Spacebar: Activates", with: "Space bar: Activates"), to: link)
        let small = incremental.rebuild(changed: [path(link)])
        #expect(small.pagesRendered == 1 && !small.wasFullAssemble, "a body edit re-renders one page and keeps the navigation")
        expectSameAsFullBuild(small, "an edit of the criteria")

        try folder.write("---\ntitle: Input field\norder: 1\n---\n" + folder.read("content/native/controls/text-input.md")!,
                         to: "content/native/controls/text-input.md")
        expectSameAsFullBuild(incremental.rebuild(changed: [path("content/native/controls/text-input.md")]), "a new title and order")

        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("content/web"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("content/native/controls/table-row-button.md"),
                                         to: folder.url.appendingPathComponent("content/web/row-button.md"))
        expectSameAsFullBuild(incremental.rebuild(changed: [path("content/native/controls/table-row-button.md"), path("content/web"),
                                                            path("content/web/row-button.md")]), "a rename into a new folder")

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(link))
        expectSameAsFullBuild(incremental.rebuild(changed: [path(link)]), "a deletion")

        try folder.write("placeholder", to: "content/assets/media/video/native/text-input/text-input_AndroidTalkback.webm")
        expectSameAsFullBuild(incremental.rebuild(changed: [path("content/assets/media/video/native/text-input/text-input_AndroidTalkback.webm")]),
                              "a new media file")

        try folder.write("title: Renamed site\n", to: "content/criteria.yml")
        expectSameAsFullBuild(incremental.rebuild(changed: [path("content/criteria.yml")]), "a config change")
    }

    /// Switching `page-urls:` while watching moves every page to its file and back, links and
    /// search included, as a full build with the same setting.
    @Test func pageURLsChangedWhileWatching() throws {
        let incremental = IncrementalSite(site: site)
        expectSameAsFullBuild(incremental.rebuild(changed: nil), "the first build")
        try folder.write("page-urls: file\n", to: "content/criteria.yml")
        let toFiles = incremental.rebuild(changed: [path("content/criteria.yml")])
        expectSameAsFullBuild(toFiles, "page-urls: file")
        #expect(toFiles.snapshot.files["native/controls/link.html"] != nil && toFiles.snapshot.files["native/controls/link/index.html"] == nil)
        let link = "content/native/controls/link.md"
        try folder.write(folder.read(link)!.replacingOccurrences(of: "Spacebar: Activates", with: "Space bar: Activates"), to: link)
        expectSameAsFullBuild(incremental.rebuild(changed: [path(link)]), "an edit with page-urls: file")
        try folder.write("page-urls: folder\n", to: "content/criteria.yml")
        let back = incremental.rebuild(changed: [path("content/criteria.yml")])
        expectSameAsFullBuild(back, "page-urls: folder again")
        #expect(back.snapshot.files["native/controls/link/index.html"] != nil)
    }

    @Test func contentChecksFollowEditsToOtherPages() throws {
        let incremental = IncrementalSite(site: site)
        // Problems before and after the link into another page's fragment, which a build checks
        // once every page's names are known and puts back in its place.
        try folder.write("## Criteria\n\n- ![](/media/none.png)\n- See [focus](/native-criteria/controls/table-row-button#name)\n- ![](/media/gone.png)\n",
                         to: "content/native/controls/see.md")
        let first = incremental.rebuild(changed: nil)
        #expect(!first.diagnostics.all.contains { $0.rule == "broken-fragment" })
        let row = "content/native/controls/table-row-button.md"
        let original = folder.read(row)!
        try folder.write(original.replacingOccurrences(of: "### Name", with: "### Label"), to: row)
        let broken = incremental.rebuild(changed: [path(row)])
        #expect(broken.diagnostics.all.filter { $0.rule == "broken-fragment" }.map(\.location.file) == ["native/controls/see.md"])
        expectSameAsFullBuild(broken, "renaming a heading another page links to")
        try folder.write(original, to: row)
        let healed = incremental.rebuild(changed: [path(row)])
        #expect(!healed.diagnostics.all.contains { $0.rule == "broken-fragment" })
        expectSameAsFullBuild(healed, "renaming it back")
    }

    /// Two sources at one address (`Dup.md`, `dup.md`) is an error; the first one is written, and
    /// links into the address are checked against its fragments, in watch mode as in a build.
    /// Six such pairs, so that taking the pages in any other order (a dictionary's, say) fails
    /// nearly always.
    @Test func linksIntoAnAddressTwoPagesClaimAreCheckedAsABuildChecksThem() throws {
        var links = ""
        for number in 1...6 {
            try folder.write("## Criteria\n\n### Alpha \(number)\n\n- One\n", to: "content/native/controls/Dup\(number).md")
            try folder.write("## Criteria\n\n### Beta \(number)\n\n- Two\n", to: "content/native/controls/dup\(number).md")
            links += "- [a](/native-criteria/controls/dup\(number)#alpha-\(number)) [b](/native-criteria/controls/dup\(number)#beta-\(number))\n"
        }
        try folder.write("## Criteria\n\n" + links, to: "content/native/controls/see.md")
        let incremental = IncrementalSite(site: site)
        let first = incremental.rebuild(changed: nil)
        let broken = first.diagnostics.all.filter { $0.rule == "broken-fragment" }.map(\.message)
        #expect(broken.count == 6 && broken.allSatisfy { $0.contains("#beta-") }, "\(broken)")
        expectSameAsFullBuild(first, "the first build")
        try folder.write("## Criteria\n\n" + links + "- Edited\n", to: "content/native/controls/see.md")
        expectSameAsFullBuild(incremental.rebuild(changed: [path("content/native/controls/see.md")]), "an edit of the linking page")
    }

    /// `exclude:`, `rules:` and `draft:` changed while watching give what a full build gives
    /// (a session that does not show drafts, as `SiteInput` defaults to).
    @Test func excludeRulesAndDraftsChangedWhileWatching() throws {
        let incremental = IncrementalSite(site: site)
        expectSameAsFullBuild(incremental.rebuild(changed: nil), "the first build")
        let config = "content/criteria.yml"
        try folder.write("exclude: native/controls/text-*.md\nrules:\n  missing-captions: off\n", to: config)
        let excluded = incremental.rebuild(changed: [path(config)])
        #expect(excluded.snapshot.files["native/controls/text-input/index.html"] == nil)
        #expect(!excluded.diagnostics.all.contains { $0.rule == "missing-captions" })
        expectSameAsFullBuild(excluded, "an exclude pattern and a rule turned off")

        let link = "content/native/controls/link.md"
        let text = folder.read(link)!
        try folder.write("---\ndraft: true\n---\n" + text, to: link)
        let drafted = incremental.rebuild(changed: [path(link)])
        #expect(drafted.snapshot.files["native/controls/link/index.html"] == nil)
        expectSameAsFullBuild(drafted, "a page marked as a draft")
        try folder.write(text, to: link)
        expectSameAsFullBuild(incremental.rebuild(changed: [path(link)]), "the draft mark removed")

        try folder.write("title: T\n", to: config)
        let restored = incremental.rebuild(changed: [path(config)])
        #expect(restored.snapshot.files["native/controls/text-input/index.html"] != nil)
        expectSameAsFullBuild(restored, "the pattern removed")
    }

    @Test func brokenContentIsReportedAndFixingItClearsTheReport() throws {
        let incremental = IncrementalSite(site: site)
        _ = incremental.rebuild(changed: nil)
        let link = "content/native/controls/link.md"
        let good = folder.read(link)!
        try folder.write("---\norder: [1\n---\n" + good, to: link)
        let broken = incremental.rebuild(changed: [path(link)])
        #expect(broken.diagnostics.hasErrors)
        #expect(broken.diagnostics.sorted.first { $0.severity == .error }?.location.file == "native/controls/link.md")
        try folder.write(good, to: link)
        let fixed = incremental.rebuild(changed: [path(link)])
        #expect(!fixed.diagnostics.hasErrors)
        expectSameAsFullBuild(fixed, "the fix")
    }

    /// Files an editor writes beside a page as it saves it are not content: the save reads the
    /// page alone. Folders and links that come or go are listed again, and so is a folder gone
    /// that held pages, though it is reported by its path alone.
    @Test func filesBesideThePagesAreNotListedAgainButFoldersAre() throws {
        let incremental = IncrementalSite(site: site)
        let first = incremental.rebuild(changed: nil)
        #expect(first.contentFilesRead == 3)

        // Vim: a `4913` file made and removed to test the folder, the old page renamed to a
        // backup, the new one written, the backup removed; JetBrains: a temporary file.
        let link = "content/native/controls/link.md"
        try folder.write(folder.read(link)!.replacingOccurrences(of: "How to test a link", with: "How to test a hyperlink"), to: link)
        try folder.write("backup", to: "content/native/controls/link.md___jb_tmp___")
        let saved = incremental.rebuild(changed: [path(link), path("content/native/controls/4913"), path("content/native/controls/link.md~"),
                                                  path("content/native/controls/link.md___jb_tmp___")])
        #expect(saved.contentFilesRead == 1, "the saved page alone is read")
        expectSameAsFullBuild(saved, "a save the way editors make it")

        let web = folder.url.appendingPathComponent("content/web")
        try folder.write("## Criteria\n\n- A new page\n", to: "content/web/new.md")
        let added = incremental.rebuild(changed: [path("content/web")])
        #expect(added.contentFilesRead == 4, "a new folder is listed")
        expectSameAsFullBuild(added, "a folder of pages moved in")

        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("content/linked"), withDestinationURL: web)
        let linked = incremental.rebuild(changed: [path("content/linked")])
        #expect(linked.contentFilesRead == 4, "a link is listed again (links to folders are not followed)")
        expectSameAsFullBuild(linked, "a link to a folder")

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("content/linked"))
        try FileManager.default.removeItem(at: web)
        let removed = incremental.rebuild(changed: [path("content/linked"), path("content/web")])
        #expect(removed.contentFilesRead == 3, "a folder gone that held pages is listed")
        expectSameAsFullBuild(removed, "folders of pages gone")
    }

    /// Pages in a content folder named like the search index's folder (`search/`) stay in the
    /// site from save to save, and go when removed: only the index's own files are kept apart.
    @Test func pagesInAFolderNamedSearchOutliveASave() throws {
        try folder.write("## Criteria\n\n- Search results are announced\n", to: "content/search/results.md")
        let incremental = IncrementalSite(site: site)
        let first = incremental.rebuild(changed: nil)
        #expect(first.snapshot.files["search/results/index.html"] != nil)
        expectSameAsFullBuild(first, "the first build")
        let link = "content/native/controls/link.md"
        try folder.write(folder.read(link)!.replacingOccurrences(of: "Spacebar: Activates", with: "Space bar: Activates"), to: link)
        let saved = incremental.rebuild(changed: [path(link)])
        #expect(saved.snapshot.files["search/results/index.html"] != nil)
        expectSameAsFullBuild(saved, "a save of another page")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("content/search/results.md"))
        let removed = incremental.rebuild(changed: [path("content/search/results.md")])
        #expect(removed.snapshot.files["search/results/index.html"] == nil)
        expectSameAsFullBuild(removed, "the page removed")
    }

    /// A save makes again only the search files whose inputs changed (docs files: their units;
    /// term shards: their terms' postings); the rest keep their text, and the site is still what
    /// a full build gives.
    @Test func aSaveMakesOnlyTheSearchFilesWhoseInputsChanged() throws {
        // 12 pages of 11 units each (the page and ten headings): docs files of whole pages, several
        // of these to a file; each unit has words of its own, so that the terms fill several shards.
        for number in 1...12 {
            let headings = (1...10).map { step in
                let words = (1...30).map { "word\(number)x\(step)x\($0)" }.joined(separator: " ")
                return "### Step \(step) of page \(number)\n\nCheck step \(step) on page \(number). \(words)\n"
            }
            try folder.write("## Criteria\n\n" + headings.joined(separator: "\n"), to: "content/web/page-\(number).md")
        }
        let incremental = IncrementalSite(site: site)
        let first = incremental.rebuild(changed: nil)
        let docsCount = first.snapshot.files.keys.count { $0.hasPrefix("search/docs-") }
        #expect(docsCount >= 5)
        #expect(first.docsFilesMade == docsCount)
        let shardCount = first.snapshot.files.keys.count { $0.hasPrefix("search/terms-") }
        #expect(shardCount >= 3)
        #expect(first.termShardsMade == shardCount)

        let page = "content/web/page-6.md"
        try folder.write(folder.read(page)!.replacingOccurrences(of: "word6x3x7", with: "word6x3xseven"), to: page)
        let edit = incremental.rebuild(changed: [path(page)])
        #expect(edit.docsFilesMade == 1, "one unit's text changed")
        #expect((1...2).contains(edit.termShardsMade), "one term went and one came")
        expectSameAsFullBuild(edit, "an edit of one unit's text")

        try folder.write(folder.read(page)!.replacingOccurrences(of: "### Step 1 of page 6", with: "### Step 0 of page 6\n\nFirst.\n\n### Step 1 of page 6"),
                         to: page)
        let added = incremental.rebuild(changed: [path(page)])
        #expect(added.docsFilesMade == 1, "a new unit changes its page's docs file only, while the file has room for it")
        expectSameAsFullBuild(added, "a new heading")

        let more = (1...12).map { "### Extra \($0)\n\nMore on page 6, part \($0).\n" }.joined(separator: "\n")
        try folder.write(folder.read(page)! + "\n" + more, to: page)
        let grown = incremental.rebuild(changed: [path(page)])
        #expect(grown.docsFilesMade > 1, "a page that outgrows its docs file moves the pages after it to other files")
        expectSameAsFullBuild(grown, "a page that outgrows its docs file")

        let unchanged = incremental.rebuild(changed: [path(page)])
        #expect(unchanged.pagesParsed == 0, "a source is known by its text's hash, as a build knows it")
        #expect(unchanged.docsFilesMade == 0 && unchanged.termShardsMade == 0)
        expectSameAsFullBuild(unchanged, "a save with nothing changed")

        // Fewer docs files without a change to the navigation: four pages lose nine units each,
        // and more of them fit in a docs file.
        let cut = (9...12).map { "content/web/page-\($0).md" }
        for (number, page) in zip(9...12, cut) {
            try folder.write(folder.read(page)!.components(separatedBy: "### Step 2 of page \(number)")[0], to: page)
        }
        let fewer = incremental.rebuild(changed: Set(cut.map(path)))
        #expect(!fewer.wasFullAssemble)
        let docsBefore = unchanged.snapshot.files.keys.count { $0.hasPrefix("search/docs-") }
        #expect(fewer.snapshot.files.keys.count { $0.hasPrefix("search/docs-") } < docsBefore)
        expectSameAsFullBuild(fewer, "36 units removed")

        // Fewer docs files and shards: the ones past the new counts go.
        for number in 7...11 { try FileManager.default.removeItem(at: folder.url.appendingPathComponent("content/web/page-\(number).md")) }
        let shrunk = incremental.rebuild(changed: Set((7...11).map { path("content/web/page-\($0).md") }))
        #expect(shrunk.snapshot.files.keys.count { $0.hasPrefix("search/docs-") } < docsCount)
        #expect(shrunk.snapshot.files.keys.count { $0.hasPrefix("search/terms-") } < shardCount)
        expectSameAsFullBuild(shrunk, "half of the pages removed")
    }

    /// A session with a bundle's options (media from other sites left out, the home page
    /// stamped) gives what a build with them gives, as the page pass renders and the plan stamps.
    @Test func offlineAndStampedSessionsGiveWhatABuildGives() throws {
        var bundle = site
        bundle.offline = true
        bundle.stampDate = Date(timeIntervalSince1970: 1_790_000_000)
        try folder.write("## Criteria\n\n- Watch it\n\n<video controls src=\"https://example.com/demo.webm\"></video>\n",
                         to: "content/web/remote.md")
        let incremental = IncrementalSite(site: bundle)
        let first = incremental.rebuild(changed: nil)
        #expect(first.diagnostics.all.contains { $0.message.contains("not included in the offline bundle") })
        #expect(first.snapshot.files["index.html"]?.contains("Built on") == true)
        expectSameAsFullBuild(first, "the first build", of: bundle)
        let link = "content/native/controls/link.md"
        try folder.write(folder.read(link)!.replacingOccurrences(of: "Spacebar: Activates", with: "Space bar: Activates"), to: link)
        expectSameAsFullBuild(incremental.rebuild(changed: [path(link)]), "an edit", of: bundle)
    }

    /// A link to a page marked as a draft says that it is a draft, in watch mode as in a build,
    /// and stops saying so when the draft moves away.
    @Test func linksToADraftSayItIsADraft() throws {
        try folder.write("## Criteria\n\n- See [the link](/native-criteria/controls/link)\n", to: "content/native/controls/see.md")
        let incremental = IncrementalSite(site: site)
        expectSameAsFullBuild(incremental.rebuild(changed: nil), "the first build")
        let link = "content/native/controls/link.md"
        let text = folder.read(link)!
        try folder.write("---\ndraft: true\n---\n" + text, to: link)
        let drafted = incremental.rebuild(changed: [path(link)])
        #expect(drafted.diagnostics.all.contains { $0.location.file == "native/controls/see.md" && $0.message.contains("is a draft") })
        expectSameAsFullBuild(drafted, "the linked page marked as a draft")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("content/web"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent(link), to: folder.url.appendingPathComponent("content/web/link.md"))
        let moved = incremental.rebuild(changed: [path(link), path("content/web"), path("content/web/link.md")])
        #expect(!moved.diagnostics.all.contains { $0.message.contains("is a draft") })
        expectSameAsFullBuild(moved, "the draft moved away")
    }

    /// A folder holding only drafts, moved out of the content folder, is reported by its path
    /// alone: it is listed again, and a link into it says the page is missing, as a build says.
    @Test func aFolderOfDraftsMovedAwayIsListedAgain() throws {
        try folder.write("## Criteria\n\n- See [later](/native-criteria/controls/later/one)\n", to: "content/native/controls/see.md")
        try folder.write("---\ndraft: true\n---\n\n## Criteria\n\n- Not yet\n", to: "content/native/controls/later/one.md")
        let incremental = IncrementalSite(site: site)
        let first = incremental.rebuild(changed: nil)
        #expect(first.diagnostics.all.contains { $0.location.file == "native/controls/see.md" && $0.message.contains("is a draft") })
        expectSameAsFullBuild(first, "the first build")
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("content/native/controls/later"),
                                         to: folder.url.appendingPathComponent("later"))
        let moved = incremental.rebuild(changed: [path("content/native/controls/later")])
        #expect(!moved.diagnostics.all.contains { $0.message.contains("is a draft") })
        expectSameAsFullBuild(moved, "the folder of drafts moved away")
    }

    /// A saved draft is read alone, as a saved page is, whether it stays a draft or stops being
    /// one; so is a page that becomes a draft, and a draft removed.
    @Test func aSavedDraftIsReadAlone() throws {
        try folder.write("## Criteria\n\n- See [the draft](/native-criteria/controls/draft)\n", to: "content/native/controls/see.md")
        let draft = "content/native/controls/draft.md"
        try folder.write("---\ndraft: true\ntitle: Draft\n---\n\n## Criteria\n\n- Not yet\n", to: draft)
        let incremental = IncrementalSite(site: site)
        expectSameAsFullBuild(incremental.rebuild(changed: nil), "the first build")
        try folder.write("---\ndraft: true\ntitle: Still a draft\n---\n\n## Criteria\n\n- Nearly\n", to: draft)
        let edited = incremental.rebuild(changed: [path(draft)])
        #expect(edited.contentFilesRead == 1 && edited.pagesParsed == 0, "the draft alone is read, and left out")
        expectSameAsFullBuild(edited, "a draft saved")
        try folder.write("---\ntitle: Published\n---\n\n## Criteria\n\n- Ready\n", to: draft)
        let published = incremental.rebuild(changed: [path(draft)])
        #expect(published.contentFilesRead == 1 && published.sourcesChanged == ["native/controls/draft.md"])
        expectSameAsFullBuild(published, "a draft that stops being a draft")
        let link = "content/native/controls/link.md"
        try folder.write("---\ndraft: true\n---\n" + folder.read(link)!, to: link)
        let drafted = incremental.rebuild(changed: [path(link)])
        #expect(drafted.contentFilesRead == 1 && drafted.snapshot.files["native/controls/link/index.html"] == nil)
        expectSameAsFullBuild(drafted, "a page that becomes a draft")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(link))
        let removed = incremental.rebuild(changed: [path(link)])
        #expect(removed.contentFilesRead == 1 && removed.sourcesChanged.isEmpty, "a draft is not a source of the site")
        expectSameAsFullBuild(removed, "a draft removed")
    }

    /// Problems come in a build's order (load, parse, render, check, layout), not page by page:
    /// two pages with a parse and a render problem each, a file that is not UTF-8, a pattern
    /// that matches nothing; and a page saved as not UTF-8, then fixed.
    @Test func problemsComeInABuildsOrder() throws {
        try folder.write("exclude: nothing/*.md\n", to: "content/criteria.yml")
        for name in ["a", "b"] {
            try folder.write("---\norder: many\n---\n## Criteria\n\n- Item\n\n<span onclick=\"go()\">\(name)</span>\n", to: "content/web/\(name).md")
        }
        try Data([0x23, 0x20, 0xFF, 0x0A]).write(to: folder.url.appendingPathComponent("content/web/broken.md"))
        let incremental = IncrementalSite(site: site)
        let first = incremental.rebuild(changed: nil)
        let files = first.diagnostics.all.map(\.location.file)
        #expect(files.firstIndex(of: "web/b.md").map { files[$0...].contains("web/a.md") } == true, "parse problems, then render problems")
        expectSameAsFullBuild(first, "the first build")
        let page = "content/web/a.md"
        let text = folder.read(page)!
        try Data([0x23, 0x20, 0xFE, 0x0A]).write(to: folder.url.appendingPathComponent(page))
        let broken = incremental.rebuild(changed: [path(page)])
        #expect(broken.diagnostics.all.filter { $0.message == "invalid UTF-8" }.count == 2)
        expectSameAsFullBuild(broken, "a page saved as not UTF-8")
        try folder.write(text, to: page)
        expectSameAsFullBuild(incremental.rebuild(changed: [path(page)]), "the page fixed")
    }

    /// Each kind of save takes the pages through only the steps it touches (`PageSteps.again`):
    /// a rebuild with no change none, a new title its page parsed and rendered and every page
    /// assembled, a config change every page rendered and none parsed.
    @Test func eachSaveRedoesOnlyTheStepsItTouches() throws {
        let incremental = IncrementalSite(site: site)
        let first = incremental.rebuild(changed: nil)
        let pageCount = first.pagesRendered
        #expect(pageCount > 1 && first.pagesParsed == pageCount && first.wasFullAssemble)
        let nothing = incremental.rebuild(changed: [])
        #expect(nothing.pagesParsed == 0 && nothing.pagesRendered == 0 && !nothing.wasFullAssemble && nothing.contentFilesRead == 0)
        #expect(nothing.docsFilesMade == 0 && nothing.termShardsMade == 0)
        expectSameAsFullBuild(nothing, "a rebuild with nothing changed")

        let input = "content/native/controls/text-input.md"
        try folder.write("---\ntitle: Input field\n---\n" + folder.read(input)!, to: input)
        let retitled = incremental.rebuild(changed: [path(input)])
        #expect(retitled.pagesParsed == 1 && retitled.pagesRendered == 1 && retitled.wasFullAssemble,
                "a title is in every page's navigation: every page assembled, one rendered")
        expectSameAsFullBuild(retitled, "a new title")

        try folder.write("title: Renamed site\n", to: "content/criteria.yml")
        let config = incremental.rebuild(changed: [path("content/criteria.yml")])
        #expect(config.pagesParsed == 0 && config.pagesRendered == pageCount && config.wasFullAssemble)
        expectSameAsFullBuild(config, "a config change")
    }

    /// The overview pages' cards follow what a build gives them (`NavigationBuilder`): a page's
    /// card text, and whether it is listed among the guides, which a page becomes when it loses
    /// its criteria tabs.
    @Test func cardsFollowAPageBecomingAGuide() throws {
        let incremental = IncrementalSite(site: site)
        expectSameAsFullBuild(incremental.rebuild(changed: nil), "the first build")
        try folder.write("---\ntitle: Writing guide\n---\nHow we write criteria.\n", to: "content/native/controls/guide.md")
        expectSameAsFullBuild(incremental.rebuild(changed: [path("content/native/controls/guide.md")]), "a new guide")
        try folder.write("---\ntitle: Writing guide\n---\nHow we write criteria.\n\n## Criteria\n\n- Be brief\n",
                         to: "content/native/controls/guide.md")
        expectSameAsFullBuild(incremental.rebuild(changed: [path("content/native/controls/guide.md")]), "the guide given criteria")
        try folder.write("---\ntitle: Writing guide\n---\nHow we write criteria.\n", to: "content/native/controls/guide.md")
        expectSameAsFullBuild(incremental.rebuild(changed: [path("content/native/controls/guide.md")]), "a guide again")
    }

    /// A save of a template or of a theme's asset in a theme layered over the default
    /// (`--theme`) gives what a full build with that theme gives.
    @Test func aSavedTemplateOrThemeAssetGivesWhatABuildGives() throws {
        var themed = site
        themed.theme = folder.url.appendingPathComponent("theme")
        let page = try String(contentsOf: TestPaths.defaultTheme.appendingPathComponent("templates/page.mustache"), encoding: .utf8)
        try folder.write(page, to: "theme/templates/page.mustache")
        try folder.write("body { color: black; }\n", to: "theme/assets/extra.css")
        let incremental = IncrementalSite(site: themed)
        expectSameAsFullBuild(incremental.rebuild(changed: nil), "the first build", of: themed)
        try folder.write(page.replacingOccurrences(of: "<h1>{{title}}</h1>", with: "<h1 class=\"title\">{{title}}</h1>"),
                         to: "theme/templates/page.mustache")
        let template = incremental.rebuild(changed: [path("theme/templates/page.mustache")])
        #expect(template.snapshot.files["native/controls/link/index.html"]?.contains("<h1 class=\"title\">") == true)
        expectSameAsFullBuild(template, "a template saved", of: themed)
        try folder.write("body { color: navy; }\n", to: "theme/assets/extra.css")
        expectSameAsFullBuild(incremental.rebuild(changed: [path("theme/assets/extra.css")]), "a theme asset saved", of: themed)
    }

    // A review's sequences, each once stale in watch mode.

    @Test func aliasesAddedAndRemovedWhileWatchingMakeAndRemoveTheirRedirects() throws {
        let incremental = IncrementalSite(site: site)
        expectSameAsFullBuild(incremental.rebuild(changed: nil), "the first build")
        let link = "content/native/controls/link.md"
        let text = try #require(folder.read(link))
        try folder.write("---\naliases: [/web-criteria/old-link]\n---\n" + text, to: link)
        let added = incremental.rebuild(changed: [path(link)])
        expectSameAsFullBuild(added, "an alias added")
        #expect(added.snapshot.files["web-criteria/old-link/index.html"] != nil)
        try folder.write(text, to: link)
        let removed = incremental.rebuild(changed: [path(link)])
        expectSameAsFullBuild(removed, "the alias removed")
        #expect(removed.snapshot.files["web-criteria/old-link/index.html"] == nil)
    }

    /// A line added above a colliding alias moves the problem with it, though no key changed.
    @Test func anAliasCollisionFollowsItsAliasWhileWatching() throws {
        let link = "content/native/controls/link.md"
        let text = try #require(folder.read(link))
        try folder.write("---\naliases: [/web-criteria/old-link]\n---\n" + text, to: link)
        try folder.write("---\naliases: [/web-criteria/old-link]\n---\n## Criteria\n\n- x\n", to: "content/web/other.md")
        let incremental = IncrementalSite(site: site)
        let first = incremental.rebuild(changed: nil)
        expectSameAsFullBuild(first, "the first build")
        #expect(first.diagnostics.all.contains { $0.location.description == "web/other.md:2:11" && $0.message.contains("would write") })
        try folder.write("---\ndescription: Other\naliases: [/web-criteria/old-link]\n---\n## Criteria\n\n- x\n", to: "content/web/other.md")
        let moved = incremental.rebuild(changed: [path("content/web/other.md")])
        expectSameAsFullBuild(moved, "a line added above the alias")
        #expect(moved.diagnostics.all.contains { $0.location.description == "web/other.md:3:11" && $0.message.contains("would write") })
    }

    /// A title another page of the folder has is reported while it lasts, as a build reports it.
    @Test func aDuplicateTitleComesAndGoesWhileWatching() throws {
        try folder.write("---\ntitle: Other\n---\n## Criteria\n\n- x\n", to: "content/native/other.md")
        let incremental = IncrementalSite(site: site)
        expectSameAsFullBuild(incremental.rebuild(changed: nil), "the first build")
        try folder.write("---\ntitle: Link\n---\n## Criteria\n\n- x\n", to: "content/native/other.md")
        let same = incremental.rebuild(changed: [path("content/native/other.md")])
        expectSameAsFullBuild(same, "a title made the same as another page's")
        #expect(same.diagnostics.all.filter { $0.rule == "duplicate-title" }.map(\.location.description) == ["native/other.md:2:8"])
        try folder.write("---\ntitle: Other\n---\n## Criteria\n\n- x\n", to: "content/native/other.md")
        let fixed = incremental.rebuild(changed: [path("content/native/other.md")])
        expectSameAsFullBuild(fixed, "the title changed back")
        #expect(!fixed.diagnostics.all.contains { $0.rule == "duplicate-title" })
    }

    @Test func rulesChangedWhileWatchingApplyToProblemsOfPagesNotParsedAgain() throws {
        try folder.write("---\norder: many\n---\n## Criteria\n\n- Item\n", to: "content/web/a.md")
        try folder.write("---\nlayout: entry\ntitle: Older\n---\n\n{% unknowntag %}\n", to: "content/web/older.md")
        let incremental = IncrementalSite(site: site)
        expectSameAsFullBuild(incremental.rebuild(changed: nil), "the first build")
        for rules in ["front-matter: warning", "liquid: off", "front-matter: off"] {
            try folder.write("rules:\n  \(rules)\n", to: "content/criteria.yml")
            expectSameAsFullBuild(incremental.rebuild(changed: [path("content/criteria.yml")]), rules)
        }
    }

    @Test func anIncludesFolderSetOnPagesAndTheContentFolderRenamedListTheContentAgain() throws {
        try folder.write("## Criteria\n\n- A page\n", to: "content/web/a.md")
        let incremental = IncrementalSite(site: site)
        expectSameAsFullBuild(incremental.rebuild(changed: nil), "the first build")
        try folder.write("includes: web\n", to: "content/criteria.yml")
        expectSameAsFullBuild(incremental.rebuild(changed: [path("content/criteria.yml")]), "includes: web")
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("content"), to: folder.url.appendingPathComponent("content2"))
        expectSameAsFullBuild(incremental.rebuild(changed: [path("content")]), "the content folder renamed")
    }

    @Test func aSaveThatAddsACitationUpdatesTheCriterionsPage() throws {
        let incremental = IncrementalSite(site: site)
        let first = incremental.rebuild(changed: nil)
        expectSameAsFullBuild(first, "the first build")
        #expect(first.snapshot.files["wcag/index.html"] != nil && first.snapshot.files["wcag/2.4.7/index.html"] == nil)

        let link = "content/native/controls/link.md"
        try folder.write(folder.read(link)!.replacingOccurrences(of: "Focus visibly moves to the link",
                                                                 with: "Focus visibly moves to the link (WCAG 2.4.7 Focus Visible, Level AA)"), to: link)
        let cited = incremental.rebuild(changed: [path(link)])
        let page = try #require(cited.snapshot.files["wcag/2.4.7/index.html"], "the criterion's page is made")
        #expect(page.contains("href=\"../../native/controls/link/index.html\""))
        #expect(cited.snapshot.files["wcag/index.html"]?.contains("<a href=\"../wcag/2.4.7/index.html\">2.4.7 Focus Visible</a>") == true)
        expectSameAsFullBuild(cited, "a save adding a citation")

        let input = "content/native/controls/text-input.md"
        try folder.write(folder.read(input)! + "\n\n## WCAG\n\n- WCAG 2.4.7 Focus Visible (Level AA)\n", to: input)
        let second = incremental.rebuild(changed: [path(input)])
        #expect(second.snapshot.files["wcag/2.4.7/index.html"]?.contains("href=\"../../native/controls/text-input/index.html\"") == true,
                "a second citing page is listed")
        expectSameAsFullBuild(second, "a save adding a second citing page")

        try folder.write(folder.read(link)!.replacingOccurrences(of: " (WCAG 2.4.7 Focus Visible, Level AA)", with: ""), to: link)
        let removed = incremental.rebuild(changed: [path(link)])
        #expect(removed.snapshot.files["wcag/2.4.7/index.html"]?.contains("native/controls/link/index.html") == false)
        expectSameAsFullBuild(removed, "a save removing a citation")
    }

    /// A save that gives a page Android notes lists it on the Android page, as a full build does.
    @Test func aSaveThatAddsAndroidNotesUpdatesTheAndroidPage() throws {
        try folder.write("## Criteria\n\n- Tab: Focus moves to the switch\n", to: "content/web/switch.md")
        let incremental = IncrementalSite(site: site)
        let first = incremental.rebuild(changed: nil)
        #expect(first.snapshot.files["platforms/android/index.html"]?.contains("web/switch/") == false)
        try folder.write("## Criteria\n\n- Tab: Focus moves to the switch\n\n## Android Developer Notes\n\nUse a Switch.\n", to: "content/web/switch.md")
        let saved = incremental.rebuild(changed: [path("content/web/switch.md")])
        #expect(saved.snapshot.files["platforms/android/index.html"]?.contains("href=\"../../web/switch/index.html#android-developer-notes\"") == true)
        expectSameAsFullBuild(saved, "a save adding Android notes")
    }
}
