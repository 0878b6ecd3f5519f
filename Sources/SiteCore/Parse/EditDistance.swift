/// How many edits turn one string into another, for "did you mean" notes (headings, front-matter
/// keys, rule ids, fragments, command names): Levenshtein distance over characters, with a swap of
/// two neighbouring characters counted as one edit, as typing slips (`biuld`, `tilte`) are.
public enum EditDistance {
    /// `did you mean "candidate"?` for the nearest candidate within `limit`, or nil.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>, within limit: Int = 2) -> String? {
        nearest(to: word, among: candidates, within: limit).map { "did you mean \"\($0)\"?" }
    }

    /// The candidate fewest edits from `word` (lowercased), the first of equals, if within `limit`.
    public static func nearest(to word: String, among candidates: some Sequence<String>, within limit: Int) -> String? {
        let word = word.lowercased()
        let closest = candidates.map { ($0, between($0, word)) }.min { $0.1 < $1.1 }
        return closest.flatMap { $0.1 <= limit ? $0.0 : nil }
    }

    public static func between(_ a: String, _ b: String) -> Int {
        // ASCII's characters are its bytes: splitting into characters, grapheme by grapheme,
        // was most of the cost of asking every heading of the corpus.
        if a.isAllASCII, b.isAllASCII { return between(Array(a.utf8), Array(b.utf8)) }
        return between(Array(a), Array(b))
    }

    private static func between<Unit: Equatable>(_ a: [Unit], _ b: [Unit]) -> Int {
        guard !a.isEmpty else { return b.count }
        // Three rows, filled in turn (the one before last for swaps): making a new row for each
        // character was most of the time of the parser's look at every heading of its own.
        var beforeLast = [Int](repeating: 0, count: b.count + 1), previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforeLast[j - 2] + 1)
                }
            }
            (beforeLast, previous, row) = (previous, row, beforeLast)
        }
        return previous[b.count]
    }
}
