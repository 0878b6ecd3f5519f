import Foundation
import Testing

/// Usage that names the real problem: the content folder as a plain argument, "did you mean" for a
/// mistyped command or option, and paths given that do not exist (exit 2, before any work).
@Suite struct UsageErrorTests {
    let seeds = CriteriaRunner.testsFolder.appendingPathComponent("Sites/seeds/content")

    @Test func theContentFolderMayBeGivenAsAPlainArgument() throws {
        let scratch = try Scratch()
        let site = scratch.url.appendingPathComponent("site")
        try FileManager.default.copyItem(at: seeds, to: site)
        let build = try CriteriaRunner.run(["build", "site", "--output", "public", "--quiet"], in: scratch.url)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public/native/controls/link/index.html").path))
        #expect(build.standardError.contains("site/native/controls/"), "diagnostics name files under the folder given")
        let check = try CriteriaRunner.run(["check", "site"], in: scratch.url)
        #expect(check.status == 0 && check.standardOutput.hasPrefix("Checked 3 pages"), "\(check.standardOutput)")
        let bundle = try CriteriaRunner.run(["bundle", "site", "--quiet"], in: scratch.url)
        #expect(bundle.status == 0 && FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("criteria-site.zip").path))
        // The default command takes it too: `criteria site`.
        let plain = try CriteriaRunner.run(["site", "--output", "public", "--quiet"], in: scratch.url)
        #expect(plain.status == 0, "\(plain.standardError)")
        // serve validates the folder it is given before it starts; a bad port after a good folder
        // shows the folder was taken, without starting a server.
        let serveMissing = try CriteriaRunner.run(["serve", "no-such-site"], in: scratch.url)
        #expect(serveMissing.status == 2 && serveMissing.standardError.contains("content folder not found: no-such-site"))
        let serveBadPort = try CriteriaRunner.run(["serve", "site", "--port", "70000"], in: scratch.url)
        #expect(serveBadPort.status == 2 && serveBadPort.standardError.contains("--port must be between 0 and 65535"),
                "\(serveBadPort.standardError)")
    }

    @Test func theContentFolderGivenTwiceDifferentlyIsAUsageError() throws {
        let result = try CriteriaRunner.run(["build", seeds.path, "--content", "other"], in: seeds)
        #expect(result.status == 2)
        #expect(result.standardError.contains("the content folder is given twice"), "\(result.standardError)")
    }

    @Test(arguments: [("biuld", "build"), ("chekc", "check"), ("serv", "serve"), ("bundel", "bundle"), ("int", "init")])
    func aMistypedCommandIsAnsweredWithTheCommandMeant(typed: String, meant: String) throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run([typed], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.standardError == "Error: unknown command '\(typed)'. Did you mean '\(meant)'? (criteria --help lists the commands)\n",
                "\(result.standardError)")
    }

    /// A folder named like a command is still a folder: the command is only guessed at when no
    /// such path exists.
    @Test func anExistingFolderCloseToACommandNameIsTheContentFolder() throws {
        let scratch = try Scratch()
        try FileManager.default.copyItem(at: seeds, to: scratch.url.appendingPathComponent("biuld"))
        let result = try CriteriaRunner.run(["biuld", "--quiet"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test(arguments: [["build", "--contnet", "site"], ["check", "--contnet", "site"], ["--contnet", "site"],
                      ["search", "toggle", "--contnet", "site"], ["export", "--format", "json", "--contnet", "site"]])
    func aMistypedOptionIsAnsweredWithTheOptionMeant(arguments: [String]) throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(arguments, in: scratch.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("Unknown option '--contnet'. Did you mean '--content'?"), "\(result.standardError)")
    }

    /// Found before the input is looked for, which does not exist either.
    @Test func aMistypedOptionOfMigrateIsNamedBeforeAMissingInput() throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(["migrate", "no-such-input", "--output", "out", "--inculdes", "x"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("Unknown option '--inculdes'. Did you mean '--includes'?"), "\(result.standardError)")
        let missing = try CriteriaRunner.run(["migrate", "no-such-input", "--output", "out"], in: scratch.url)
        #expect(missing.status == 2 && missing.standardError.contains("input not found: no-such-input"), "\(missing.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty, "nothing written")
    }

    @Test(arguments: [
        (["build", "--assets", "no-media"], "--assets folder not found: no-media"),
        (["check", "--assets", "no-media"], "--assets folder not found: no-media"),
        (["build", "--theme", "no-theme"], "--theme folder not found: no-theme"),
        (["bundle", "--theme", "no-theme"], "--theme folder not found: no-theme"),
        (["build", "--config", "no.yml"], "--config file not found: no.yml"),
        (["serve", "--config", "no.yml"], "--config file not found: no.yml"),
        (["build", "--config", "native"], "--config file is a folder, not a file: native"),
        (["search", "toggle", "--config", "no.yml"], "--config file not found: no.yml"),
        (["export", "--format", "json", "--config", "no.yml"], "--config file not found: no.yml"),
    ])
    func aMissingPathGivenIsAUsageErrorNamingIt(arguments: [String], message: String) throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("native"), withIntermediateDirectories: true)
        let result = try CriteriaRunner.run(arguments + ["--content", seeds.path], in: scratch.url)
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["native"], "nothing written")
    }
}
