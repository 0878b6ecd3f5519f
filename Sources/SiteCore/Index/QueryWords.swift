/// The words of a search query, and the dotted numbers of a text (`4.1.2`): a WCAG success
/// criterion's number is one term, where the tokenizer would give three numbers found on most
/// pages. `docs/search.md`, "Query"; `search.js` scans with the same rule.
enum QueryWords {
    /// The query's raw words, left to right: at each position a dotted number (ASCII digits,
    /// then two or more groups of a dot and digits) if one starts there, else a run of letters
    /// and numbers, as `/\d+(?:\.\d+){2,}|[\p{L}\p{N}]+/gu` matches.
    static func rawWords(_ query: String) -> [[Unicode.Scalar]] {
        var words: [[Unicode.Scalar]] = []
        scan(query) { word, _ in words.append(Array(String(decoding: word, as: UTF8.self).unicodeScalars)) }
        return words
    }

    /// The dotted numbers of a text, in order (the index counts each as a term): the dotted
    /// words of `rawWords`, without making an array of every word, as `rawWords` does, for
    /// each text the index drafts.
    static func dottedNumbers(in text: String) -> [String] {
        guard text.holdsDigitDotDigit else { return [] }
        var numbers: [String] = []
        scan(text) { word, isDotted in
            if isDotted { numbers.append(String(decoding: word, as: UTF8.self)) }
        }
        return numbers
    }

    /// Calls `body` with the UTF-8 bytes of each raw word of `text`, left to right, and whether
    /// it is a dotted number: the one scan behind both the query's words and the index's numbers.
    private static func scan(_ text: String, _ body: (_ word: UnsafeBufferPointer<UInt8>, _ isDotted: Bool) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                if let end = dottedNumberEnd(bytes, from: start) {
                    body(UnsafeBufferPointer(rebasing: bytes[start..<end]), true)
                    start = end
                } else if let end = wordEnd(bytes, from: start) {
                    body(UnsafeBufferPointer(rebasing: bytes[start..<end]), false)
                    start = end
                } else {
                    start += UTF8Scalars.decode(bytes, at: start).1
                }
            }
        }
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

    /// Where a dotted number starting at `start` ends, or nil when none starts there: digits and
    /// dots are one byte each in UTF-8, and no other scalar's bytes are ASCII.
    private static func dottedNumberEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        func isDigit(_ index: Int) -> Bool { index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") }
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
}
