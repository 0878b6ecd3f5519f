import Foundation
import Testing

@Suite struct BuildCommandTests {
    let sites = CriteriaRunner.testsFolder.appendingPathComponent("Sites")

    @Test func seedSiteMatchesItsGoldenOutput() throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(["build", "--quiet", "--content", sites.appendingPathComponent("seeds/content").path,
                                             "--output", "public"], in: scratch.url)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        let folder = sites.appendingPathComponent("seeds/content").path
        assertGoldenText(result.standardError.replacingOccurrences(of: folder, with: "CONTENT"), "seeds/stderr.txt")
        try assertGoldenTree(scratch.url.appendingPathComponent("public"), "seeds")
        let copied = scratch.url.appendingPathComponent("public/media/video/native/link/linkAndroidTalkback.webm")
        #expect(FileManager.default.fileExists(atPath: copied.path), "referenced media is copied")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public/_assets/criteria.css").path))
    }

    /// The build cache through the command: a second build of the same content says it is up to
    /// date, reports the same warnings, and leaves every file (and its modification time) alone.
    @Test func aSecondBuildOfTheSameContentIsUpToDateAndTouchesNoFile() throws {
        let scratch = try Scratch()
        let content = try Scratch()
        try FileManager.default.copyItem(at: sites.appendingPathComponent("seeds/content"), to: content.url.appendingPathComponent("content"))
        let arguments = ["build", "--content", content.url.appendingPathComponent("content").path, "--output", "public"]
        let first = try CriteriaRunner.run(arguments, in: scratch.url)
        #expect(first.status == 0)
        let site = scratch.url.appendingPathComponent("public")
        let before = TreeSnapshot(of: site)

        let second = try CriteriaRunner.run(arguments, in: scratch.url)
        #expect(second.status == 0)
        #expect(second.standardOutput.contains("Up to date: nothing rendered, no file written."), "\(second.standardOutput)")
        #expect(second.standardError == first.standardError, "the same diagnostics")
        #expect(TreeSnapshot(of: site).differences(from: before).isEmpty)

        let link = content.url.appendingPathComponent("content/native/controls/link.md")
        try (try String(contentsOf: link, encoding: .utf8) + "\nOne more sentence.\n").write(to: link, atomically: false, encoding: .utf8)
        let third = try CriteriaRunner.run(arguments, in: scratch.url)
        #expect(third.standardOutput.contains("Rendered 1 page;"), "\(third.standardOutput)")
        let changed = TreeSnapshot(of: site).differences(from: before)
        #expect(changed.contains("native/controls/link/index.html") && changed.contains(".criteria-cache"))
        #expect(changed.allSatisfy { ["native/controls/link/index.html", ".criteria-cache"].contains($0) || $0.hasPrefix("search/") },
                "\(changed)")
    }

    @Test func brokenSiteFailsWithLocatedErrorsAndKeepsThePreviousSite() throws {
        let scratch = try Scratch()
        let good = try CriteriaRunner.run(["build", "--quiet", "--content", sites.appendingPathComponent("seeds/content").path,
                                           "--output", "public"], in: scratch.url)
        #expect(good.status == 0)
        let before = generatedFiles(in: scratch.url.appendingPathComponent("public"))
        let broken = try CriteriaRunner.run(["build", "--content", sites.appendingPathComponent("broken/content").path,
                                             "--output", "public"], in: scratch.url)
        #expect(broken.status == 1)
        let folder = sites.appendingPathComponent("broken/content").path
        assertGoldenText(broken.standardError.replacingOccurrences(of: folder, with: "CONTENT"), "broken/stderr.txt")
        #expect(broken.standardOutput.contains("Build failed"))
        #expect(broken.standardOutput.contains("public was left unchanged"), "\(broken.standardOutput)")
        #expect(generatedFiles(in: scratch.url.appendingPathComponent("public")) == before, "the previous site is untouched")
    }

    /// The failure's summary does not claim a site was kept when there was none.
    @Test func aFirstBuildThatFailsSaysNothingWasWritten() throws {
        let scratch = try Scratch()
        let broken = try CriteriaRunner.run(["build", "--content", sites.appendingPathComponent("broken/content").path,
                                             "--output", "public"], in: scratch.url)
        #expect(broken.status == 1)
        #expect(broken.standardOutput.contains("; public was not written"), "\(broken.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public").path))
    }

    @Test func refusesAnOutputFolderWithOtherFiles() throws {
        let scratch = try Scratch()
        let output = scratch.url.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: output.appendingPathComponent("notes.txt"))
        let result = try CriteriaRunner.run(["build", "--content", sites.appendingPathComponent("seeds/content").path,
                                             "--output", "public"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("holds 1 file this tool did not write (notes.txt); move it away"))
        #expect((try? String(contentsOf: output.appendingPathComponent("notes.txt"), encoding: .utf8)) == "keep me")
        // Refused before any page is read: the reason is the whole report, and it counts.
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(result.standardOutput.contains("Build failed after"))
        #expect(result.standardOutput.contains(": 1 error, 0 warnings; public was left unchanged"), "\(result.standardOutput)")
    }

    /// A build that warnings alone fail says `--strict` made them errors: "0 errors" is no reason.
    @Test func aStrictBuildFailedByWarningsSaysSo() throws {
        let scratch = try Scratch()
        let page = scratch.url.appendingPathComponent("content/web/thing.md")
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("## Condensed\n\n- Tab: moves, as ![a chart](missing-chart.png) shows\n".utf8).write(to: page)
        let strict = try CriteriaRunner.run(["build", "--content", "content", "--output", "public", "--strict"], in: scratch.url)
        #expect(strict.status == 1)
        #expect(strict.standardOutput.contains(": 0 errors, 1 warning (errors under --strict); public was not written"), "\(strict.standardOutput)")
        let plain = try CriteriaRunner.run(["build", "--content", "content", "--output", "public"], in: scratch.url)
        #expect(plain.status == 0)
        #expect(!plain.standardOutput.contains("--strict"), "\(plain.standardOutput)")
    }

    @Test func refusesTheContentFolderAsOutputBeforeReadingIt() throws {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("content")
        try FileManager.default.copyItem(at: sites.appendingPathComponent("seeds/content"), to: content)
        let before = TreeSnapshot(of: content)
        let result = try CriteriaRunner.run(["build", "--content", "content", "--output", "content"], in: scratch.url)
        #expect(result.status == 1)
        let report = result.standardError.trimmingCharacters(in: .newlines)
        #expect(report.hasPrefix("error: the output folder ") && !report.contains("\n"), "\(report)")
        #expect(report.hasSuffix("/content is the content folder; choose another with --output"), "\(report)")
        #expect(TreeSnapshot(of: content).differences(from: before).isEmpty)
    }

    @Test func badUsageExitsWithTwo() throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(["build", "--content", "no-such-folder"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("content folder not found: no-such-folder"))
    }

    @Test func versionAndHelp() throws {
        let scratch = try Scratch()
        #expect(try CriteriaRunner.run(["--version"], in: scratch.url).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
        #expect(try CriteriaRunner.run(["build", "--help"], in: scratch.url).standardOutput.contains("--content"))
    }
}
