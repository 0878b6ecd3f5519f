import Foundation
import Testing
@testable import SiteCore

/// `CitationWords` reads the words around a number over the bytes of printable ASCII; it must
/// read exactly what the expressions of `WCAGCitations` read, which other text goes through.
@Suite struct CitationWordsTests {
    @Test func readsWhatTheExpressionsRead() {
        let texts = [
            "", " (Level AA)", " Focus Visible (level aa) and Level A", " Levels AA", " Level AAAA, Level AA", "xLevel A", " Level A_",
            "WCAG AA ", "WCAG Level AA SC ", "Level A SC ", "level aa sc", "WCAG 2.1 ", "WCAG 2.1:", "WCAG 22.1", "WCAG 2.3",
            "Success Criterion ", "Success  Criterion: ", "SuccessCriterion", "DISC ", "SC", "WCAG::", "see WCAG\t:\t", "1 WCAG A SC\t",
            "WCAG 2.1 AA ", "wcag 2.2\tlevel aa sc ", "WCAG  2.0 A SC ", "WCAG 2.3 AA ", "WCAG 12.1 AA ", "xWCAG 2.1 AA ", "Level 2.1 AA ",
            "WCAG2.1 AA ", "WCAG 2.1AA ", "WCAG 2.1 2.1 AA ",
        ]
        for text in texts { Self.expectSameReading(text) }
    }

    /// Texts of the patterns' words, spaces, tabs and punctuation, where their edges are dense,
    /// drawn from a fixed seed so that a run repeats; a failure names its text.
    @Test func randomTexts() {
        var generator = SeededGenerator(state: 51)
        let pieces = ["WCAG", "wcag", "Wcag", "Level", "LEVEL", "level", "SC", "sc", "Sc", "sC", "Success", "success", "SUCCESS",
                      "Criterion", "criterion", "A", "a", "AA", "AAA", "Aa", "aaaa", "2.1", "2.", "2", "1", "0", ".", " ", " ", "  ",
                      "\t", ":", "_", "x", "(", ")", "-"]
        for _ in 0..<20000 {
            let text = (0..<Int.random(in: 0...9, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? " " }.joined()
            Self.expectSameReading(text)
        }
    }

    @Test func leavesOtherTextToTheExpressions() {
        #expect(CitationWords("Level AA") != nil)
        #expect(CitationWords("Level\tAA") != nil)
        #expect(CitationWords("Level AA\n") == nil, "`$` also matches before a final line break")
        #expect(CitationWords("Niveau AA é") == nil)
    }

    private static func expectSameReading(_ text: String) {
        guard let words = CitationWords(text) else {
            Issue.record("\(text) is printable ASCII")
            return
        }
        #expect(words.levelAfter() == WCAGCitations.level(text, WCAGCitations.levelAfter), "\(text)")
        #expect(words.levelBefore() == WCAGCitations.level(text, WCAGCitations.levelBefore), "\(text)")
        #expect(words.endsWithLabel() == WCAGCitations.matches(text, WCAGCitations.citedBefore), "\(text)")
        #expect((words.levelBefore(keywords: ["wcag"]) != nil) == WCAGCitations.matches(text, WCAGCitations.wcagLevelBefore), "\(text)")
    }
}
