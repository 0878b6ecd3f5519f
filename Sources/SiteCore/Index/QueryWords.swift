/// The words of a search query, and the dotted numbers of a text (`4.1.2`): a WCAG success
/// criterion's number is one term, where the tokenizer would give three numbers found on most
/// pages. `docs/search.md`, "Query"; `search.js` scans with the same rule.
enum QueryWords {
    /// The query's raw words, left to right: at each position a dotted number (ASCII digits,
    /// then two or more groups of a dot and digits) if one starts there, else a run of letters
    /// and numbers, as `/\d+(?:\.\d+){2,}|[\p{L}\p{N}]+/gu` matches.
    static func rawWords(_ query: String) -> [[Unicode.Scalar]] {
        let scalars = Array(query.unicodeScalars)
        var words: [[Unicode.Scalar]] = []
        var start = 0
        while start < scalars.count {
            if let end = dottedNumberEnd(scalars, from: start) {
                words.append(Array(scalars[start..<end]))
                start = end
            } else if SearchTokenizer.isWordScalar(scalars[start]) {
                var end = start + 1
                while end < scalars.count, SearchTokenizer.isWordScalar(scalars[end]) { end += 1 }
                words.append(Array(scalars[start..<end]))
                start = end
            } else {
                start += 1
            }
        }
        return words
    }

    /// The dotted numbers of a text, in order (the index counts each as a term).
    static func dottedNumbers(in text: String) -> [String] {
        guard text.holdsDigitDotDigit else { return [] }
        return rawWords(text).filter { $0.contains(".") }.map { String(String.UnicodeScalarView($0)) }
    }

    /// Where a dotted number starting at `start` ends, or nil when none starts there.
    private static func dottedNumberEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        func digits(from index: Int) -> Int {
            var end = index
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
            return end
        }
        var end = digits(from: start)
        guard end > start else { return nil }
        var groups = 1
        while end + 1 < scalars.count, scalars[end] == ".", ("0"..."9").contains(scalars[end + 1]) {
            end = digits(from: end + 1)
            groups += 1
        }
        return groups >= 3 ? end : nil
    }
}
