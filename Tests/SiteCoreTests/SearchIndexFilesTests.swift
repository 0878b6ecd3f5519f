import Foundation
import Testing
@testable import SiteCore

/// Format 3 of the index's files (docs/search.md, "Files"): postings coded in strings, docs
/// files of whole pages, and what the CLI reads back from them.
@Suite struct SearchIndexFilesTests {
    @Test func numbersRoundTripThroughTheirCode() {
        let numbers = [0, 1, 33, 34, 35, 56, 57, 1937, 1938, 1939, 110_465, 110_466, 16_777_215, Int(Int32.max)]
        var bytes: [UInt8] = []
        for number in numbers { PostingCode.append(number, to: &bytes) }
        #expect(PostingCode.numbers(String(decoding: bytes, as: UTF8.self)) == numbers)
        #expect(bytes.allSatisfy { $0 >= 0x23 && $0 <= 0x7E && $0 != UInt8(ascii: "\\") }, "printable, and nothing JSON escapes")
        var small: [UInt8] = []
        PostingCode.append(33, to: &small)
        PostingCode.append(1937, to: &small)
        #expect(small.count == 3, "below 34 a character, below 1,938 two")
    }

    @Test func postingsRoundTripWithUnitsAsDistances() {
        let postings = [(0, 12, 3), (1, 2400, 0), (40, 1, 31), (5000, 25_000, 17)].map {
            SearchIndex.Posting(unit: $0.0, score: $0.1, isInTitle: $0.2 % 2 == 1)
        }
        var bytes: [UInt8] = []
        PostingCode.append(postings, facet: { $0.unit % 32 }, to: &bytes)
        let read = PostingCode.postings(String(decoding: bytes, as: UTF8.self))
        #expect(read.map(\.unit) == [0, 1, 40, 5000])
        #expect(read.map(\.score) == [12, 2400, 1, 25_000])
        #expect(read.map(\.facet) == [0, 1, 8, 8])
    }

    @Test func docsFilesHoldWholePagesUpToTheirUnits() {
        let limit = SearchIndexFiles.docsUnits
        let sizes = [limit / 2, limit - limit / 2, 1, 1, limit + 5, 3, limit, 2, 2]
        let groups = SearchIndexFiles.docsPages(sizes)
        #expect(groups == [0..<2, 2..<4, 4..<5, 5..<6, 6..<7, 7..<9])
        #expect(groups.flatMap { Array($0) } == Array(sizes.indices), "every page once, in order")
        #expect(groups.allSatisfy { $0.count == 1 || sizes[$0].reduce(0, +) <= limit })
        let starts = sizes.indices.map { sizes[..<$0].reduce(0, +) }
        #expect(SearchIndexFiles.docsFileOfPage(starts, units: sizes.reduce(0, +)) == [0, 0, 1, 1, 2, 3, 4, 5, 5])
    }

