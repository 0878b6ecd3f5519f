import Foundation
import Testing
@testable import SiteCore

/// An ASCII line's three-part numbers are found over its bytes; they must be exactly the
/// matches of the expression `WCAGCitations.number` that the other lines go through, and those
/// of a criterion's shape exactly what the expression of success-criterion numbers finds (the
/// only numbers read before labelled ones were: bare numbers are read as they were).
@Suite struct NumberedLineTests {
    @Test func bytesFindWhatTheExpressionFinds() {
        let lines = [
            "", "1.4.11", "WCAG 1.4.3 Contrast (Minimum)", "1.4.111 and 1.4.1.2 and 5.1.1 and 11.4.3", "a1.4.3 .1.4.3 1.4.3.",
            "1.4.3.x", "2.4.7, 2.4.11 (Level AA) and 2.5.8:", "version 2.1.1.1", "1.45.6 1.456.7 4.1.2", "x4.1.2y 3.2.22a", "1..4.3 1.4..3",
        ]
        for line in lines {
            #expect(Self.byBytes(line) == Self.byExpression(line), "\(line)")
            #expect(Self.shaped(NumberedLine(line)) == Self.criterionShaped(line), "\(line)")
        }
        #expect(NumberedLine("9.9.9, 12.3.456 and 2.4.7").numbers == [0..<5, 7..<15, 20..<25])
        #expect(NumberedLine("9.9.9, 12.3.456 and 2.4.7").shaped == [false, false, true])
        #expect(NumberedLine("٩.٩.٩ and ٢.٤.٧ é").shaped == [false, false], "digits of other scripts are not 1 to 4")
    }

    /// Random lines of digits, dots and a few letters, where the edges of the rule are dense;
    /// a failure names its line.
    @Test func randomLinesOfDigitsAndDots() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123451289..... aW")
        for _ in 0..<4000 {
            let line = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "." })
            #expect(Self.byBytes(line) == Self.byExpression(line), "\(line)")
            #expect(Self.shaped(NumberedLine(line)) == Self.criterionShaped(line), "\(line)")
            #expect(Self.shaped(NumberedLine(line, readingBytes: false)) == Self.criterionShaped(line), "\(line)")
        }
    }

    private static func shaped(_ line: NumberedLine) -> [Range<Int>] {
        line.numbers.indices.filter { line.shaped[$0] }.map { line.numbers[$0] }
    }

    /// The success-criterion numbers the reader read before it read any other.
    private static func criterionShaped(_ line: String) -> [Range<Int>] {
        let expression = NSRegularExpression.literal(#"(?<![\d.])([1-4]\.\d{1,2}\.\d{1,2})(?![\d]|\.\d)"#)
        return expression.matches(in: line, range: NSRange(location: 0, length: (line as NSString).length)).map {
            $0.range(at: 1).location..<($0.range(at: 1).location + $0.range(at: 1).length)
        }
    }

    private static func byBytes(_ line: String) -> [Range<Int>] {
        NumberedLine(line).numbers
    }

    private static func byExpression(_ line: String) -> [Range<Int>] {
        NumberedLine(line, readingBytes: false).numbers
    }
}
