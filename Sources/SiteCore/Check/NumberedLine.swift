import Foundation

/// A line of text with the spans of its three-part numbers (`1.4.11`, `9.9.9`, `17.2.1`), as
/// UTF-16 offsets, which of them have a success criterion's shape, and its text between any two
/// offsets: what `WCAGCitations` reads a citation from.
///
/// An ASCII line is read over its bytes, by the rule `WCAGCitations.number` writes as an
/// expression: digits that no digit or dot precedes, a dot, digits, a dot, digits that no digit,
/// and no dot and digit, follow. A number has a criterion's shape when its parts are a digit 1
/// to 4, then one or two digits, twice: only those are read as citations without a label. Other
/// lines go through the expression, whose `\d` also takes digits of other scripts.
struct NumberedLine {
    private(set) var numbers: [Range<Int>] = []
    /// Per number, whether it has a criterion's shape.
    private(set) var shaped: [Bool] = []
    let length: Int
    private let line: String
    private let isASCII: Bool

    /// An ASCII line's UTF-16 offsets are its byte offsets, and it has no digit but 0 to 9 for
    /// the expression's `\d`; `readingBytes` false is for tests, which hold the two readings equal.
    init(_ line: String, readingBytes: Bool = true) {
        self.line = line
        isASCII = line.isAllASCII
        if isASCII, readingBytes {
            length = line.utf8.count
            var text = line
            numbers = text.withUTF8(Self.numbers(in:))
        } else {
            let text = line as NSString
            length = text.length
            numbers = WCAGCitations.number.matches(in: line, range: NSRange(location: 0, length: text.length)).map {
                $0.range(at: 1).location..<($0.range(at: 1).location + $0.range(at: 1).length)
            }
        }
        let read = self
        shaped = numbers.map { Self.hasCriterionShape(read.text(from: $0.lowerBound, to: $0.upperBound)) }
    }

    /// `1.4.11`: a digit 1 to 4, then one or two digits twice, each part after a dot.
    static func hasCriterionShape(_ number: String) -> Bool {
        let parts = number.unicodeScalars.split(separator: ".")
        guard parts.count == 3, let first = parts[0].first, parts[0].count == 1 else { return false }
        return ("1"..."4").contains(first) && (1...2).contains(parts[1].count) && (1...2).contains(parts[2].count)
    }

    func text(from start: Int, to end: Int) -> String {
        guard isASCII else { return (line as NSString).substring(with: NSRange(location: start, length: end - start)) }
        let utf8 = line.utf8
        return String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)], as: UTF8.self)
    }

    /// The numbers' spans, left to right, none overlapping, as the expression's matches are. A
    /// number's first dot has a digit on each side, so only those dots are tried (`QueryWords`'s
    /// dotted-number scan), each with the run of digits before it as the number's start.
    static func numbers(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var from = 1
        while let dot = QueryWords.firstDigitDotDigit(in: bytes, from: from) {
            var start = dot - 1
            while start > 0, isDigit(bytes[start - 1]) { start -= 1 }
            if let end = numberEnd(bytes, at: start, dot: dot) {
                found.append(start..<end)
                from = end + 1
            } else {
                from = dot + 1
            }
        }
        return found
    }

    /// Where the number whose first part runs from `start` to `dot` ends, if one does.
    private static func numberEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, dot: Int) -> Int? {
        guard start == 0 || bytes[start - 1] != UInt8(ascii: "."),
              let middle = digits(bytes, at: dot),
              let last = digits(bytes, at: middle) else { return nil }
        // Digits, then neither a digit (they are all taken) nor a dot and a digit.
        if last < bytes.count, bytes[last] == UInt8(ascii: "."), last + 1 < bytes.count, isDigit(bytes[last + 1]) { return nil }
        return last
    }

    /// After a dot at `index`, digits: the index after them. A middle part must be followed by
    /// its dot, which the next call reads.
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) else { return nil }
        var end = index + 2
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        return end
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
