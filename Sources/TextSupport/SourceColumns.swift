/// Character columns from byte offsets: cmark and the HTML tokenizer count bytes, people count
/// characters. The one place that turns one into the other, in the three ways callers ask:
/// - `character(fromByte:in:)`: one byte column on a line, asked once (a section's heading);
/// - `Lines`: byte columns on any of a page's lines, each line read once however many are asked
///   (the content rules' links and images; SiteCore's, in `SourceColumns+Lines.swift`);
/// - `Counter`: marks on a line asked in order, each count going on from the mark before (tags
///   in raw HTML, cited WCAG numbers);
/// - `Offsets`: lines and columns of marks in a text of several lines, asked in order (tags in
///   a raw HTML block).
///
/// It lives here, below both the sanitizer and SiteCore, so that their positions are counted by
/// one piece of code.
public enum SourceColumns {
    public static func character(fromByte byteColumn: Int, in line: Substring?) -> Int {
        guard byteColumn > 1, let line else { return max(byteColumn, 1) }
        let utf8 = line.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: byteColumn - 1, limitedBy: utf8.endIndex) ?? utf8.endIndex
        let prefix = Substring(utf8[utf8.startIndex..<end])
        return prefix.count + 1
    }

    /// Character columns on a line of marks that start with an ASCII character (a tag's `<`, a
    /// cited WCAG number's first digit), asked in order: each count goes on from the mark before
    /// instead of from the line's start, which made a long line's marks quadratic.
    ///
    /// Counts of two runs add up when a character starts where the second begins. A counted run
    /// ends where a mark starts, and its ASCII character starts a character unless the one before
    /// is a prepended mark (Unicode's Prepend, which joins what follows: U+0600, the Arabic number
    /// sign, is written before digits); then the line is counted again from its start.
    public struct Counter {
        private var lineStart = 0
        private var countedTo = 0
        private var characters = 0

        public init() {}

        /// A new line of `bytes` starts at byte `offset`.
        public mutating func startLine(at offset: Int) {
            (lineStart, countedTo, characters) = (offset, offset, 0)
        }

        /// The characters on the line before the mark at byte `offset` (an ASCII character), no
        /// earlier than the mark asked about before on this line.
        public mutating func characters(beforeMarkAt offset: Int, in bytes: [UInt8]) -> Int {
            if offset < countedTo || (countedTo > lineStart && !Self.characterStarts(at: countedTo, in: bytes)) {
                (countedTo, characters) = (lineStart, 0)
            }
            characters += String(decoding: bytes[countedTo..<offset], as: UTF8.self).count
            countedTo = offset
            return characters
        }

        /// Whether the ASCII character at `offset` starts a character: ASCII before it never joins
        /// it; anything else is asked of Swift's own grapheme breaking, which needs only the scalar
        /// before (no rule that could join them looks further back).
        private static func characterStarts(at offset: Int, in bytes: [UInt8]) -> Bool {
            guard bytes[offset - 1] >= 0x80 else { return true }
            var scalarStart = offset - 1
            while scalarStart > 0, bytes[scalarStart] & 0xC0 == 0x80 { scalarStart -= 1 }
            return String(decoding: bytes[scalarStart...offset], as: UTF8.self).count == 2
        }
    }


    /// Lines and columns of marks (each an ASCII character) in a text that starts at `line` and
    /// `column` of its source, asked in order: lines are counted on from the mark before, and
    /// columns as `Counter` counts them.
    public struct Offsets {
        public let bytes: [UInt8]
        private let firstLine: Int
        private let firstColumn: Int
        private var scanned = 0
        private var line: Int
        private var columns = Counter()

        public init(bytes: [UInt8], line: Int, column: Int) {
            self.bytes = bytes
            firstLine = line
            firstColumn = column
            self.line = line
        }

        public mutating func position(at offset: Int) -> (line: Int, column: Int) {
            let end = min(offset, bytes.count)
            while scanned < end {
                if bytes[scanned] == UInt8(ascii: "\n") {
                    line += 1
                    columns.startLine(at: scanned + 1)
                }
                scanned += 1
            }
            let column = columns.characters(beforeMarkAt: end, in: bytes) + 1
            return (line, line == firstLine ? firstColumn + column - 1 : column)
        }
    }
}
