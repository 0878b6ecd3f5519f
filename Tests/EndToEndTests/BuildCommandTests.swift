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
        #expect(generatedFiles(in: scratch.url.appendingPathComponent("public")) == before, "the previous site is untouched")
    }

    @Test func refusesAnOutputFolderWithOtherFiles() throws {
        let scratch = try Scratch()
        let output = scratch.url.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: output.appendingPathComponent("notes.txt"))
        let result = try CriteriaRunner.run(["build", "--content", sites.appendingPathComponent("seeds/content").path,
                                             "--output", "public"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("holds 1 file this tool did not write (notes.txt)"))
        #expect((try? String(contentsOf: output.appendingPathComponent("notes.txt"), encoding: .utf8)) == "keep me")
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
