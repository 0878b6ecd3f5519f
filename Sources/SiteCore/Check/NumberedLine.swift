import Foundation

/// A line of text with the spans of its success-criterion-shaped numbers (`1.4.11`), as UTF-16
/// offsets, and its text between any two offsets: what `WCAGCitations` reads a citation from.
///
/// An ASCII line is read over its bytes, by the rule `WCAGCitations.number` writes as an
/// expression: a digit 1 to 4 that no digit or dot precedes, a dot, one or two digits, a dot,
/// one or two digits that no digit, and no dot and digit, follow. Other lines go through the
/// expression, whose `\d` also takes digits of other scripts.
struct NumberedLine {
    private(set) var numbers: [Range<Int>] = []
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
    }

    func text(from start: Int, to end: Int) -> String {
        guard isASCII else { return (line as NSString).substring(with: NSRange(location: start, length: end - start)) }
        let utf8 = line.utf8
        return String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)], as: UTF8.self)
    }

    /// The numbers' spans, left to right, none overlapping, as the expression's matches are. A
    /// number's first dot has a digit on each side, so only those dots are tried (`QueryWords`'s
    /// dotted-number scan), each with the single digit before it as the number's start.
    static func numbers(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var from = 1
        while let dot = QueryWords.firstDigitDotDigit(in: bytes, from: from) {
            if let end = numberEnd(bytes, at: dot - 1) {
                found.append((dot - 1)..<end)
                from = end + 1
            } else {
                from = dot + 1
            }
        }
        return found
    }

    /// Where the number starting at `start` ends, if one does.
    private static func numberEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard (UInt8(ascii: "1")...UInt8(ascii: "4")).contains(bytes[start]),
              start == 0 || !(isDigit(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".")),
              let middle = digits(bytes, at: start + 1),
              let last = digits(bytes, at: middle) else { return nil }
        // One or two digits, then neither a digit nor a dot and a digit.
        guard last < bytes.count else { return last }
        if isDigit(bytes[last]) { return nil }
        if bytes[last] == UInt8(ascii: "."), last + 1 < bytes.count, isDigit(bytes[last + 1]) { return nil }
        return last
    }

    /// After a dot at `index`, one or two digits: the index after them. A middle part must be
    /// followed by its dot, which the next call reads.
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) else { return nil }
        var end = index + 2
        if end < bytes.count, isDigit(bytes[end]) { end += 1 }
        return end
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
