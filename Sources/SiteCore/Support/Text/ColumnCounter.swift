/// Character columns on a line of marks that start with an ASCII character (a tag's `<`, a
/// cited WCAG number's first digit), asked in order: each count goes on from the mark before
/// instead of from the line's start, which made a long line's marks quadratic (20,000 tags on
/// one line took over two minutes to check).
///
/// Counts of two runs add up when a character starts where the second begins. A counted run
/// ends where a mark starts, and its ASCII character starts a character unless the one before
/// is a prepended mark (Unicode's Prepend, which joins what follows: U+0600, the Arabic number
/// sign, is written before digits); then the line is counted again from its start.
struct ColumnCounter {
    private var lineStart = 0
    private var countedTo = 0
    private var characters = 0

    /// A new line of `bytes` starts at byte `offset`.
    mutating func startLine(at offset: Int) {
        (lineStart, countedTo, characters) = (offset, offset, 0)
    }

    /// The characters on the line before the mark at byte `offset` (an ASCII character), no
    /// earlier than the mark asked about before on this line.
    mutating func characters(beforeMarkAt offset: Int, in bytes: [UInt8]) -> Int {
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
