import Foundation
import Testing
@testable import SiteCore

/// An ASCII line's success-criterion numbers are found over its bytes; they must be exactly the
/// matches of the expression `WCAGCitations.number` that the other lines go through.
@Suite struct NumberedLineTests {
    @Test func bytesFindWhatTheExpressionFinds() {
        let lines = [
            "", "1.4.11", "WCAG 1.4.3 Contrast (Minimum)", "1.4.111 and 1.4.1.2 and 5.1.1 and 11.4.3", "a1.4.3 .1.4.3 1.4.3.",
            "1.4.3.x", "2.4.7, 2.4.11 (Level AA) and 2.5.8:", "version 2.1.1.1", "1.45.6 1.456.7 4.1.2", "x4.1.2y 3.2.22a", "1..4.3 1.4..3",
        ]
        for line in lines {
            #expect(Self.byBytes(line) == Self.byExpression(line), "\(line)")
        }
    }

    /// Random lines of digits, dots and a few letters, where the edges of the rule are dense;
    /// a failure names its line.
    @Test func randomLinesOfDigitsAndDots() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123451289..... aW")
        for _ in 0..<4000 {
            let line = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "." })
            #expect(Self.byBytes(line) == Self.byExpression(line), "\(line)")
        }
    }

    private static func byBytes(_ line: String) -> [Range<Int>] {
        NumberedLine(line).numbers
    }

    private static func byExpression(_ line: String) -> [Range<Int>] {
        NumberedLine(line, readingBytes: false).numbers
    }
}
