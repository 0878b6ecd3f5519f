import SiteCore
import Testing
@testable import SitePreview

/// What a save brought and fixed, told apart from what only moved.
struct ProblemChangesTests {
    static func warning(_ file: String, _ line: Int, _ message: String, rule: String = "missing-media") -> Diagnostic {
        Diagnostic(.warning, SourceLocation(file: file, line: line, column: 3), message, rule: rule)
    }

    static func diagnostics(_ list: [Diagnostic]) -> Diagnostics {
        var diagnostics = Diagnostics()
        diagnostics.append(contentsOf: list)
        return diagnostics
    }

    @Test func theSameProblemsAreNoChange() {
        let before = Self.diagnostics([Self.warning("a.md", 4, "one"), Self.warning("b.md", 9, "two")])
        #expect(ProblemChanges(from: before, to: before).isEmpty)
    }

    @Test func problemsThatOnlyMovedAreNoChange() {
        let before = Self.diagnostics((1...20).map { Self.warning("a.md", $0 * 3, "missing \($0)") })
        let after = Self.diagnostics((1...20).map { Self.warning("a.md", $0 * 3 + 2, "missing \($0)") })
        #expect(ProblemChanges(from: before, to: after).isEmpty)
    }

    /// A message naming another line of the file moves with it: an editor's trial saw a pinned
    /// ID's warning ("the check at line 13 keeps it") reported as new and fixed at once.
    @Test func aProblemWhoseMessageNamesALineOnlyMovedWithIt() {
        let before = Self.diagnostics([Self.warning("a.md", 14, "pinned twice; the check at line 13 keeps it", rule: "check-id")])
        let after = Self.diagnostics([Self.warning("a.md", 13, "pinned twice; the check at line 12 keeps it", rule: "check-id")])
        #expect(ProblemChanges(from: before, to: after).isEmpty)
        #expect(ProblemChanges.withoutLineNumbers("at line 12, not line 3 or the line") == "at line #, not line # or the line")
        let other = Self.diagnostics([Self.warning("a.md", 13, "pinned twice; the check at line 12 keeps it", rule: "broken-link")])
        #expect(!ProblemChanges(from: before, to: other).isEmpty, "another rule is another problem")
    }

    @Test func aNewErrorAndAFixedWarningAreTold() {
        let kept = Self.warning("a.md", 4, "kept")
        let fixed = Self.warning("a.md", 7, "fixed soon")
        let error = Diagnostic(.error, SourceLocation(file: "b.md", line: 2, column: 1), "link target not found", rule: "broken-link")
        let changes = ProblemChanges(from: Self.diagnostics([kept, fixed]), to: Self.diagnostics([error, kept]))
        #expect(changes.added == [error])
        #expect(changes.resolved == [fixed])
    }

    @Test func repeatedProblemsAreCounted() {
        let same = Self.warning("a.md", 4, "twice")
        let once = Self.diagnostics([same])
        let twice = Self.diagnostics([same, same])
        #expect(ProblemChanges(from: once, to: twice).added == [same])
        #expect(ProblemChanges(from: twice, to: once).resolved == [same])
    }

    @Test func theSameMessageInAnotherFileIsAnotherProblem() {
        let changes = ProblemChanges(from: Self.diagnostics([Self.warning("a.md", 4, "same")]),
                                     to: Self.diagnostics([Self.warning("b.md", 4, "same")]))
        #expect(changes.added.map(\.location.file) == ["b.md"])
        #expect(changes.resolved.map(\.location.file) == ["a.md"])
    }
}
