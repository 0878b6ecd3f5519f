import Foundation
import Testing

/// `criteria export`: where it writes, and what it refuses.
@Suite struct ExportCommandTests {
    @Test func jsonGoesToStandardOutputOrToAFileNeverOverAnExistingOneWithoutForce() throws {
        let scratch = try Scratch()
        let fixtures = MigrateCommandTests.legacyFixtures.path
        let printed = try CriteriaRunner.run(["export", "--format", "json", "--content", fixtures], in: scratch.url)
        #expect(printed.status == 0, "\(printed.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(printed.standardOutput.utf8)) as? [String: Any]
        let pages = document?["pages"] as? [[String: Any]] ?? []
        #expect(pages.compactMap { $0["path"] as? String } == ["native/controls/link.md", "native/controls/text-input.md",
                                                               "native/controls/toggle-switch.md", "web/component/button.md",
                                                               "web/component/samples.md"])

        // The content folder as a plain argument too, as build and check take it.
        let plain = try CriteriaRunner.run(["export", "--format", "json", fixtures], in: scratch.url)
        #expect(plain.status == 0 && plain.standardOutput == printed.standardOutput, "\(plain.standardError)")
        let twice = try CriteriaRunner.run(["export", "--format", "json", fixtures, "--content", "elsewhere"], in: scratch.url)
        #expect(twice.status == 2 && twice.standardError.contains("the content folder is given twice"))

        #expect(try CriteriaRunner.run(["export", "--format", "json", "--content", fixtures, "--output", "pages.json"], in: scratch.url).status == 0)
        let written = try String(contentsOf: scratch.url.appendingPathComponent("pages.json"), encoding: .utf8)
        #expect(written == printed.standardOutput)
        let again = try CriteriaRunner.run(["export", "--format", "json", "--content", fixtures, "--output", "pages.json"], in: scratch.url)
        #expect(again.status == 1)
        #expect(again.standardError.contains("1 file to write already exists (") && again.standardError.contains("pages.json); pass --force to replace it"))
        #expect(try CriteriaRunner.run(["export", "--format", "json", "--content", fixtures, "--output", "pages.json", "--force"],
                                       in: scratch.url).status == 0)
    }

    /// `--output` naming a folder where a file is written, or a file where folders are, says so
    /// (not "pass --force", which would not help); `/dev/stdout` is standard output, whatever
    /// the shell connected it to.
    @Test func anOutputOfTheWrongKindIsNamedAndStandardOutputIsWritten() throws {
        let scratch = try Scratch()
        let fixtures = MigrateCommandTests.legacyFixtures.path
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try "x".write(to: scratch.url.appendingPathComponent("file.txt"), atomically: true, encoding: .utf8)
        for force in [[], ["--force"]] {
            let json = try CriteriaRunner.run(["export", "--format", "json", "--content", fixtures, "--output", "folder"] + force, in: scratch.url)
            #expect(json.status == 2, "refused before the content is read")
            let plan = try CriteriaRunner.run(["plan", "--format", "csv", "--content", fixtures, "--output", "folder"] + force, in: scratch.url)
            #expect(plan.status == 2 && plan.standardError.contains("folder is a folder; name the file to write"), "\(plan.standardError)")
            #expect(json.standardError.contains("folder is a folder; name the file to write, in it or elsewhere"), "\(json.standardError)")
            let features = try CriteriaRunner.run(["export", "--format", "feature", "--content", fixtures, "--output", "file.txt"] + force, in: scratch.url)
            #expect(features.status == 2)
            #expect(features.standardError.contains("file.txt is a file; give the folder to write the files into"), "\(features.standardError)")
        }
        let printed = try CriteriaRunner.run(["export", "--format", "json", "--content", fixtures], in: scratch.url)
        let streamed = try CriteriaRunner.run(["export", "--format", "json", "--content", fixtures, "--output", "/dev/stdout"], in: scratch.url)
        #expect(streamed.status == 0, "\(streamed.standardError)")
        #expect(streamed.standardOutput == printed.standardOutput)
    }

    @Test func featuresNeedAnOutputFolderOutsideTheContent() throws {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "## Gherkin\n\n- WHEN I tab\n  - THEN focus moves\n".write(to: content.appendingPathComponent("x.md"), atomically: true, encoding: .utf8)
        #expect(try CriteriaRunner.run(["export", "--format", "feature"], in: scratch.url).status == 2)
        #expect(try CriteriaRunner.run(["export", "--format", "feature", "--output", "content/features"], in: scratch.url).status == 2)
        // A file there is bad usage too, as a folder is, said before the content is read.
        #expect(try CriteriaRunner.run(["export", "--format", "json", "--output", "content/x.json"], in: scratch.url).status == 2)
        let result = try CriteriaRunner.run(["export", "--format", "feature", "--output", "features"], in: scratch.url)
        #expect(result.status == 0)
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("features/x.feature"), encoding: .utf8)
                == "Feature: X\n\n  Scenario: X\n    When I tab\n    Then focus moves\n")
        // Not a folder named as a feature file, nor one inside another export's folder, where a
        // test runner would run every scenario twice; even with --force, and nothing is made.
        let named = try CriteriaRunner.run(["export", "--format", "feature", "--output", "features/y.feature", "--force"], in: scratch.url)
        #expect(named.status == 2 && named.standardError.contains("--output features/y.feature names a .feature file"), "\(named.standardError)")
        let nested = try CriteriaRunner.run(["export", "--format", "feature", "--output", "features/more", "--force"], in: scratch.url)
        #expect(nested.status == 2 && nested.standardError.contains("which an earlier export wrote (its .criteria-export)"), "\(nested.standardError)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("features/more").path))
        #expect(try CriteriaRunner.run(["export", "--format", "feature", "--output", "features", "--force"], in: scratch.url).status == 0,
                "into it again")
    }

    /// A page renamed or its Gherkin taken out leaves no `.feature` of the last export behind for
    /// a test runner to run; only `.feature` files the export's record lists go, only inside its
    /// folder, and only as it wrote them.
    @Test func featuresNoPageWritesAnyMoreAreRemovedUnlessEdited() throws {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("content"), features = scratch.url.appendingPathComponent("features")
        let gherkin = "## Gherkin\n\n- WHEN I tab\n  - THEN focus moves\n"
        for page in ["web/old/gone.md", "web/old/edited.md", "web/kept.md"] { try Self.write(gherkin, page, in: content) }
        let first = try CriteriaRunner.run(["export", "--format", "feature", "--output", "features"], in: scratch.url)
        #expect(first.status == 0, "\(first.standardError)")
        let record = try String(contentsOf: features.appendingPathComponent(".criteria-export"), encoding: .utf8)
        let listed = record.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ") }
        #expect(listed.map { String($0[1]) } == ["web/kept.feature", "web/old/edited.feature", "web/old/gone.feature"])
        #expect(record.contains("# content: ../content\n"))

        // Hand-made lines naming, with a real hash, a file outside the folder, one reached through
        // a link out of it and a file of another kind: none of them is removed.
        let gone = try String(contentsOf: features.appendingPathComponent("web/old/gone.feature"), encoding: .utf8)
        let hash = listed[2][0]
        for path in ["outside.feature", "elsewhere/linked.feature", "features/notes.txt"] { try Self.write(gone, path, in: scratch.url) }
        try FileManager.default.createSymbolicLink(at: features.appendingPathComponent("link"), withDestinationURL: scratch.url.appendingPathComponent("elsewhere"))
        try Self.write(record + "\(hash) ../outside.feature\n\(hash) link/linked.feature\n\(hash) notes.txt\n", ".criteria-export", in: features)
        try FileManager.default.removeItem(at: content.appendingPathComponent("web/old"))
        try Self.write("# a note of the team's\n", "web/old/edited.feature", in: features)
        try Self.write("Feature: theirs\n", "web/theirs.feature", in: features)
        let second = try CriteriaRunner.run(["export", "--format", "feature", "--output", "features", "--force"], in: scratch.url)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardError.contains("Removed 1 feature file an earlier export wrote and no page writes now: web/old/gone.feature"))
        #expect(second.standardError.contains("features/web/old/edited.feature:1:1: warning: an earlier export wrote this file and no page writes it now; it was edited since, so it is kept"))
        let left = try FileManager.default.subpathsOfDirectory(atPath: features.path).sorted()
        #expect(left == [".criteria-export", "link", "notes.txt", "web", "web/kept.feature", "web/old", "web/old/edited.feature", "web/theirs.feature"])
        for path in ["outside.feature", "elsewhere/linked.feature"] {
            #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(path).path), "\(path)")
        }

        // The edited file is named again until someone decides; removed, the folder it leaves goes too.
        let third = try CriteriaRunner.run(["export", "--format", "feature", "--output", "features", "--force"], in: scratch.url)
        #expect(third.standardError.contains("web/old/edited.feature:1:1: warning:") && !third.standardError.contains("Removed"))
        try Self.write(gherkin, "web/old/edited.md", in: content)
        #expect(try CriteriaRunner.run(["export", "--format", "feature", "--output", "features", "--force"], in: scratch.url).status == 0)
        try FileManager.default.removeItem(at: content.appendingPathComponent("web/old"))
        let last = try CriteriaRunner.run(["export", "--format", "feature", "--output", "features", "--force"], in: scratch.url)
        #expect(last.standardError.contains("Removed 1 feature file an earlier export wrote and no page writes now: web/old/edited.feature"))
        #expect(!FileManager.default.fileExists(atPath: features.appendingPathComponent("web/old").path))
    }

    /// Two content folders exported into one folder: neither removes the other's files.
    @Test func anExportOfOtherContentRemovesNothing() throws {
        let scratch = try Scratch()
        try Self.write("## Gherkin\n\n- WHEN I tab\n  - THEN focus moves\n", "web/web.md", in: scratch.url.appendingPathComponent("web"))
        try Self.write("## Gherkin\n\n- WHEN I swipe\n  - THEN focus moves\n", "native/native.md", in: scratch.url.appendingPathComponent("native"))
        #expect(try CriteriaRunner.run(["export", "--format", "feature", "--content", "web", "--output", "features"], in: scratch.url).status == 0)
        let native = try CriteriaRunner.run(["export", "--format", "feature", "--content", "native", "--output", "features"], in: scratch.url)
        #expect(native.status == 0, "\(native.standardError)")
        #expect(native.standardError.contains("note: features holds an export of other content (../web): no feature file of it was removed"))
        let left = try FileManager.default.subpathsOfDirectory(atPath: scratch.url.appendingPathComponent("features").path).sorted()
        #expect(left == [".criteria-export", "native", "native/native.feature", "web", "web/web.feature"])

        // Content without a Gherkin section yet makes no folder, as before there was a record.
        try Self.write("## Criteria\n\n- a\n", "x.md", in: scratch.url.appendingPathComponent("plain"))
        let none = try CriteriaRunner.run(["export", "--format", "feature", "--content", "plain", "--output", "build/features"], in: scratch.url)
        #expect(none.status == 0 && none.standardError.contains("Exported 0 feature files"), "\(none.standardError)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("build").path))
    }

    private static func write(_ text: String, _ path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func contentErrorsExportNothing() throws {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "---\nwcag: {a: b}\n---\n".write(to: content.appendingPathComponent("x.md"), atomically: true, encoding: .utf8)
        // A warning the parser gives (the section repeated), left out: export prints errors only.
        try "## Criteria\n\n- a\n\n## Criteria\n\n- b\n".write(to: content.appendingPathComponent("y.md"), atomically: true, encoding: .utf8)
        let result = try CriteriaRunner.run(["export", "--format", "json", "--output", "x.json"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("content/x.md:2:7: error: `wcag` must be a list of groups"))
        #expect(!result.standardError.contains("warning:"), "errors only: \(result.standardError)")
        // The same content does give that warning, so its absence above is export's doing.
        let checked = try CriteriaRunner.run(["check", "--content", "content"], in: scratch.url)
        #expect((checked.standardOutput + checked.standardError).contains("y.md:5:1: warning:"), "\(checked.standardError)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("x.json").path))
    }
}
