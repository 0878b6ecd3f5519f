import Foundation
import Testing

/// `criteria migrate`: older entries rewritten in today's format build the same site.
@Suite struct MigrateCommandTests {
    static let legacyFixtures = CriteriaRunner.repositoryRoot.appendingPathComponent("Tests/SiteCoreTests/Fixtures/legacy")

    @Test func migratedEntriesBuildTheSamePagesAsTheOriginals() throws {
        let scratch = try Scratch()
        let migrate = try CriteriaRunner.run(["migrate", Self.legacyFixtures.path, "--output", "migrated"], in: scratch.url)
        #expect(migrate.status == 0, "\(migrate.standardError)")
        #expect(migrate.standardOutput.contains("Migrated 5 older entries, copied 0 files"))
        let migrated = try String(contentsOf: scratch.url.appendingPathComponent("migrated/web/component/button.md"), encoding: .utf8)
        #expect(!migrated.contains("gherkin-keyboard:"))
        #expect(migrated.hasPrefix("---\ntitle: \"Button\"\ndescription: \"How to code and test accessible buttons for the Web\"\norder: 1\n---\n"))
        for heading in ["## General Notes", "## Condensed", "## Gherkin", "## WCAG"] { #expect(migrated.contains("\n\(heading)\n")) }

        for (content, output) in [(Self.legacyFixtures.path, "original-site"), ("migrated", "migrated-site")] {
            let build = try CriteriaRunner.run(["build", "--content", content, "--output", output, "--quiet"], in: scratch.url)
            #expect(build.status == 0, "\(build.standardError)")
            #expect(!build.standardError.contains(": error:"), "\(build.standardError)")
        }
        let original = scratch.url.appendingPathComponent("original-site"), rebuilt = scratch.url.appendingPathComponent("migrated-site")
        let pages = generatedFiles(in: original)
        #expect(pages.contains("web/component/button/index.html"))
        #expect(pages == generatedFiles(in: rebuilt))
        for path in pages {
            let left = try String(contentsOf: original.appendingPathComponent(path), encoding: .utf8)
            let right = try String(contentsOf: rebuilt.appendingPathComponent(path), encoding: .utf8)
            #expect(left == right, "\(path) differs:\n\(firstDifference(left, right))")
        }
        let button = try String(contentsOf: original.appendingPathComponent("web/component/button/index.html"), encoding: .utf8)
        #expect(button.contains("id=\"tab-wcag\""), "the WCAG tab")
    }

    @Test func filesInTodaysFormatAreCopiedUnchanged() throws {
        let scratch = try Scratch()
        _ = try CriteriaRunner.run(["migrate", Self.legacyFixtures.path, "--output", "once"], in: scratch.url)
        let again = try CriteriaRunner.run(["migrate", "once", "--output", "twice"], in: scratch.url)
        #expect(again.status == 0)
        #expect(again.standardOutput.contains("Migrated 0 older entries, copied 5 files"))
        for path in ["native/controls/link.md", "web/component/button.md"] {
            #expect(FileManager.default.contents(atPath: scratch.url.appendingPathComponent("once/\(path)").path)
                    == FileManager.default.contents(atPath: scratch.url.appendingPathComponent("twice/\(path)").path))
        }
    }

    @Test func neverWritesIntoItsInputOrOverExistingFilesUnlessForced() throws {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let entry = "---\ntitle: Link\nkeyboard:\n  tab: Focus moves\n---\n\nNotes\n"
        try entry.write(to: content.appendingPathComponent("link.md"), atomically: true, encoding: .utf8)

        for output in ["content", "content/out", "."] {
            let refused = try CriteriaRunner.run(["migrate", "content", "--output", output], in: scratch.url)
            #expect(refused.status == 2, "--output \(output)")
        }
        let single = try CriteriaRunner.run(["migrate", "content/link.md", "--output", "content"], in: scratch.url)
        #expect(single.status == 2, "the file's own folder would put the result over the input")

        #expect(try CriteriaRunner.run(["migrate", "content/link.md", "--output", "out"], in: scratch.url).status == 0)
        let second = try CriteriaRunner.run(["migrate", "content/link.md", "--output", "out"], in: scratch.url)
        #expect(second.status == 1)
        #expect(second.standardError.contains("1 file to write already exists (link.md); pass --force to replace it"))
        #expect(try CriteriaRunner.run(["migrate", "content/link.md", "--output", "out", "--force"], in: scratch.url).status == 0)
        #expect(try String(contentsOf: content.appendingPathComponent("link.md"), encoding: .utf8) == entry, "the input is untouched")
    }

