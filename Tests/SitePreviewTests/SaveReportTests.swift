import SiteCore
import Testing
@testable import SitePreview

/// The terminal's lines for one save.
struct SaveReportTests {
    static func describe(_ diagnostic: Diagnostic) -> String {
        var shown = diagnostic
        shown.location.file = "content/" + shown.location.file
        return shown.description
    }

    static func save(added: [Diagnostic] = [], resolved: [Diagnostic] = [], all: [Diagnostic], files: [String] = ["content/a.md"]) -> SaveReport.Save {
        SaveReport.Save(changes: ProblemChanges(added: added, resolved: resolved), diagnostics: ProblemChangesTests.diagnostics(all),
                        pagesRendered: 1, milliseconds: 23, savedFiles: files)
    }

    @Test func aQuietSaveIsOneLine() {
        let report = SaveReport(Self.save(all: [ProblemChangesTests.warning("a.md", 1, "old")]), describe: Self.describe)
        #expect(report.details.isEmpty)
        #expect(report.summary == "Saved content/a.md: 1 page rebuilt in 23 ms; 0 errors, 1 warning")
        #expect(!report.failed)
    }

    /// A deleted page is not "saved".
    @Test func removedFilesAreNamedApart() {
        var save = Self.save(all: [], files: [])
        save.removedFiles = ["content/b.md"]
        #expect(SaveReport(save, describe: Self.describe).summary == "Removed content/b.md: 1 page rebuilt in 23 ms; 0 errors, 0 warnings")
        save.savedFiles = ["content/a.md"]
        save.removedFiles = ["content/b.md", "content/c.md", "content/d.md"]
        #expect(SaveReport(save, describe: Self.describe).summary
                    == "Saved content/a.md; removed content/b.md, content/c.md and 1 more file: 1 page rebuilt in 23 ms; 0 errors, 0 warnings")
    }

    /// After a failed start no site was served: a save says so until one builds.
    @Test func aSaveAfterAFailedStartSaysWhetherTheSiteIsServedNow() {
        var save = Self.save(all: [])
        save.hadSite = false
        #expect(SaveReport(save, describe: Self.describe).summary == "Saved content/a.md: 1 page rebuilt in 23 ms; 0 errors, 0 warnings; serving the site now")
        let error = Diagnostic(.error, SourceLocation(file: "a.md", line: 2, column: 3), "still broken", rule: "broken-link")
        var failed = Self.save(all: [error])
        failed.hadSite = false
        #expect(SaveReport(failed, describe: Self.describe).summary.hasSuffix("1 error, 0 warnings; the site has not built yet"))
        failed.hadSite = true
        #expect(SaveReport(failed, describe: Self.describe).summary.hasSuffix("1 error, 0 warnings; still serving the last good site"))
    }

    @Test func newAndFixedProblemsComeFirst() {
        let new = ProblemChangesTests.warning("a.md", 5, "new one")
        let fixed = ProblemChangesTests.warning("a.md", 9, "gone now")
        let report = SaveReport(Self.save(added: [new], resolved: [fixed], all: [new]), describe: Self.describe)
        #expect(report.details == ["content/a.md:5:3: warning: new one [missing-media]", "content/a.md:9:3: fixed: gone now [missing-media]"])
        #expect(report.summary.hasSuffix("0 errors, 1 warning (1 new, 1 fixed)"))
    }

    @Test func manyChangesStopAtTheLimitButErrorsAreAllShown() {
        let errors = (1...3).map { Diagnostic(.error, SourceLocation(file: "a.md", line: $0, column: 1), "broken \($0)", note: "fix it") }
        let warnings = (1...30).map { ProblemChangesTests.warning("b.md", $0, "warning \($0)") }
        let report = SaveReport(Self.save(added: errors + warnings, all: errors + warnings, files: ["content/a.md", "content/b.md", "content/c.md"]),
                                limit: 8, describe: Self.describe)
        #expect(report.details.count == 9)
        #expect(report.details.filter { $0.contains(": error: ") }.count == 3)
        #expect(report.details.filter { $0.contains(": note: fix it") }.count == 1, "a note is printed once")
        #expect(report.details.last == "… and 26 more changes (criteria check lists every problem)")
        #expect(report.failed)
        #expect(report.summary == "Saved content/a.md, content/b.md and 1 more file: build failed in 23 ms; 3 errors, 30 warnings (33 new); still serving the last good site")
        #expect(report.details[4...7].allSatisfy { $0.contains(": warning: warning ") })
    }

    @Test func quietReportsNewErrorsOnly() {
        let error = Diagnostic(.error, SourceLocation(file: "a.md", line: 2, column: 1), "broken")
        let warning = ProblemChangesTests.warning("a.md", 5, "new one")
        let report = SaveReport(Self.save(added: [error, warning], all: [error, warning], files: []), warnings: false, describe: Self.describe)
        #expect(report.details == ["content/a.md:2:1: error: broken"])
        #expect(report.summary.hasPrefix("Build failed in 23 ms; 1 error, 1 warning"))
    }
}
