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

    /// An editor's trial: a build killed while it renamed an update's changed files into place
    /// left some pages new and others old. The update now swaps the whole folder in one step:
    /// the output is a new folder, holding the files kept as the same files (hard links, their
    /// times as they were), the changed ones new, the ones no longer written gone.
    @Test func anUpdateSwapsTheWholeSiteInOneStep() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("public")
        let content = folder.url.appendingPathComponent("content")
        _ = try write([OutputFile(path: "index.html", contents: "one"), OutputFile(path: "a/index.html", contents: "a"),
                       OutputFile(path: "b/index.html", contents: "b")], to: output, content: content)
        let before = try Self.identity(output), kept = try Self.identity(output.appendingPathComponent("a/index.html"))

        let entries = SiteEntries.list(files: [OutputFile(path: "index.html", contents: "two"), OutputFile(path: "a/index.html", contents: "a")],
                                       media: [], assets: .empty, theme: Theme())
        var staging = try OutputUpdater.Staging(output: output, previous: [:])
        try staging.write(entries)
        let result = try staging.commit(kept: [])
        staging.discard()
        #expect(result.written == ["index.html"] && result.removed == ["b/index.html"])
        #expect(folder.read("public/index.html") == "two" && folder.read("public/a/index.html") == "a")
        #expect(!folder.exists("public/b"), "a page no longer written is gone, and its folder")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0 != "public" }
        #expect(leftovers.isEmpty, "the old site is removed: \(leftovers)")
        try #require(Self.foldersSwap(in: folder.url), "this file system cannot swap folders: the update renames files instead")
        #expect(try Self.identity(output).inode != before.inode, "the output is the staging folder, swapped in")
        #expect(try Self.identity(output.appendingPathComponent("a/index.html")) == kept, "a file kept is the same file")
    }

    private struct Identity: Equatable {
        var inode: UInt64
        var modified: Date
    }

    private static func identity(_ url: URL) throws -> Identity {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return Identity(inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0,
                        modified: attributes[.modificationDate] as? Date ?? .distantPast)
    }

    /// Whether two folders here can swap names (`FileOperations.exchange`).
    private static func foldersSwap(in parent: URL) -> Bool {
        let first = parent.appendingPathComponent("swap-1"), second = parent.appendingPathComponent("swap-2")
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        guard (try? FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)) != nil,
              (try? FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)) != nil else { return false }
        return FileOperations().exchange(first, second)
    }
}
