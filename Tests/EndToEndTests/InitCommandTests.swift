import Foundation
@testable import SiteCore
import Testing

/// `criteria init`: a starter site that checks and builds with no warnings, and never writes over
/// what a folder holds.
@Suite struct InitCommandTests {
    static let starterFiles = ["README.md", "content/assets/media/video/example-button-en-US.vtt",
                               "content/assets/media/video/example-button.webm", "content/criteria.yml",
                               "content/native/controls/switch.md", "content/web/component/button.md"]

    @Test func theStarterSiteChecksAndBuildsWithNoWarnings() throws {
        let scratch = try Scratch()
        let written = try CriteriaRunner.run(["init", "my-site"], in: scratch.url)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardOutput.hasPrefix("Wrote 6 files into my-site.\nNext: cd my-site && criteria serve"),
                "\(written.standardOutput)")
        let site = scratch.url.appendingPathComponent("my-site")
        #expect(generatedFiles(in: site) == Self.starterFiles)
        let check = try CriteriaRunner.run(["check"], in: site)
        #expect(check.status == 0 && check.standardError.isEmpty, "\(check.standardError)")
        #expect(check.standardOutput == "Checked 2 pages: 0 errors, 0 warnings\n", "\(check.standardOutput)")
        let build = try CriteriaRunner.run(["build", "--warnings-as-errors"], in: site)
        #expect(build.status == 0 && build.standardError.isEmpty, "\(build.standardError)")
        #expect(build.standardOutput.contains("Built 2 pages"), "\(build.standardOutput)")
        let page = try String(contentsOf: site.appendingPathComponent("public/web/component/button/index.html"), encoding: .utf8)
        #expect(page.contains("<track kind=\"captions\""), "the example video is shown with its captions")
        for media in ["example-button.webm", "example-button-en-US.vtt"] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("public/media/video/\(media)").path))
        }
        let webm = try Data(contentsOf: site.appendingPathComponent("content/assets/media/video/example-button.webm"))
        #expect(webm.prefix(4) == Data([0x1A, 0x45, 0xDF, 0xA3]), "a real WebM (EBML header), not a stand-in")
    }

    @Test func everySectionIsInOneOfTheTwoPages() throws {
        let scratch = try Scratch()
        _ = try CriteriaRunner.run(["init"], in: scratch.url)
        let web = try String(contentsOf: scratch.url.appendingPathComponent("content/web/component/button.md"), encoding: .utf8)
        let native = try String(contentsOf: scratch.url.appendingPathComponent("content/native/controls/switch.md"), encoding: .utf8)
        for heading in ["General Notes", "Condensed", "Gherkin", "Criteria", "WCAG", "Videos"] {
            #expect(web.contains("\n## \(heading)\n") && native.contains("\n## \(heading)\n"), "\(heading)")
        }
        #expect(web.contains("\n## Developer Notes\n"))
        #expect(native.contains("\n## iOS Developer Notes\n") && native.contains("\n## Android Developer Notes\n"))
        let config = try String(contentsOf: scratch.url.appendingPathComponent("content/criteria.yml"), encoding: .utf8)
        for key in ConfigLoader.keys {   // every key the program reads, so a new one is explained too
            #expect(config.contains("\n\(key):") || config.contains("\n# \(key):"), "criteria.yml explains \(key)")
        }
    }

    @Test func aFolderThatIsNotEmptyIsLeftAloneWithoutForce() throws {
        let scratch = try Scratch()
        try Data("mine".utf8).write(to: scratch.url.appendingPathComponent("notes.txt"))
        let result = try CriteriaRunner.run(["init", "."], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("is not empty (it holds notes.txt); choose a new folder, or pass --force"),
                "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["notes.txt"])
    }

    @Test func forceAddsTheStarterBesideExistingFilesAndOverwritesNone() throws {
        let scratch = try Scratch()
        let readme = scratch.url.appendingPathComponent("README.md")
        try Data("our own readme".utf8).write(to: readme)
        try Data("mine".utf8).write(to: scratch.url.appendingPathComponent("notes.txt"))
        let result = try CriteriaRunner.run(["init", "--force"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Wrote 5 files into this folder.\nAlready there, kept as they were (not overwritten): README.md"),
                "\(result.standardOutput)")
        #expect(try String(contentsOf: readme, encoding: .utf8) == "our own readme")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("notes.txt").path))
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("content/criteria.yml").path))
    }

    @Test func aFileInTheWayIsAnErrorAndNothingIsWritten() throws {
        let scratch = try Scratch()
        try Data("x".utf8).write(to: scratch.url.appendingPathComponent("site"))
        let result = try CriteriaRunner.run(["init", "site", "--force"], in: scratch.url)
        #expect(result.status == 1 && result.standardError.contains("is a file, not a folder"), "\(result.standardError)")
    }
}