    @Test func fragmentsAreLeftOutOnlyWhereTheyAreDerivedExactly() {
        #expect(SearchIndexFiles.derivedFragment(anchor: "ios-developer-notes", heading: "Focus & Role (iOS 17)") == "ios-developer-notes-focus-role-ios-17")
        #expect(SearchIndexFiles.derivedFragment(anchor: "", heading: "") == nil)
        #expect(SearchIndexFiles.derivedFragment(anchor: "videos", heading: "📹 Café") == "videos-caf", "other letters separate words")
        let unit = { (heading: String, url: String) in
            SearchIndex.Unit(page: "P", tab: "Videos", heading: heading, url: url, categoryIndex: 0, kind: .videos, text: "")
        }
        #expect(SearchIndexFiles.fragmentField(unit("Focus", "p.html#videos-focus"), path: "p.html", anchor: "videos") == "")
        #expect(SearchIndexFiles.fragmentField(unit("Focus", "p.html#videos-focus-2"), path: "p.html", anchor: "videos") == "#videos-focus-2")
        #expect(SearchIndexFiles.fragmentField(unit("Café", "p.html#videos-cafe"), path: "p.html", anchor: "videos") == "#videos-cafe")
        #expect(SearchIndexFiles.fragmentField(unit("Focus", "p.html"), path: "p.html", anchor: "videos") == ".")
        #expect(SearchIndexFiles.fragmentField(unit("Focus", "q.html#videos-focus"), path: "p.html", anchor: "videos") == "q.html#videos-focus",
                "an address on another path than its page's is written whole")
        #expect(SearchIndexFiles.fragmentField(unit("Focus", "p.htmlx"), path: "p.html", anchor: "videos") == "p.htmlx")
        for field in ["", "#videos-focus-2", ".", "q.html#videos-focus", "p.htmlx"] {
            let url = SearchIndexFiles.url(path: "p.html", fragmentField: field, anchor: "videos", heading: "Focus")
            #expect(SearchIndexFiles.fragmentField(unit("Focus", url), path: "p.html", anchor: "videos") == field)
        }
    }

    /// `isDerived` compares as it goes; it must agree with making the derived address whole.
    @Test func aDerivedAddressIsKnownAsMakingItWholeKnowsIt() {
        let headings = ["", "Focus", "Focus & Role (iOS 17)", "📹 Café", "--", "a", "A1 b2", "Focus ", " focus", "É"]
        let anchors = ["", "videos", "ios-developer-notes"]
        for heading in headings {
            for anchor in anchors {
                let derived = "p.html" + (SearchIndexFiles.derivedFragment(anchor: anchor, heading: heading).map { "#" + $0 } ?? "")
                var urls = [derived, derived + "-2", derived + "x", String(derived.dropLast()), "p.html", "p.html#", "q.html", "p.htm"]
                urls += ["p.html#" + anchor, "p.html#focus", "p.html#videos-focus", derived.replacingOccurrences(of: "#", with: "-")]
                for url in urls {
                    #expect(SearchIndexFiles.isDerived(url, path: "p.html", anchor: anchor, heading: heading) == (url == derived),
                            "\(url) for \(anchor) \(heading)")
                }
            }
        }
    }

    /// Pages with repeated and non-ASCII headings, an introduction and videos, written as a
    /// build writes them and read back as `criteria search --site` reads them.
    @Test func theReaderGetsBackEveryUnitAndPosting() throws {
        let pages = [
            parsePage("## General Notes\n\nAbout focus.\n\n## Criteria\n\n### Focus\n\nFocus is seen.\n\n### Focus\n\nAgain.\n\n### Café ☕\n\nCoffee.\n", path: "web/focus.md").0,
            parsePage("## General Notes\n\nA toggle.\n\n## Videos\n\n### Captions\n\n## iOS Developer Notes\n\nSet it.\n", path: "native/toggle.md").0,
        ] + IndexAccumulatorTests.pages(count: 30)
        let index = IndexBuilder().build(pages)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("search-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("search"), withIntermediateDirectories: true)
        let files = SearchIndexFiles().files(for: index)
        for file in files { try file.contents.write(to: folder.appendingPathComponent(file.path), atomically: false, encoding: .utf8) }
        #expect(files.count { $0.path.hasPrefix("search/docs-") } == SearchIndexFiles.docsPages(SearchIndexFiles.pageSizes(index.pageStarts, units: index.units.count)).count)

        var read = try SearchIndexReader().read(site: folder, onlyFor: "focus caf again coffee toggle caption set page")
        try SearchIndexReader().readDocs(into: &read, units: Array(index.units.indices), site: folder)
        #expect(read.units == index.units)
        #expect(read.pageStarts == index.pageStarts)
        for term in ["focus", "caf", "again", "coffee", "toggl", "caption", "set", "pag"] {
            #expect(read.postings[term] == index.postings[term], "\(term)")
        }
        #expect(index.units.contains { $0.url.hasSuffix("#criteria-focus-2") } && index.units.contains { $0.heading == "Café ☕" })
    }

    /// The reader opens only the docs files holding the units asked for, each at its first page.
    @Test func theReaderFillsTheUnitsAskedForFromTheirDocsFilesOnly() throws {
        let index = IndexBuilder().build(drafts: IndexAccumulatorTests.unevenDrafts())
        let folder = try Self.writtenSite(index)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Of the pages with units, the fourth's first unit and the tenth's last: docs files 2 and 7 of 9.
        let asked = [index.pageStarts[3], index.pageStarts[9] + 47]
        var read = try SearchIndexReader().read(site: folder, onlyFor: "text")
        try SearchIndexReader().readDocs(into: &read, units: asked, site: folder)
        let filled = read.units.indices.filter { !read.units[$0].text.isEmpty }
        let expected = Array(index.pageStarts[2]..<index.pageStarts[4]) + Array(index.pageStarts[9]..<index.pageStarts[10])
        #expect(filled == expected)
        #expect(filled.allSatisfy { read.units[$0] == index.units[$0] })
        #expect(SearchIndexFiles.docsFileOfPage(index) == [0, 1, 2, 2, 3, 4, 5, 5, 6, 7, 8], "pages with units only")
    }

    /// An index's own docs size and tabs lay out its files (meta, grouping, tab numbers), and
    /// come back with them: the writer and the reader take them from the index alone.
    @Test func anIndexsOwnDocsSizeAndTabsLayOutItsFiles() throws {
        var index = IndexBuilder().build(drafts: IndexAccumulatorTests.unevenDrafts())
        index.docsUnits = 60
        index.tabs = [SearchIndex.Tab(label: "Criteria", anchor: "criteria"), SearchIndex.Tab(label: "Introduction", anchor: "")]
        let folder = try Self.writtenSite(index)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("search").path)
        #expect(names.count { $0.hasPrefix("docs-") } == SearchIndexFiles.docsPages(of: index).count)
        #expect(SearchIndexFiles.docsPages(of: index).count != SearchIndexFiles.docsPages(SearchIndexFiles.pageSizes(index.pageStarts, units: index.units.count)).count)
        let first = try String(contentsOf: folder.appendingPathComponent("search/docs-0.js"), encoding: .utf8)
        #expect(first.contains("0,\"H0\",\"\",\"Text 1 0\""), "Criteria is the index's tab 0")

        var read = try SearchIndexReader().read(site: folder, onlyFor: "text")
        #expect(read.docsUnits == 60 && read.tabs == index.tabs)
        try SearchIndexReader().readDocs(into: &read, units: Array(index.units.indices), site: folder)
        #expect(read.units == index.units)
    }

    @Test func anIndexOfAnotherFormatIsNamedAsSuch() throws {
        let folder = try Self.writtenSite(IndexBuilder().build(IndexAccumulatorTests.pages(count: 3)))
        defer { try? FileManager.default.removeItem(at: folder) }
        try "CriteriaSearch.meta({\"version\":2,\"shards\":1,\"units\":0,\"categories\":[]});\n"
            .write(to: folder.appendingPathComponent("search/meta.js"), atomically: false, encoding: .utf8)
        #expect(Self.failure { _ = try SearchIndexReader().read(site: folder, onlyFor: "x") }.contains("format 2, this criteria reads format 3; build the site again"))
        // A later format may move every other field: its version is read first, in both places.
        try "CriteriaSearch.meta({\"version\":4});\n".write(to: folder.appendingPathComponent("search/meta.js"), atomically: false, encoding: .utf8)
        #expect(Self.failure { _ = try SearchIndexReader().read(site: folder, onlyFor: "x") }.contains("format 4"))
        #expect(Self.failure { _ = try SearchIndexReader().shardCounts(site: folder) }.contains("format 4"))
    }

    /// Docs files and term shards end with their format; one of an older format, as a browser's
    /// cache may keep, is named as such.
    @Test(arguments: [
        ("docs-0.js", "\n], 3);\n", "CriteriaSearch.docs(0, [[\"P\", \"Intro\", \"\", \"p.html\", \"text\"]]);\n"),
        ("terms-0.js", "\n}, 3);\n", "CriteriaSearch.terms(0, {\"page\": [0, 5000, 2]});\n"),
    ])
    func aFileOfAnotherFormatIsNamedAsSuch(name: String, ending: String, older: String) throws {
        let folder = try Self.writtenSite(IndexBuilder().build(IndexAccumulatorTests.pages(count: 3)))
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("search/" + name)
        #expect(try String(contentsOf: file, encoding: .utf8).hasSuffix(ending), "\(name) gives its format")
        try older.write(to: file, atomically: false, encoding: .utf8)
        let failure = Self.failure {
            var read = try SearchIndexReader().read(site: folder, onlyFor: "page")
            try SearchIndexReader().readDocs(into: &read, units: [0], site: folder)
        }
        #expect(failure.contains("\(name) is a search index of an older format"))
    }

    @Test func theReaderNamesTabsFromTheIndexsOwnList() throws {
        let page = parsePage("## General Notes\n\nAbout focus.\n\n## Criteria\n\n### Focus\n\nFocus is seen.\n", path: "web/focus.md").0
        let folder = try Self.writtenSite(IndexBuilder().build([page]))
        defer { try? FileManager.default.removeItem(at: folder) }
        let metaFile = folder.appendingPathComponent("search/meta.js")
        let meta = try String(contentsOf: metaFile, encoding: .utf8)
        #expect(meta.contains("[\"Criteria\",\"criteria\"]"))
        try meta.replacingOccurrences(of: "[\"Criteria\",\"criteria\"]", with: "[\"Kriterien\",\"kriterien\"]")
            .write(to: metaFile, atomically: false, encoding: .utf8)
        var read = try SearchIndexReader().read(site: folder, onlyFor: "focus")
        try SearchIndexReader().readDocs(into: &read, units: [1], site: folder)
        #expect(read.units[1].tab == "Kriterien")
        #expect(read.units[1].url == "web/focus/index.html#kriterien-focus")
    }

    /// A site folder holding only `index`'s search files.
    static func writtenSite(_ index: SearchIndex) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("search-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("search"), withIntermediateDirectories: true)
        for file in SearchIndexFiles().files(for: index) {
            try file.contents.write(to: folder.appendingPathComponent(file.path), atomically: false, encoding: .utf8)
        }
        return folder
    }

    /// What `body` throws, as a person reads it; empty when it throws nothing.
    static func failure(_ body: () throws -> Void) -> String {
        do { try body() } catch { return "\(error)" }
        return ""
    }
}
