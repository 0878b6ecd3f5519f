import Foundation
import Testing
import ZIPFoundation
@testable import SiteCore

/// Builds a small site with a video and its captions, as `criteria bundle` does.
private func bundleBuild(in folder: TemporaryFolder) throws -> BuildOutput {
    try folder.write("""
    ## Videos

    ### Android Talkback

    <video controls>
      <source src="media/video/link.webm" type="video/webm">
      <track kind="captions" src="media/video/link.vtt" srclang="en" label="English">
    </video>
    """, to: "content/native/controls/link.md")
    try folder.write(Data([0x1A, 0x45, 0xDF, 0xA3]), to: "content/assets/media/video/link.webm")
    try folder.write("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nLink\n", to: "content/assets/media/video/link.vtt")
    let site = SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent("out.zip"),
                         defaultTheme: TestPaths.defaultTheme, offline: true, stampDate: Date(timeIntervalSince1970: 1_795_000_000))
    var sink = Diagnostics()
    let output = Pipeline().build(site, into: &sink)
    #expect(!sink.hasErrors, "\(messages(sink))")
    return output
}

private func entries(of url: URL) throws -> [String: Data] {
    let archive = try Archive(url: url, accessMode: .read, pathEncoding: nil)
    var result: [String: Data] = [:]
    for entry in archive {
        var data = Data()
        if entry.type == .file { _ = try archive.extract(entry) { data.append($0) } }
        result[entry.path] = data
    }
    return result
}

private func siblings(of url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path).sorted()
}

@Suite struct ZipBundleWriterTests {
    @Test func entriesSitUnderOneTopFolderWithTheSiteLayout() throws {
        let folder = try TemporaryFolder()
        let output = try bundleBuild(in: folder)
        let zip = folder.url.appendingPathComponent("dist/criteria-site.zip")
        let summary = try ZipBundleWriter().write(output, to: zip, date: Date(), force: false)
        let found = try entries(of: zip)
        let paths = found.keys.sorted()
        #expect(paths.allSatisfy { $0.hasPrefix("criteria-site/") && !$0.contains("\\") && !$0.contains("//") })
        for path in ["criteria-site/", "criteria-site/index.html", "criteria-site/search.html", "criteria-site/native/controls/link/index.html",
                     "criteria-site/_assets/criteria.css", "criteria-site/_assets/search.js", "criteria-site/search/meta.js",
                     "criteria-site/media/video/link.webm", "criteria-site/media/video/link.vtt", "criteria-site/.criteria-manifest"] {
            #expect(found[path] != nil, "\(path) is in the archive")
        }
        #expect(found["criteria-site/media/video/link.webm"] == Data([0x1A, 0x45, 0xDF, 0xA3]))
        let home = String(decoding: found["criteria-site/index.html"] ?? Data(), as: UTF8.self)
        #expect(home.contains("<p class=\"build-info\">Built on 2026-11-18 at 11:06 UTC"))
        let manifest = String(decoding: found["criteria-site/.criteria-manifest"] ?? Data(), as: UTF8.self)
        #expect(manifest.contains("\nnative/controls/link/index.html\n"))
        #expect(summary.filesWritten == paths.filter { !$0.hasSuffix("/") }.count - 1)
        #expect(try siblings(of: zip) == ["criteria-site.zip"], "no temporary archive is left")
    }

    @Test func theTopFolderIsNamedAfterTheArchive() {
        #expect(ZipBundleWriter.topFolder(for: URL(fileURLWithPath: "/tmp/a11y-2026.zip")) == "a11y-2026")
        #expect(ZipBundleWriter.topFolder(for: URL(fileURLWithPath: "/tmp/site")) == "site")
    }

    @Test func aFailedWriteLeavesThePreviousArchiveAndNoPartialOne() throws {
        let folder = try TemporaryFolder()
        let output = try bundleBuild(in: folder)
        let zip = folder.url.appendingPathComponent("dist/criteria-site.zip")
        _ = try ZipBundleWriter().write(output, to: zip, date: Date(), force: false)
        let before = try Data(contentsOf: zip)
        // The video disappears between the build and the write: reading it fails half-way.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("content/assets/media/video/link.webm"))
        #expect(throws: EmitError.self) { try ZipBundleWriter().write(output, to: zip, date: Date(), force: false) }
        #expect(try Data(contentsOf: zip) == before)
        #expect(try siblings(of: zip) == ["criteria-site.zip"], "the temporary archive was removed")
    }

    @Test func anotherFileAtTheTargetIsRefusedOrSetAsideButNeverDeleted() throws {
        let folder = try TemporaryFolder()
        let output = try bundleBuild(in: folder)
        let zip = try folder.write("my own notes", to: "dist/criteria-site.zip")
        #expect(throws: EmitError.bundleTargetIsForeign(zip.path)) {
            try ZipBundleWriter().write(output, to: zip, date: Date(), force: false)
        }
        #expect(folder.read("dist/criteria-site.zip") == "my own notes")
        let summary = try ZipBundleWriter().write(output, to: zip, date: Date(), force: true)
        let aside = try #require(summary.setAside)
        #expect((try? String(contentsOfFile: aside, encoding: .utf8)) == "my own notes")
        #expect(ZipBundleWriter.isBundle(zip))
        // A bundle this tool wrote is replaced without --force.
        #expect(try ZipBundleWriter().write(output, to: zip, date: Date(), force: false).setAside == nil)
    }

    @Test func aFolderAtTheTargetIsRefused() throws {
        let folder = try TemporaryFolder()
        let output = try bundleBuild(in: folder)
        try folder.write("x", to: "dist/site.zip/keep.txt")
        #expect(throws: EmitError.self) {
            try ZipBundleWriter().write(output, to: folder.url.appendingPathComponent("dist/site.zip"), date: Date(), force: true)
        }
        #expect(folder.read("dist/site.zip/keep.txt") == "x")
    }
}
