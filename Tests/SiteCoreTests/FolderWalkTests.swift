import Foundation
import Testing
@testable import SiteCore

/// The three walks a build makes (content, output folder, theme and assets) list the same tree
/// in their own ways; these pin down what each lists, links and hidden names included.
@Suite struct FolderWalkTests {
    /// a.md, C.MD, x.markdown, notes.txt, sub/b.md, .hidden.md, .dir/x.md, skipped/s.md,
    /// deep/er/d.md, and links: to-a.md → a.md, to-sub → sub, loop → ., broken.md → nowhere.
    private func makeTree() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for path in ["a.md", "C.MD", "x.markdown", "notes.txt", "sub/b.md", ".hidden.md", ".dir/x.md", "skipped/s.md", "deep/er/d.md"] {
            try folder.write("## Criteria\n", to: path)
        }
        let links = [("to-a.md", "a.md"), ("to-sub", "sub"), ("loop", "."), ("broken.md", "nowhere.md")]
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(link).path, withDestinationPath: target)
        }
        return folder
    }

    @Test func contentWalkListsMarkdownFilesAndLinksToThem() throws {
        let folder = try makeTree()
        let skipped: Set<String> = [folder.url.appendingPathComponent("skipped").standardizedFileURL.path]
        var sink = Diagnostics()
        #expect(ContentLoader().markdownPaths(under: folder.url, skipping: skipped, into: &sink)
            == ["C.MD", "a.md", "broken.md", "deep/er/d.md", "sub/b.md", "to-a.md", "x.markdown"])
        #expect(sink.all.isEmpty)
    }

    @Test func outputWalkListsEveryFileAndLinkTheManifestDoesNot() throws {
        let folder = try makeTree()
        try folder.write("# files\na.md\nsub/b.md\n", to: OutputFolderGuard.manifestName)
        try folder.write("{}", to: BuildCache.fileName)
        #expect(OutputFolderGuard().foreignFiles(in: folder.url)
            == [".dir/x.md", ".hidden.md", "C.MD", "broken.md", "deep/er/d.md", "loop", "notes.txt", "skipped/s.md", "to-a.md", "to-sub",
                "x.markdown"])
    }

    @Test func themeWalkListsVisibleRegularFilesNotLinks() throws {
        let folder = try makeTree()
        #expect(ThemeLoader().files(under: folder.url)
            == ["C.MD", "a.md", "deep/er/d.md", "notes.txt", "skipped/s.md", "sub/b.md", "x.markdown"])
    }
}
