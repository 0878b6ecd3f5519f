import Foundation
import Synchronization
import Testing
@testable import SiteCore

/// `FolderWriter.write` takes one path for every kind of entry (generated text, a copied file, a
/// file read at load): each must come out with its own origin, be written where it belongs, and
/// be left alone, folder and all, when `isCurrent` accepts it.
@Suite struct FolderWriterTests {
    typealias Entry = SiteEntries.Entry

    static func entries(in folder: TemporaryFolder) throws -> (entries: [Entry], origins: [String]) {
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("staging"), withIntermediateDirectories: false)
        let copied = try folder.write("a { color: red }", to: "source/a.css")
        let read = try folder.write("WEBVTT\n", to: "source/b.vtt")
        let copiedStamp = try #require(FileStamp(path: copied.path)), readStamp = try #require(FileStamp(path: read.path))
        let entries = [
            Entry(path: "web/page/index.html", source: .generated(OutputFile(path: "web/page/index.html", contents: "<p>made</p>"))),
            Entry(path: "_assets/css/a.css", source: .file(copied)),
            Entry(path: "media/captions/b.vtt", source: .loaded(Data("WEBVTT\n".utf8), stamp: readStamp)),
            Entry(path: "media/gone.webm", source: .file(folder.url.appendingPathComponent("source/gone.webm"))),
        ]
        return (entries, [ContentHash("<p>made</p>").hex, copiedStamp.origin, readStamp.origin, "missing"])
    }

    @Test func eachKindIsWrittenWithItsOrigin() throws {
        let folder = try TemporaryFolder()
        let (entries, origins) = try Self.entries(in: folder)
        let writer = FolderWriter(folder: folder.url.appendingPathComponent("staging"))
        let outcomes = try entries.dropLast().map { try writer.write($0) }
        #expect(outcomes.map(\.origin) == Array(origins.dropLast()))
        #expect(outcomes.allSatisfy { $0.written })
        #expect(folder.read("staging/web/page/index.html") == "<p>made</p>")
        #expect(folder.read("staging/_assets/css/a.css") == "a { color: red }")
        #expect(folder.read("staging/media/captions/b.vtt") == "WEBVTT\n")
        #expect(throws: (any Error).self) { _ = try writer.write(entries[3]) }
    }

    @Test func entriesThatAreCurrentAreNotWritten() throws {
        let folder = try TemporaryFolder()
        let (entries, origins) = try Self.entries(in: folder)
        let asked = Mutex<[String: String?]>([:])
        let writer = FolderWriter(folder: folder.url.appendingPathComponent("staging")) { entry, _, text in
            asked.withLock { $0[entry.path] = .some(text) }
            return true
        }
        let outcomes = try entries.map { try writer.write($0) }
        #expect(outcomes.map(\.origin) == origins)
        #expect(outcomes.allSatisfy { !$0.written })
        #expect(!folder.exists("staging/web") && !folder.exists("staging/_assets") && !folder.exists("staging/media"))
        let texts = asked.withLock { $0 }
        #expect(texts.count == 4)
        #expect(texts["web/page/index.html"] == .some("<p>made</p>"), "generated text is offered, made once")
        #expect(texts.filter { $0.key != "web/page/index.html" }.allSatisfy { $0.value == nil })
    }
}
