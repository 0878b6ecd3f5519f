import Foundation
import Testing
@testable import SiteCore

/// The build cache records each written file's size and modification time, stamped on the
/// thread that wrote it once the file is closed, rather than by a `stat` of every path, one
/// after the other, after the commit.
@Suite struct WriteStampTests {
    @Test func everyKindOfEntryIsStampedAsItIsWritten() throws {
        let folder = try TemporaryFolder()
        let source = try folder.write("body { color: black; }", to: "theme/site.css")
        let track = Data("WEBVTT\n".utf8)
        let entries: [SiteEntries.Entry] = [
            .init(path: "web/page/index.html", source: .generated(OutputFile(path: "web/page/index.html", contents: "<p>page</p>"))),
            .init(path: "_assets/site.css", source: .file(source)),
            .init(path: "media/track.vtt", source: .loaded(track, stamp: try #require(FileStamp(path: source.path)))),
        ]
        let staging = folder.url.appendingPathComponent("staging")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        let outcomes = try FolderWriter(folder: staging).writeAll(entries)
        for (entry, outcome) in zip(entries, outcomes) {
            let stamp = try #require(outcome.stamp, "\(entry.path) is stamped")
            #expect(stamp == FileStamp(path: staging.appendingPathComponent(entry.path).path))
        }
        #expect(outcomes.map { $0.stamp?.size } == [11, 22, 7])
    }

    /// A written file's record comes from its stamp: the path is not looked up again (the file
    /// is gone here, and is still recorded as written).
    @Test func recordsOfWrittenFilesTakeTheirStampsWithoutLookingAtTheDisk() throws {
        let folder = try TemporaryFolder()
        let staging = folder.url.appendingPathComponent("staging")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        let entry = SiteEntries.Entry(path: "a.html", source: .generated(OutputFile(path: "a.html", contents: "abc")))
        let outcome = try FolderWriter(folder: staging).write(entry)
        let stamp = try #require(outcome.stamp)
        try FileManager.default.removeItem(at: staging.appendingPathComponent("a.html"))
        let records = OutputUpdater.records(of: [("a.html", outcome)], in: staging)
        #expect(records["a.html"] == BuildCache.File(origin: outcome.origin, size: 3, modified: stamp.modified))
    }

    /// A file found current is not written, so it has no stamp, and its record comes from the
    /// file in the output.
    @Test func recordsOfCurrentFilesComeFromTheOutput() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("abcd", to: "public/b.html")
        let current = FileOperations.Outcome(origin: "hash", written: false)
        let records = OutputUpdater.records(of: [("b.html", current)], in: folder.url.appendingPathComponent("public"))
        let stamp = try #require(FileStamp(path: file.path))
        #expect(records["b.html"] == BuildCache.File(origin: "hash", size: 4, modified: stamp.modified))
    }
}
