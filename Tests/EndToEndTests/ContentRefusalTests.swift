import Foundation
import Testing

/// `criteria plan` and `criteria export` refuse the content a build refuses: the errors printed as
/// a build prints them, exit 1, nothing written and an existing file left as it was. Warnings
/// alone stop them only with `--warnings-as-errors`, as they stop a build.
@Suite struct ContentRefusalTests {
    /// A check that cites a criterion at the wrong level: a content rule's error (`wcag-level`),
    /// which parsing alone does not find.
    static let wrongLevel = "## Criteria\n\n- Enter: activates it (WCAG 2.3.3 Animation from Interactions (Level AA))\n"
    /// A check ID pinned twice: a warning.
    static let pinnedTwice = "## Criteria\n\n- Space: activates it {#act}\n- Enter: activates it {#act}\n"

    static let commands: [[String]] = [["plan", "--format", "csv"], ["export", "--format", "json"]]

    func scratch(with page: String) throws -> Scratch {
        let scratch = try Scratch()
        let web = scratch.url.appendingPathComponent("content/web")
        try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
        try page.write(to: web.appendingPathComponent("widget.md"), atomically: true, encoding: .utf8)
        return scratch
    }

    @Test(arguments: commands)
    func contentErrorsWriteNothingAndExitOneAsABuildDoes(_ command: [String]) throws {
        let scratch = try scratch(with: Self.wrongLevel)
        #expect(try CriteriaRunner.run(["build", "--output", "public"], in: scratch.url).status == 1)
        let result = try CriteriaRunner.run(command + ["--output", "out.txt"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("content/web/widget.md:3:29: error: WCAG 2.3.3 Animation from Interactions is Level AAA"),
                "\(result.standardError)")
        #expect(result.standardError.contains("Nothing written: 1 error in the content"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out.txt").path))

        // A file already there, even with --force, stays as it was.
        let existing = scratch.url.appendingPathComponent("kept.txt")
        try "mine\n".write(to: existing, atomically: true, encoding: .utf8)
        #expect(try CriteriaRunner.run(command + ["--output", "kept.txt", "--force"], in: scratch.url).status == 1)
        #expect(try String(contentsOf: existing, encoding: .utf8) == "mine\n")
        // To standard output: nothing printed there either.
        let printed = try CriteriaRunner.run(command, in: scratch.url)
        #expect(printed.status == 1 && printed.standardOutput.isEmpty)
    }

    @Test(arguments: commands)
    func warningsStopThemOnlyWhenTheyCountAsErrors(_ command: [String]) throws {
        let scratch = try scratch(with: Self.pinnedTwice)
        let written = try CriteriaRunner.run(command + ["--output", "out.txt"], in: scratch.url)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(!written.standardError.contains("warning:"), "errors only: \(written.standardError)")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out.txt").path))

        let strict = try CriteriaRunner.run(command + ["--output", "strict.txt", "--warnings-as-errors"], in: scratch.url)
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("content/web/widget.md:4:"), "\(strict.standardError)")
        #expect(strict.standardError.contains("warning: check ID \"act\" is pinned twice"))
        #expect(strict.standardError.contains("Nothing written: 1 warning in the content"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("strict.txt").path))
        // check's name for it works too, and check takes theirs: a CI script need not know whose is whose.
        #expect(try CriteriaRunner.run(command + ["--output", "strict.txt", "--strict"], in: scratch.url).status == 1)
        #expect(try CriteriaRunner.run(["check", "--content", "content", "--warnings-as-errors"], in: scratch.url).status == 1)
        #expect(try CriteriaRunner.run(["check", "--content", "content"], in: scratch.url).status == 0)
    }
}
