import Testing
@testable import SiteCore

/// How `criteria changes` and the audits' carried results pair a reworded check, whose ID
/// changed with its text, with the check it was (`CheckDifference.checks`).
@Suite struct CheckDifferenceTests {
    static func check(_ text: String, step: String = "Test keyboard only") -> Check {
        Check(id: CheckIDs.generated(section: .condensed, text: text), section: .condensed, platform: .web, step: step, text: text,
              location: SourceLocation(file: "web/button.md"))
    }

    static func kinds(from old: [String], to new: [String], step: String = "Test keyboard only") -> [String] {
        CheckDifference().checks(from: old.map { check($0) }, to: new.map { check($0, step: step) }).map { change in
            "\(change.kind) \(change.oldText ?? "") → \(change.newText ?? "")"
        }
    }

    @Test func aCheckSharingHalfItsWordsIsChanged() {
        #expect(Self.kinds(from: ["Enter: Activates the button."], to: ["Enter: Activates the button once (no double submit)."])
                    == ["changed Enter: Activates the button. → Enter: Activates the button once (no double submit)."])
    }

    /// An auditor's trial: a check that only gained a clause shares 7 of its 16 words, under
    /// half, and was listed as removed, its result left with nothing to carry it to.
    @Test func aCheckThatKeptEveryWordAndGainedAClauseIsChanged() {
        let old = "Tab: Focus visibly moves to the button."
        let new = "Tab: Focus visibly moves to the button, with a focus indicator of at least 3:1 contrast."
        #expect(Self.kinds(from: [old], to: [new]) == ["changed \(old) → \(new)"])
        #expect(Self.kinds(from: [new], to: [old]) == ["changed \(new) → \(old)"], "a clause taken out is the same change")
    }

    @Test func aCheckSharingFewWordsOrAnotherStepIsAddedAndRemoved() {
        #expect(Self.kinds(from: ["Tab: Focus visibly moves to the button."], to: ["Space: Activates the link without scrolling the page."])
                    == ["added  → Space: Activates the link without scrolling the page.", "removed Tab: Focus visibly moves to the button. → "])
        #expect(Self.kinds(from: ["Tab: Focus visibly moves to the button."], to: ["Tab: Focus visibly moves to the button, every time."],
                           step: "Test screen reader")
                    == ["added  → Tab: Focus visibly moves to the button, every time.", "removed Tab: Focus visibly moves to the button. → "])
        // Two words kept of two are not a rewording.
        #expect(CheckDifference.keepsTheWords(shared: 2, of: 2) == false)
        #expect(CheckDifference.keepsTheWords(shared: 4, of: 5) && !CheckDifference.keepsTheWords(shared: 3, of: 5))
    }

    /// A scenario's lines changed are listed, a line written twice or moved included: a filter
    /// by what the other version holds lost both (a review of the change).
    @Test func aScenariosLinesRemovedAndAddedTellDuplicatesAndMoves() {
        func lines(_ old: [String], _ new: [String]) -> (removed: [String], added: [String])? {
            CheckChange(kind: .changed, id: "s", oldText: "Scenario", newText: "Scenario", lines: Revision.of(old, new)).linesRemovedAndAdded
        }
        #expect(lines(["WHEN I press TAB", "THEN focus moves"], ["WHEN I press TAB", "THEN focus visibly moves"])
                    .map { [$0.removed, $0.added] } == [["THEN focus moves"], ["THEN focus visibly moves"]])
        #expect(lines(["WHEN a", "THEN b", "THEN b"], ["WHEN a", "THEN b"]).map { [$0.removed, $0.added] } == [["THEN b"], []])
        let moved = lines(["WHEN a", "WHEN b"], ["WHEN b", "WHEN a"])
        #expect(moved.map { $0.removed.count == 1 && $0.removed == $0.added } == true, "a line moved goes and comes")
        #expect(lines(["x"], ["x"]) == nil)
    }
}
