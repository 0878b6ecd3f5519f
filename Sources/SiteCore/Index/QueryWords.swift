import TextSupport

/// The words of a search query, and the dotted numbers of a text (`4.1.2`): a WCAG success
/// criterion's number is one term, where the tokenizer would give three numbers found on most
/// pages. `docs/search.md`, "Query"; `search.js` scans with the same rule.
enum QueryWords {
    /// The query's raw words, left to right: at each position a dotted number (ASCII digits,
    /// then two or more groups of a dot and digits) if one starts there, else a run of letters
    /// and numbers, as `/\d+(?:\.\d+){2,}|[\p{L}\p{N}]+/gu` matches.
    static func rawWords(_ query: String) -> [[Unicode.Scalar]] {
        words(query).map(\.scalars)
    }

    /// A raw word of a query, and whether an apostrophe (`'` or `’`) joins it to a word before
    /// or after it: a contraction's half (`don't`, `you’re`) or a possessive's `s`.
    struct Word: Equatable {
        var scalars: [Unicode.Scalar]
        var isJoinedByApostrophe: Bool
    }

    /// The query's raw words (`rawWords`), each with whether an apostrophe joins it to another.
    static func words(_ query: String) -> [Word] {
        var words: [Word] = []
        var query = query
        query.withUTF8 { bytes in
            scan(bytes) { range in
                let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                words.append(Word(scalars: Array(word.unicodeScalars), isJoinedByApostrophe: isJoined(range, in: bytes)))
            }
        }
        return words
    }

    /// The dotted numbers of a text, in order (the index counts each as a term): the dotted
    /// words of `rawWords`. Most texts the index drafts hold none, so the scan goes from dot to
    /// dot (`memchr`), and tries a number only where digits stand on both sides of one and no
    /// letter or number goes before them, where `rawWords`'s scan would start a word.
    static func dottedNumbers(in text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var numbers: [String] = []
            var from = 1
            while let dot = firstDigitDotDigit(in: bytes, from: from) {
                var start = dot - 1
                while start > 0, isDigit(bytes[start - 1]) { start -= 1 }
                if startsWord(bytes, at: start), let end = dottedNumberEnd(bytes, from: start) {
                    numbers.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                    from = end + 1
                } else {
                    from = dot + 1
                }
            }
            return numbers
        }
    }

    /// The offset of the first dot at or after `start` with an ASCII digit on each side, found
    /// with `memchr`: a text has few dots, and a loop asking every byte was most of the scan.
    static func firstDigitDotDigit(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var from = max(start, 1)
        while let dot = ByteSearch.firstOffset(of: UInt8(ascii: "."), in: bytes, from: from), dot + 1 < bytes.count {
            if isDigit(bytes[dot - 1]), isDigit(bytes[dot + 1]) { return dot }
            from = dot + 1
        }
        return nil
    }

    /// Calls `body` with the byte range of each raw word of the UTF-8 `bytes`, left to right.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (_ word: Range<Int>) -> Void) {
        var start = 0
        while start < bytes.count {
            if let end = dottedNumberEnd(bytes, from: start) ?? wordEnd(bytes, from: start) {
                body(start..<end)
                start = end
            } else {
                start += UTF8Scalars.decode(bytes, at: start).1
            }
        }
    }

    /// Whether an apostrophe stands right before the word with a letter or number before it,
    /// or right after it with one after it.
    private static func isJoined(_ word: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let length = apostropheLength(in: bytes, endingAt: word.lowerBound), !startsWord(bytes, at: word.lowerBound - length) {
            return true
        }
        guard let length = apostropheLength(in: bytes, startingAt: word.upperBound), word.upperBound + length < bytes.count else { return false }
        return SearchTokenizer.isWordScalar(UTF8Scalars.decode(bytes, at: word.upperBound + length).0)
    }

    /// The UTF-8 forms of the apostrophes a contraction is typed with: `'` and `’` (U+2019).
    private static let apostrophes: [[UInt8]] = [[0x27], [0xE2, 0x80, 0x99]]

    private static func apostropheLength(in bytes: UnsafeBufferPointer<UInt8>, endingAt offset: Int) -> Int? {
        apostrophes.first { offset >= $0.count && bytes[(offset - $0.count)..<offset].elementsEqual($0) }?.count
    }

    private static func apostropheLength(in bytes: UnsafeBufferPointer<UInt8>, startingAt offset: Int) -> Int? {
        apostrophes.first { offset + $0.count <= bytes.count && bytes[offset..<(offset + $0.count)].elementsEqual($0) }?.count
    }

    /// Where a run of letters and numbers starting at `start` ends (`SearchTokenizer.isWordScalar`),
    /// or nil when none starts there.
    private static func wordEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var end = start
        while end < bytes.count {
            let (scalar, length) = UTF8Scalars.decode(bytes, at: end)
            guard SearchTokenizer.isWordScalar(scalar) else { break }
            end += length
        }
        return end > start ? end : nil
    }

    /// Where a dotted number starting at `start` ends, or nil when none starts there: the one
    /// reading of a dotted number, for both scans. Digits and dots are one byte each in UTF-8,
    /// and no other scalar's bytes are ASCII.
    private static func dottedNumberEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        func isDigit(_ index: Int) -> Bool { index < bytes.count && Self.isDigit(bytes[index]) }
        func digits(from index: Int) -> Int {
            var end = index
            while isDigit(end) { end += 1 }
            return end
        }
        var end = digits(from: start)
        guard end > start else { return nil }
        var groups = 1
        while end < bytes.count, bytes[end] == UInt8(ascii: "."), isDigit(end + 1) {
            end = digits(from: end + 1)
            groups += 1
        }
        return groups >= 3 ? end : nil
    }

    /// Whether no letter or number ends right before `offset`, so that a word starts there.
    private static func startsWord(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset > 0 else { return true }
        var scalarStart = offset - 1
        while scalarStart > 0, bytes[scalarStart] & 0xC0 == 0x80 { scalarStart -= 1 }
        return !SearchTokenizer.isWordScalar(UTF8Scalars.decode(bytes, at: scalarStart).0)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

extension StringProtocol {
    /// Whether a digit, a dot and a digit follow each other somewhere in the text (`1.4`): the
    /// content rules scan only such texts for cited WCAG numbers.
    var holdsDigitDotDigit: Bool {
        func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { QueryWords.firstDigitDotDigit(in: bytes, from: 1) != nil }
        return utf8.withContiguousStorageIfAvailable(holds) ?? Array(utf8).withUnsafeBufferPointer(holds)
    }
}
