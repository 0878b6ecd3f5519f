import Foundation
import SiteCore
import Testing
@testable import SitePreview

/// What the overlay is sent: errors only, warnings counted, one sentence.
struct ProblemSummaryTests {
    static func error(_ file: String, _ line: Int) -> Diagnostic {
        Diagnostic(.error, SourceLocation(file: file, line: line, column: 4), "link target not found: ../x/", rule: "broken-link")
    }

    @Test func oneErrorIsNamedWithItsFileAndLine() {
        let diagnostics = ProblemChangesTests.diagnostics([Self.error("web/link.md", 12)] + (1...5).map { ProblemChangesTests.warning("a.md", $0, "w") })
        let summary = ProblemSummary(diagnostics) { "content/" + $0 }
        #expect(summary.sentence == "Build failed: 1 error in content/web/link.md line 12.")
        #expect(summary.errors == [.init(file: "content/web/link.md", line: 12, column: 4, message: "link target not found: ../x/ [broken-link]")])
        #expect(summary.warningCount == 5)
    }

    @Test func manyErrorsAreCountedAndTheFirstNamed() {
        let diagnostics = ProblemChangesTests.diagnostics((1...14).reversed().map { Self.error("b.md", $0) })
        let summary = ProblemSummary(diagnostics) { $0 }
        #expect(summary.sentence == "Build failed: 14 errors, the first in b.md line 1.")
        #expect(summary.errors.count == ProblemSummary.limit)
        #expect(summary.errorCount == 14)
    }

    @Test func anErrorWithoutAPlaceIsStillASentence() {
        var diagnostics = Diagnostics()
        diagnostics.error(SourceLocation(file: ""), "theme folder not found")
        #expect(ProblemSummary(diagnostics) { $0 }.sentence == "Build failed: 1 error.")
        var config = Diagnostics()
        config.error(SourceLocation(file: "criteria.yml"), "cannot read")
        #expect(ProblemSummary(config) { $0 }.sentence == "Build failed: 1 error in criteria.yml.")
    }

    @Test func theEventDataIsOneLineOfJSON() throws {
        var diagnostics = Diagnostics()
        diagnostics.error(SourceLocation(file: "a.md", line: 1, column: 1), "two\nlines and </script>")
        let line = ProblemSummary(diagnostics) { $0 }.jsonLine
        #expect(!line.contains("\n"))
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(decoded["errorCount"] as? Int == 1)
        #expect(decoded["sentence"] as? String == "Build failed: 1 error in a.md line 1.")
    }
}
