import Foundation
import Testing

/// The default theme is found however `criteria` is started, and a build without it says why.
@Suite struct DefaultThemeTests {
    let seeds = CriteriaRunner.testsFolder.appendingPathComponent("Sites/seeds/content")

    /// Started through `PATH` from a folder without a theme, the program's `argv[0]` is a bare
    /// `criteria`: the theme is still the one of the package it was built in.
    @Test func aProgramStartedThroughPathFindsItsTheme() throws {
        let scratch = try Scratch()
        let folder = CriteriaRunner.executable.deletingLastPathComponent().path
        let path = folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try CriteriaRunner.run(["criteria", "build", "--quiet", "--content", seeds.path, "--output", "public"], in: scratch.url,
                                            program: URL(fileURLWithPath: "/usr/bin/env"), environment: ["PATH": path])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public/_assets/criteria.css").path))
    }

    /// A copy of the program away from any theme: one error naming where the theme was expected;
    /// a complete theme given with `--theme` builds without it.
    @Test func aCopyAwayFromAnyThemeSaysSoAndBuildsWithACompleteTheme() throws {
        let scratch = try Scratch()
        let copy = scratch.url.appendingPathComponent("bin/criteria")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CriteriaRunner.executable, to: copy)

        let failed = try CriteriaRunner.run(["build", "--quiet", "--content", seeds.path, "--output", "public"], in: scratch.url, program: copy)
        #expect(failed.status == 1)
        let errors = failed.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == ["themes/default: error: the default theme was not found beside the criteria program or in the current folder"])
        #expect(failed.standardError.contains("themes/default: note: pass --theme with a complete theme"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public").path))

        let theme = CriteriaRunner.repositoryRoot.appendingPathComponent("themes/default").path
        let built = try CriteriaRunner.run(["build", "--quiet", "--content", seeds.path, "--output", "public", "--theme", theme],
                                           in: scratch.url, program: copy)
        #expect(built.status == 0, "stderr: \(built.standardError)")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public/native/controls/link/index.html").path))
    }
}
