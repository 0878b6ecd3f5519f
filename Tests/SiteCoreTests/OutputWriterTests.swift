import Foundation
import Testing
@testable import SiteCore

@Suite struct OutputWriterTests {
    private func write(_ files: [OutputFile], to output: URL, content: URL, force: Bool = false) throws -> OutputWriter.Summary {
        try OutputWriter().write(files, media: [], assets: .empty, theme: Theme(), to: output, content: content, force: force)
    }

    @Test func writesAManifestAndReplacesItsOwnOutput() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("public")
        let content = folder.url.appendingPathComponent("content")
        _ = try write([OutputFile(path: "index.html", contents: "one"), OutputFile(path: "a/index.html", contents: "a")], to: output, content: content)
        _ = try write([OutputFile(path: "index.html", contents: "two")], to: output, content: content)
        #expect(folder.read("public/index.html") == "two")
        #expect(!folder.exists("public/a/index.html"), "files of the previous build are gone")
        #expect(folder.read("public/.criteria-manifest")?.hasSuffix("index.html\n") == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0 != "public" }
        #expect(leftovers.isEmpty, "no staging or old folders are left: \(leftovers)")
    }

    @Test func refusesAFolderWithFilesItDidNotWrite() throws {
        let folder = try TemporaryFolder()
        try folder.write("mine", to: "public/notes.txt")
        let output = folder.url.appendingPathComponent("public")
        #expect(throws: EmitError.self) {
            try write([OutputFile(path: "index.html", contents: "x")], to: output, content: folder.url.appendingPathComponent("content"))
        }
        #expect(folder.read("public/notes.txt") == "mine")
    }

    @Test func forceSetsTheForeignFolderAsideInsteadOfDeletingIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("mine", to: "public/notes.txt")
        let summary = try write([OutputFile(path: "index.html", contents: "x")], to: folder.url.appendingPathComponent("public"),
                                content: folder.url.appendingPathComponent("content"), force: true)
        let aside = try #require(summary.setAside)
        #expect((try? String(contentsOfFile: aside + "/notes.txt", encoding: .utf8)) == "mine")
        #expect(folder.read("public/index.html") == "x")
    }

    @Test func refusesTheContentFolderAndFoldersAroundIt() throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appendingPathComponent("site/content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        #expect(throws: EmitError.outputIsContent(content.path)) { try write([], to: content, content: content) }
        #expect(throws: EmitError.self) { try write([], to: folder.url.appendingPathComponent("site"), content: content) }
        #expect(throws: EmitError.self) { try write([], to: content.appendingPathComponent("public"), content: content) }
    }

    @Test func aFailedWriteLeavesThePreviousSite() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("public")
        let content = folder.url.appendingPathComponent("content")
        _ = try write([OutputFile(path: "index.html", contents: "good")], to: output, content: content)
        // A file and a folder with the same path cannot both be written.
        #expect(throws: EmitError.self) {
            try write([OutputFile(path: "a", contents: "x"), OutputFile(path: "a/index.html", contents: "y")], to: output, content: content)
        }
        #expect(folder.read("public/index.html") == "good")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0 != "public" }
        #expect(leftovers.isEmpty, "the staging folder is removed: \(leftovers)")
    }
}
