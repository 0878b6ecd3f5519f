/// How a term's postings are written in a term shard (docs/search.md, "Files"): one string per
/// term, three whole numbers per posting (the unit's distance from the posting before, its
/// score, its facet), each number in printable ASCII that JSON need not escape.
///
/// A number is its base-57 digits but the last, most significant first, as `#`…`[` (0x23–0x5B),
/// then its last digit in base 34 as `]`…`~` (0x5D–0x7E): the last digit of a number is the
/// only one from the second range, so numbers need no separator. Decoding a number is a
/// multiply and an add per character, which keeps the browser's work small.
enum PostingCode {
    static let innerBase = 57
    static let lastBase = 34
    static let innerFirst = UInt8(ascii: "#")
    static let lastFirst = UInt8(ascii: "]")

    /// Appends `number`'s code to `bytes`; a negative number is written as 0 (none occurs: units
    /// ascend, scores and facets are not negative).
    static func append(_ number: Int, to bytes: inout [UInt8]) {
        let number = max(number, 0)
        if number >= lastBase { appendInner(number / lastBase, to: &bytes) }
        bytes.append(lastFirst + UInt8(truncatingIfNeeded: number % lastBase))
    }

    /// `number`'s base-57 digits, most significant first: by recursion, a level a digit, so
    /// that no buffer is made and reversed for each of the index's many numbers.
    private static func appendInner(_ number: Int, to bytes: inout [UInt8]) {
        if number >= innerBase { appendInner(number / innerBase, to: &bytes) }
        bytes.append(innerFirst + UInt8(truncatingIfNeeded: number % innerBase))
    }

    /// A term's postings, in unit order: each unit as the distance from the one before (the
    /// first from 0), then its score and facet.
    static func append(_ postings: [SearchIndex.Posting], facet: (SearchIndex.Posting) -> Int, to bytes: inout [UInt8]) {
        var previous = 0
        for posting in postings {
            append(posting.unit - previous, to: &bytes)
            append(posting.score, to: &bytes)
            append(facet(posting), to: &bytes)
            previous = posting.unit
        }
    }

    /// The numbers of a code, in order; characters outside both ranges are skipped, and an
    /// unfinished number at the end is left out.
    static func numbers(_ code: String) -> [Int] {
        var numbers: [Int] = [], partial = 0
        for byte in code.utf8 {
            if byte >= innerFirst, byte < innerFirst + UInt8(innerBase) {
                partial = partial &* innerBase &+ Int(byte - innerFirst)
            } else if byte >= lastFirst, byte < lastFirst + UInt8(lastBase) {
                numbers.append(partial &* lastBase &+ Int(byte - lastFirst))
                partial = 0
            }
        }
        return numbers
    }

    /// A term's postings from its code: units summed back from their distances.
    static func postings(_ code: String) -> [(unit: Int, score: Int, facet: Int)] {
        let numbers = numbers(code)
        var postings: [(unit: Int, score: Int, facet: Int)] = [], unit = 0
        postings.reserveCapacity(numbers.count / 3)
        for start in stride(from: 0, to: numbers.count - 2, by: 3) {
            unit &+= numbers[start]
            postings.append((unit, numbers[start + 1], numbers[start + 2]))
        }
        return postings
    }
}
