import Foundation
import Testing
@testable import SiteCore

/// Reading the content's git history: the log's format, the build cache's history extended by
/// newer commits only, and a preview's "not committed" mark.
@Suite struct ContentHistoryTests {
    @Test func theLogParserFollowsRenamesAndKeepsPathsInsideTheContentFolder() {
        let output = "\u{1e}b2\u{1f}2026-02-01T10:00:00+01:00\u{1f}Rename and remove\0\nR100\0site/content/a.md\0site/content/z.md\0"
            + "D\0site/content/gone.md\0R090\0site/content/out.md\0site/elsewhere.md\0"
            + "\u{1e}a1\u{1f}2026-01-01T09:00:00Z\u{1f}Seed\0\nA\0site/content/a.md\0A\0site/content/gone.md\0M\0site/content/b.md\0"
        let commits = GitLogParser(prefix: "site/content/").commits(output)
        #expect(commits.map(\.subject) == ["Rename and remove", "Seed"])
        #expect(commits[0].changes == [.init(kind: .renamed, path: "z.md", oldPath: "a.md"), .init(kind: .removed, path: "gone.md"),
                                       .init(kind: .removed, path: "out.md")])
        #expect(commits[0].date == "2026-02-01")
        let history = ContentHistory(head: "b2", isShallow: false, commits: commits)
        #expect(history.lastChangeDates() == ["z.md": "2026-02-01", "a.md": "2026-01-01", "gone.md": "2026-01-01", "b.md": "2026-01-01"])
    }

    @Test func catFileAnswersAreSplitByTheirSizes() {
        let data = Data("abc blob 5\nhello\nx:y missing\ndef blob 3\nhi\n\n".utf8)
        #expect(GitBlobReader.parse(data, requests: ["a:p", "x:y", "b:q"]) == ["a:p": "hello", "b:q": "hi\n"])
    }

    @Test func aCachedHistoryIsExtendedByTheNewCommitsOnly() throws {
        let repository = try GitFolder()
        try repository.commit("one.md", "# One\n", date: "2026-01-01T10:00:00Z", subject: "Add one")
        let reader = GitHistoryReader()
        let first = try #require(reader.read(repository.content))
        #expect(first.commits.map(\.subject) == ["Add one"])
        // A commit only the cache knows: kept while HEAD holds, which shows the log was not read again.
        var cached = first
        cached.commits.append(.init(hash: "0000000", time: "2025-12-01T00:00:00Z", subject: "Only in the cache", changes: [.init(kind: .added, path: "old.md")]))
        #expect(reader.read(repository.content, since: cached)?.commits.map(\.subject) == ["Add one", "Only in the cache"])
        try repository.commit("two.md", "# Two\n", date: "2026-02-01T10:00:00Z", subject: "Add two")
        let extended = try #require(reader.read(repository.content, since: cached))
        #expect(extended.commits.map(\.subject) == ["Add two", "Add one", "Only in the cache"])
        #expect(extended.lastChangeDates()["two.md"] == "2026-02-01")
        #expect(reader.read(repository.content)?.commits.map(\.subject) == ["Add two", "Add one"], "read whole without a cache")
    }

    @Test func gitIsAskedOnlyWhereARepositoryMayBe() throws {
        let repository = try GitFolder()
        try repository.commit("one.md", "# One\n", date: "2026-01-01T10:00:00Z", subject: "Add one")
        #expect(GitHistoryReader.mayBeInRepository(repository.content, environment: [:]))
        #expect(GitHistoryReader.PlaceLookup(repository.content).place() == GitHistoryReader().place(of: repository.content))
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("no-repository-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        #expect(!GitHistoryReader.mayBeInRepository(outside, environment: [:]))
        #expect(GitHistoryReader.mayBeInRepository(outside, environment: ["GIT_DIR": "elsewhere"]))
        #expect(GitHistoryReader.PlaceLookup(outside).place() == nil)
    }

    @Test func aPreviewMarksAnEditedPageAsNotCommitted() throws {
        let repository = try GitFolder()
        let seed = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("seeds/link.md"), encoding: .utf8)
        try repository.commit("native/controls/link.md", seed, date: "2026-03-01T10:00:00Z", subject: "Add the link page")
        let site = SiteInput(contentRoot: repository.content, outputRoot: repository.url.appendingPathComponent("public"),
                             defaultTheme: TestPaths.defaultTheme)
        let preview = IncrementalSite(site: site)
        let first = preview.rebuild(changed: nil).snapshot.files["native/controls/link/index.html"] ?? ""
        #expect(first.contains("Last changed <time datetime=\"2026-03-01\">1 March 2026</time></p>"))
        let file = repository.content.appendingPathComponent("native/controls/link.md")
        try (seed + "\nEdited.\n").write(to: file, atomically: true, encoding: .utf8)
        let edited = preview.rebuild(changed: [file.standardizedFileURL.path]).snapshot.files["native/controls/link/index.html"] ?? ""
        #expect(edited.contains("Last changed <time datetime=\"2026-03-01\">1 March 2026</time>; <strong class=\"uncommitted-mark\">not committed</strong>"))
        var sink = Diagnostics()
        let built = Pipeline().build(site, into: &sink).files.first { $0.path == "native/controls/link/index.html" }?.contents ?? ""
        #expect(built.contains("<time datetime=\"2026-03-01\">") && !built.contains("not committed"), "a build keeps the last commit's date")
    }
}

/// A git repository in a temporary folder with its content in `site/content`, committing with
/// fixed dates.
struct GitFolder {
    let folder: TemporaryFolder
    var url: URL { folder.url }
    var content: URL { folder.url.appendingPathComponent("site/content") }

    init() throws {
        folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try git(["init", "-q"])
    }

    func commit(_ path: String, _ text: String, date: String, subject: String) throws {
        _ = try folder.write(text, to: "site/content/" + path)
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", subject], date: date)
    }

    func git(_ arguments: [String], date: String = "2026-01-01T00:00:00Z") throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = url
        process.environment = ProcessInfo.processInfo.environment.merging([
            "GIT_AUTHOR_NAME": "Editor", "GIT_AUTHOR_EMAIL": "editor@example.com", "GIT_COMMITTER_NAME": "Editor",
            "GIT_COMMITTER_EMAIL": "editor@example.com", "GIT_COMMITTER_DATE": date, "GIT_AUTHOR_DATE": date,
            "GIT_CONFIG_NOSYSTEM": "1", "HOME": url.path,
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }
}
