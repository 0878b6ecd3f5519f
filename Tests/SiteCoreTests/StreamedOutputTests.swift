import Foundation
import Testing
import ZIPFoundation
@testable import SiteCore

/// Criteria pages are made as they are written (`OutputFile.init(path:making:)`), so a build never
/// holds all of them. Each writer must make a page exactly once: a second reading would assemble
/// it twice, and an eager reading would hold the whole site again.
@Suite struct StreamedOutputTests {
    /// Counts how often each deferred file is made.
    final class Makes: @unchecked Sendable {
        private var counts: [String: Int] = [:]
        private let lock = NSLock()

        func file(_ path: String, _ text: String) -> OutputFile {
            OutputFile(path: path) { [self] in
                lock.lock()
                counts[path, default: 0] += 1
                lock.unlock()
                return text
            }
        }

        var all: [String: Int] {
            lock.lock()
            defer { lock.unlock() }
            return counts
        }
    }

    /// The threads that made files.
    final class Makers: @unchecked Sendable {
        private var threads: Set<UInt> = []
        private let lock = NSLock()

        func note() {
            lock.withLock { _ = threads.insert(UInt(pthread_self())) }
        }

        var count: Int { lock.withLock { threads.count } }
    }

    private func pages(_ makes: Makes, count: Int = 40, version: String = "one") -> [OutputFile] {
        (0..<count).map { makes.file("web/page-\($0)/index.html", "<p>page \($0), \(version)</p>") }
    }