    @Test func anInvalidEntryStopsTheMigrationBeforeAnythingIsWritten() throws {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("web"), withIntermediateDirectories: true)
        try "---\nkeyboard:\n  tab: Focus moves\n---\n".write(to: content.appendingPathComponent("web/good.md"), atomically: true, encoding: .utf8)
        try "---\nkeyboard:\n  - tab\n---\n".write(to: content.appendingPathComponent("web/bad.md"), atomically: true, encoding: .utf8)
        try "---\nwcag: [1, 2\n---\n".write(to: content.appendingPathComponent("web/broken.md"), atomically: true, encoding: .utf8)
        let result = try CriteriaRunner.run(["migrate", "content", "--output", "out"], in: scratch.url)
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 2, "each file's error, once: \(result.standardError)")
        #expect(errors.contains { $0.hasPrefix("content/web/bad.md:3:3: error: `keyboard` must be a mapping of actions to expected results, not a list") })
        #expect(errors.contains { $0.hasPrefix("content/web/broken.md:") })
        #expect(result.standardOutput.contains("Nothing written: 2 errors in the input"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out").path))
    }

    /// Older entries with Liquid and kramdown markup (the fixtures' and, when beside this
    /// checkout, the shared `legacy-v1` corpus with its 99 example files): migrated files hold
    /// none of it, and build the same pages as the originals.
    @Test func migratedFixturesBuildTheSamePagesAndHoldNoLiquid() throws {
        try Self.checkMigration(of: Self.legacyFixtures)
    }

    static let sharedLegacy = CriteriaRunner.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/legacy-v1")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: sharedLegacy.appendingPathComponent("_includes").path),
                   "skipped: the shared corpus (../shared/corpus/legacy-v1) is not beside this checkout"))
    func migratedSharedEntriesBuildTheSamePagesAndHoldNoLiquid() throws {
        try Self.checkMigration(of: Self.sharedLegacy)
    }

    static func checkMigration(of input: URL) throws {
        let scratch = try Scratch()
        let migrate = try CriteriaRunner.run(["migrate", input.path, "--output", "migrated"], in: scratch.url)
        #expect(migrate.status == 0, "\(migrate.standardError)")
        let migratedRoot = scratch.url.appendingPathComponent("migrated")
        let files = try FileManager.default.subpathsOfDirectory(atPath: migratedRoot.path).filter { $0.hasSuffix(".md") }
        #expect(!files.isEmpty)
        #expect(!files.contains { $0.hasPrefix("_includes") }, "included files are copied nowhere")
        for path in files {
            let text = try String(contentsOf: migratedRoot.appendingPathComponent(path), encoding: .utf8)
            #expect(!text.contains("{%") && !text.contains("{:"), "\(path) holds Liquid or kramdown markup")
        }
        for (content, output) in [(input.path, "original-site"), ("migrated", "migrated-site")] {
            let build = try CriteriaRunner.run(["build", "--content", content, "--output", output, "--quiet"], in: scratch.url)
            #expect(build.status == 0, "\(build.standardError)")
            #expect(!build.standardError.contains("[liquid]"), "\(build.standardError)")
        }
        let original = scratch.url.appendingPathComponent("original-site"), rebuilt = scratch.url.appendingPathComponent("migrated-site")
        let pages = generatedFiles(in: original)
        #expect(pages == generatedFiles(in: rebuilt))
        for path in pages where path.hasSuffix(".html") {
            let left = try String(contentsOf: original.appendingPathComponent(path), encoding: .utf8)
            let right = try String(contentsOf: rebuilt.appendingPathComponent(path), encoding: .utf8)
            #expect(left == right, "\(path) differs:\n\(firstDifference(left, right))")
        }
    }

    /// One file finds the `_includes` of the folder above (the older site's root); an include
    /// that cannot be put in place stops the migration, as its text would be lost.
    @Test func includesAreFoundAboveASingleFileAndAMissingOneWritesNothing() throws {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("_includes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: content.appendingPathComponent("web"), withIntermediateDirectories: true)
        try "<b>Go</b>\n".write(to: content.appendingPathComponent("_includes/go.html"), atomically: true, encoding: .utf8)
        try "---\nlayout: entry\ntitle: One\n---\n\n{% include go.html %}\n".write(to: content.appendingPathComponent("web/one.md"), atomically: true, encoding: .utf8)
        let single = try CriteriaRunner.run(["migrate", "site/web/one.md", "--output", "out"], in: scratch.url)
        #expect(single.status == 0, "\(single.standardError)")
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("out/one.md"), encoding: .utf8).hasSuffix("\n<b>Go</b>\n"))

        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let missing = try CriteriaRunner.run(["migrate", "site", "--output", "out2", "--includes", "empty"], in: scratch.url)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("site/web/one.md:6:1: warning: included file not found: ../empty/go.html; it is left out [liquid]"))
        #expect(missing.standardError.contains("site/web/one.md:6:1: error: cannot migrate: an include is left out (see the warnings), and its text would be lost"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out2").path))
        #expect(try CriteriaRunner.run(["migrate", "site", "--output", "out3", "--includes", "nowhere"], in: scratch.url).status == 2)
    }

    @Test func aTextWhereAMapBelongsIsMigratedAsWritten() throws {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "---\ntitle: Link\nkeyboard: N/A\nmobile:\n  swipe: Focus moves\n---\n".write(to: content.appendingPathComponent("link.md"), atomically: true, encoding: .utf8)
        let result = try CriteriaRunner.run(["migrate", "content", "--output", "out"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("content/link.md:3:11: warning: `keyboard` is the text \"N/A\" where a mapping of actions to expected results belongs; it is shown as written [older-value]"))
        let migrated = try String(contentsOf: scratch.url.appendingPathComponent("out/link.md"), encoding: .utf8)
        #expect(migrated.contains("1. Test keyboard only, then screen reader + keyboard actions\n\n   - Keyboard: N/A\n"))
    }
}
