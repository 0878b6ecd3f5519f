import Foundation
import Testing
@testable import SiteCore

@Suite struct ConfigLoaderTests {
    @Test func readsEveryKey() {
        var sink = Diagnostics()
        let config = ConfigLoader().load("""
        title: Our criteria
        base-url: https://intranet.example.com/a11y/
        category-order: [web, native]
        category-titles: {how-to-test: How to Test}
        site-origins: https://criteria.example.com
        raw-html: trust
        page-urls: file
        """, path: "criteria.yml", into: &sink)
        #expect(sink.all.isEmpty)
        #expect(config.pageURLs == .file)
        #expect(config.title == "Our criteria")
        #expect(config.baseURL == "https://intranet.example.com/a11y/")
        #expect(config.categoryOrder == ["web", "native"])
        #expect(config.categoryTitles == ["how-to-test": "How to Test"])
        #expect(config.siteOrigins == ["https://criteria.example.com"])
        #expect(config.rawHTML == .trust)
    }

    @Test func unknownKeysAndBadValuesAreErrorsWithLineAndColumn() {
        var sink = Diagnostics()
        _ = ConfigLoader().load("title: x\n  \ntheem: dark\nraw-html: maybe\n", path: "criteria.yml", into: &sink)
        #expect(sink.sorted.map { "\($0.location): \($0.severity.rawValue): \($0.message)" } == [
            "criteria.yml:3:1: error: unknown configuration key \"theem\"",
            "criteria.yml:4:11: error: raw-html must be \"sanitize\" or \"trust\", not \"maybe\"",
        ])
        #expect(sink.sorted.first?.note == "did you mean \"theme\"?")
        var far = Diagnostics()
        _ = ConfigLoader().load("colour: red\n", path: "criteria.yml", into: &far)
        #expect(far.all.first?.note?.hasPrefix("known keys: title, base-url, theme") == true, "no key is near: all are listed")
    }

    @Test func pageURLsDefaultToFoldersAndAnUnknownValueSuggestsTheNearest() {
        var sink = Diagnostics()
        #expect(ConfigLoader().load("title: x\n", path: "criteria.yml", into: &sink).pageURLs == .folder)
        let config = ConfigLoader().load("page-urls: Folders\n", path: "criteria.yml", into: &sink)
        #expect(config.pageURLs == .folder)
        #expect(sink.all.map { "\($0.location): \($0.message) (\($0.note ?? ""))" } == [
            "criteria.yml:1:12: page-urls must be \"folder\" or \"file\", not \"Folders\" (did you mean \"folder\"?)",
        ])
    }

    @Test func invalidYAMLIsLocated() {
        var sink = Diagnostics()
        _ = ConfigLoader().load("title: [a\n", path: "criteria.yml", into: &sink)
        #expect(sink.errorCount == 1)
        #expect(sink.all[0].location.line >= 1)
        #expect(sink.all[0].message.hasPrefix("invalid YAML"))
    }
}

@Suite struct ContentLoaderTests {
    @Test func loadsMarkdownSortedAndSkipsAssetsAndHiddenFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("## Criteria\n", to: "web/b.md")
        try folder.write("## Criteria\n", to: "web/a.md")
        try folder.write("not markdown", to: "web/notes.txt")
        try folder.write("## Criteria\n", to: ".drafts/x.md")
        try folder.write("## Criteria\n", to: "assets/readme.md")
        var sink = Diagnostics()
        let files = ContentLoader().load(contentRoot: folder.url, excluding: [folder.url.appendingPathComponent("assets")], into: &sink)
        #expect(files.map(\.path) == ["web/a.md", "web/b.md"])
    }

    @Test func invalidUTF8IsAnErrorAtTheFirstBadByteAndOtherFilesStillLoad() throws {
        let folder = try TemporaryFolder()
        try folder.write(Data("## Criteria\n\nCafé ok\nbad: ".utf8) + Data([0xC3, 0x28]) + Data("\n".utf8), to: "bad.md")
        try folder.write("\u{FEFF}## Criteria\n", to: "good.md")
        var sink = Diagnostics()
        let files = ContentLoader().load(contentRoot: folder.url, excluding: [], into: &sink)
        #expect(files.map(\.path) == ["good.md"])
        #expect(files.first?.text == "## Criteria\n", "the byte-order mark is dropped")
        #expect(sink.all.map { "\($0.location): \($0.message)" } == ["bad.md:4:6: invalid UTF-8"])
    }

    /// A Markdown file or folder whose name is not UTF-8 cannot become a page: it is an error
    /// that shows the name's other bytes as `\xHH`, and the other files still load.
    @Test func namesThatAreNotUTF8AreErrorsAndOtherFilesStillLoad() throws {
        let folder = try TemporaryFolder()
        try folder.write("## Criteria\n", to: "web/good.md")
        func create(_ name: [UInt8], folder isFolder: Bool) throws {
            let path = Array(folder.url.path.utf8) + Array("/web/".utf8) + name
            let made = path.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { buffer -> Int32 in
                let cPath = Array(buffer) + [0]
                return isFolder ? mkdir(cPath, 0o755) : open(cPath, O_CREAT | O_WRONLY, 0o644)
            }
            #expect(made >= 0)
            if !isFolder { close(made) }
        }
        try create(Array("caf".utf8) + [0xE9] + Array(".md".utf8), folder: false)
        try create(Array("notes-".utf8) + [0xFF] + Array(".txt".utf8), folder: false)
        try create(Array("caf".utf8) + [0xE9] + Array("-dir".utf8), folder: true)
        var sink = Diagnostics()
        let files = ContentLoader().load(contentRoot: folder.url, excluding: [], into: &sink)
        #expect(files.map(\.path) == ["web/good.md"])
        #expect(sink.all.map { "\($0.location): \($0.severity.rawValue): \($0.message)" } == [
            "web/caf\\xE9-dir: error: folder name is not UTF-8; its pages are left out",
            "web/caf\\xE9.md: error: file name is not UTF-8; the page is left out",
        ])
    }

    /// Lines end as cmark ends them (CR and CRLF included), and a byte-order mark is no column,
    /// so the position is where an editor shows the bad byte.
    @Test(arguments: [
        (Data([0x61, 0x0D, 0x62, 0x0D, 0xFF]), "bad.md:3:1"),
        (Data([0x61, 0x0D, 0x0A, 0x0D, 0x0A, 0x62, 0x62, 0xFF]), "bad.md:3:3"),
        (Data([0xEF, 0xBB, 0xBF, 0x61, 0x62, 0x80]), "bad.md:1:3"),
        (Data([0x0A, 0xE2, 0x82]), "bad.md:2:1"),
    ])
    func invalidUTF8IsLocatedWhereAnEditorShowsIt(bytes: Data, location: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(bytes, to: "bad.md")
        var sink = Diagnostics()
        _ = ContentLoader().load(contentRoot: folder.url, excluding: [], into: &sink)
        #expect(sink.all.map { "\($0.location)" } == [location])
    }

    @Test func symbolicLinkLoopsDoNotHang() throws {
        let folder = try TemporaryFolder()
        try folder.write("## Criteria\n", to: "web/a.md")
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("web/loop"), withDestinationURL: folder.url)
        var sink = Diagnostics()
        #expect(ContentLoader().load(contentRoot: folder.url, excluding: [], into: &sink).map(\.path) == ["web/a.md"])
    }
}