    @Test func assembledPagesAreMadeWhenReadAndEqualTheirText() throws {
        var sink = Diagnostics()
        let page = CriteriaPage(sourcePath: "web/link.md", address: ["web", "link"], title: "Link", sections: [])
        let rendered = RenderedPage(page: page, introHTML: "<p>Intro</p>", tabs: [], media: [], summary: "Intro")
        let tree = NavigationBuilder(config: SiteConfig()).build([rendered])
        let assembler = PageAssembler(config: SiteConfig(), tree: tree, theme: ThemeLoader().load(layers: [TestPaths.defaultTheme], into: &sink),
                                      into: &sink)
        let files = assembler.assemble([rendered], into: &sink)
        // The page, the overviews and the WCAG pages, which list pages, are deferred; nothing else is.
        #expect(files.filter(\.isDeferred).map(\.path).sorted() == ["index.html", "wcag/index.html", "wcag/level-a/index.html", "wcag/level-aa/index.html",
                                                                      "wcag/level-aaa/index.html", "web/index.html", "web/link/index.html"])
        let file = try #require(files.first { $0.path == "web/link/index.html" })
        #expect(file == assembler.criteriaPage(rendered))
        #expect(!file.made.isDeferred && file.made == file)
        #expect(OutputFile.made(files) == files)
        #expect(!sink.hasErrors)
    }

    @Test func aNewOutputFolderMakesEachPageOnce() throws {
        let folder = try TemporaryFolder()
        let makes = Makes()
        let files = pages(makes)
        let output = folder.url.appendingPathComponent("public")
        let written = try OutputWriter().write(SiteEntries.list(files: files, media: [], assets: .empty, theme: Theme()),
                                               to: output, content: folder.url.appendingPathComponent("content"), force: false)
        #expect(written.summary.filesWritten == files.count)
        #expect(makes.all == Dictionary(uniqueKeysWithValues: files.map { ($0.path, 1) }))
        #expect(folder.read("public/web/page-7/index.html") == "<p>page 7, one</p>")
        // The origin handed back for the build cache is the hash of what was written.
        #expect(written.outcomes.first?.origin == ContentHash("<p>page 0, one</p>").hex)
    }

    @Test func updatingMakesEachPageOnceAndWritesOnlyChangedOnes() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("public")
        let content = folder.url.appendingPathComponent("content")
        let first = try OutputWriter().write(SiteEntries.list(files: pages(Makes()), media: [], assets: .empty, theme: Theme()),
                                             to: output, content: content, force: false)
        #expect(first.summary.filesWritten == 40)

        let makes = Makes()
        var files = pages(makes)
        files[3] = makes.file("web/page-3/index.html", "<p>page 3, two</p>")
        // Without records, unchanged files are found by comparing bytes. Written in two batches,
        // as a build writes its pages; nothing is in place before the commit.
        let entries = SiteEntries.list(files: files, media: [], assets: .empty, theme: Theme())
        var staging = try OutputUpdater.Staging(output: output, previous: [:])
        defer { staging.discard() }
        try staging.write(Array(entries.prefix(20)))
        try staging.write(Array(entries.dropFirst(20)))
        #expect(folder.read("public/web/page-3/index.html") == "<p>page 3, one</p>", "not in place before the commit")
        let result = try staging.commit(kept: [])
        staging.discard()
        #expect(result.written == ["web/page-3/index.html"])
        #expect(makes.all.values.allSatisfy { $0 == 1 } && makes.all.count == 40)
        #expect(folder.read("public/web/page-3/index.html") == "<p>page 3, two</p>")
        #expect(result.records["web/page-3/index.html"]?.origin == ContentHash("<p>page 3, two</p>").hex)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0 != "public" }
        #expect(leftovers.isEmpty, "the staging folder is gone: \(leftovers)")
    }

    @Test func aBundleMakesEachPageOnce() throws {
        let folder = try TemporaryFolder()
        let makes = Makes()
        let files = pages(makes, count: 150)   // more than one batch
        let output = BuildOutput(config: SiteConfig(), theme: Theme(), assets: .empty, pageCount: 1, files: files, media: [], stageTimes: [])
        let archive = folder.url.appendingPathComponent("site.zip")
        _ = try ZipBundleWriter().write(output, to: archive, date: Date(timeIntervalSince1970: 1_795_000_000), force: false)
        #expect(makes.all.count == 150 && makes.all.values.allSatisfy { $0 == 1 })
        let zip = try Archive(url: archive, accessMode: .read, pathEncoding: nil)
        let entry = try #require(zip["site/web/page-149/index.html"])
        var data = Data()
        _ = try zip.extract(entry) { data.append($0) }
        #expect(String(decoding: data, as: UTF8.self) == "<p>page 149, one</p>")
    }

    @Test func aFailedWriteNamesTheFailingFileFirstInEntryOrder() throws {
        let folder = try TemporaryFolder()
        // Files where two pages' folders must go: pages 3 and 6 fail, page 3 is named.
        try folder.write("not a folder", to: "staging/web/page-6")
        try folder.write("not a folder", to: "staging/web/page-3")
        let entries = SiteEntries.list(files: pages(Makes(), count: 8), media: [], assets: .empty, theme: Theme())
        #expect {
            _ = try FolderWriter(folder: folder.url.appendingPathComponent("staging")).writeAll(entries)
        } throws: { error in
            "\(error)".contains("web/page-3") && !"\(error)".contains("page-6")
        }
        #expect(folder.read("staging/web/page-7/index.html") == "<p>page 7, one</p>", "the other pages are written")
    }

    /// `FileHandOut` (the overview pages, written while the index is scored): threads that start
    /// before the files are known wait for them, each file is made and written once by
    /// whichever thread takes it, and what was written comes back in the order published.
    @Test func handedOutFilesAreWrittenOnceByWhicheverThreadTakesThemInPublishedOrder() throws {
        let folder = try TemporaryFolder()
        let makes = Makes(), makers = Makers()
        // Each file takes a millisecond to make, so that the waiting threads get some of them.
        let files = pages(makes, count: 300).map { page in
            OutputFile(path: page.path) {
                makers.note()
                Thread.sleep(forTimeInterval: 0.001)
                return page.contents
            }
        }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("staging"), withIntermediateDirectories: false)
        let handOut = FileHandOut(writer: FolderWriter(folder: folder.url.appendingPathComponent("staging")))
        let group = DispatchGroup()
        for _ in 0..<3 { DispatchQueue.global().async(group: group) { handOut.write() } }
        Thread.sleep(forTimeInterval: 0.05)   // the three wait for the files
        handOut.publish(files)
        handOut.write()
        #expect(group.wait(timeout: .now() + 10) == .success, "every writer returns once the files are gone")
        #expect(makes.all.count == 300 && makes.all.values.allSatisfy { $0 == 1 })
        #expect(makers.count > 1, "the threads that waited for the files wrote some of them")
        let written = try handOut.written()
        #expect(written.map(\.path) == files.map(\.path))
        #expect(written.allSatisfy { $0.outcome.written })
        #expect(folder.read("staging/web/page-299/index.html") == "<p>page 299, one</p>")
    }

    @Test func aHandedOutFileThatFailsIsNamedFirstInPublishedOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write("not a folder", to: "staging/web/page-6")
        try folder.write("not a folder", to: "staging/web/page-3")
        let handOut = FileHandOut(writer: FolderWriter(folder: folder.url.appendingPathComponent("staging")))
        handOut.publish(pages(Makes(), count: 8))
        handOut.write()
        #expect {
            _ = try handOut.written()
        } throws: { error in
            "\(error)".contains("web/page-3") && !"\(error)".contains("page-6")
        }
        #expect(folder.read("staging/web/page-7/index.html") == "<p>page 7, one</p>", "the other pages are written")
    }
}
