import Foundation
import Testing

/// `criteria plan`: what it writes where, and the bad selections it refuses without writing.
@Suite struct PlanCommandTests {
    static let fixtures = MigrateCommandTests.legacyFixtures.path

    func plan(_ arguments: [String], in scratch: Scratch) throws -> CriteriaRunner.Result {
        try CriteriaRunner.run(["plan", "--content", Self.fixtures] + arguments, in: scratch.url)
    }

    @Test func aPlanGoesToStandardOutputOrToAFileNeverOverAnExistingOneWithoutForce() throws {
        let scratch = try Scratch()
        let printed = try plan(["--format", "csv", "--select", "web/", "--profile", "testrail"], in: scratch)
        #expect(printed.status == 0, "\(printed.standardError)")
        #expect(printed.standardOutput.hasPrefix("Title,Section,Type,Priority,References,Preconditions,Steps,Expected Result,Last Changed\r\n"))
        #expect(printed.standardOutput.contains("web/component/button/index.html#"))
        #expect(!printed.standardOutput.contains("native/"), "--select web/ takes only web's pages")

        #expect(try plan(["--format", "csv", "--select", "web/", "--profile", "testrail", "--output", "plan.csv"], in: scratch).status == 0)
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("plan.csv"), encoding: .utf8) == printed.standardOutput)
        let again = try plan(["--format", "markdown", "--output", "plan.csv"], in: scratch)
        #expect(again.status == 1 && again.standardError.contains("pass --force to replace them"))
        #expect(try plan(["--format", "markdown", "--output", "plan.csv", "--force"], in: scratch).status == 0)
    }

    @Test(arguments: [
        (["--format", "csv", "--select", "web/nothing"], "--select web/nothing matches no page with checks"),
        (["--format", "csv", "--wcag", "2.4.7,9.9.9"], "unknown WCAG success criterion 9.9.9"),
        (["--format", "csv", "--profile", "excel"], "unknown profile excel; expected one of: generic, testrail, azure, xray"),
        (["--format", "csv", "--platform", "windows"], "unknown platform windows"),
        (["--format", "xlsx"], "unknown format xlsx"),
        (["--format", "csv", "--select", "web/", "--platform", "android"], "the selection matches no check"),
    ])
    func aBadSelectionExitsTwoAndWritesNothing(_ arguments: [String], _ message: String) throws {
        let scratch = try Scratch()
        let result = try plan(arguments + ["--output", "plan.csv"], in: scratch)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("plan.csv").path))
    }
}
