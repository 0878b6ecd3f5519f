import Testing
@testable import TextSupport

@Suite struct ByteSearchTests {
    /// Every needle of up to four bytes cut from the texts, searched from every start, against
    /// comparing the bytes at each offset in turn.
    @Test(arguments: ["", "a", "aaa", "abcabcab", "<li>x</li>\n<li>xy</li>\n", "日本語の日本", "🙂a🙂"])
    func findsWhatComparingEveryOffsetFinds(_ text: String) {
        let haystack = Array(text.utf8)
        var needles: Set<[UInt8]> = [[], Array("zz".utf8), haystack + [0x61]]
        for start in haystack.indices {
            for length in 1...4 where start + length <= haystack.count { needles.insert(Array(haystack[start..<start + length])) }
        }
        for needle in needles {
            func comparing(from: Int) -> Int? {
                guard from <= haystack.count else { return nil }
                guard !needle.isEmpty else { return from }
                return (from..<max(from, haystack.count - needle.count + 1)).first { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
            }
            for from in 0...haystack.count + 1 {
                let found = haystack.withUnsafeBufferPointer { bytes in
                    needle.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: bytes, from: from) }
                }
                #expect(found == comparing(from: from), "\(needle) in \(text) from \(from)")
            }
            if needle.count == 1 {
                for from in 0...haystack.count + 1 {
                    let found = haystack.withUnsafeBufferPointer { ByteSearch.firstOffset(of: needle[0], in: $0, from: from) }
                    #expect(found == comparing(from: from), "byte \(needle[0]) in \(text) from \(from)")
                }
            }
            let string = String(decoding: needle, as: UTF8.self)
            if string.utf8.elementsEqual(needle) {   // cut on scalar boundaries
                #expect(text.containsBytes(string) == (comparing(from: 0) != nil))
            }
            if needle.count == 1 {
                #expect(text.containsByte(needle[0]) == (comparing(from: 0) != nil))
                #expect(text.dropFirst().containsByte(needle[0]) == text.dropFirst().utf8.contains(needle[0]))
            }
            // Each needle against the text's start of its length, and against every other needle.
            for other in needles.union([Array(haystack.prefix(needle.count))]) {
                let equal = needle.withUnsafeBufferPointer { needle in other.withUnsafeBufferPointer { ByteSearch.equal(needle, $0) } }
                #expect(equal == (needle == other), "\(needle) against \(other)")
            }
        }
        #expect(ByteSearch.equal(UnsafeBufferPointer(start: nil, count: 0), ByteSearch.bytes(of: "")))
    }

    /// Random texts of a few letters, so that needles recur and near-misses are many.
    @Test func randomTextsAgreeWithComparingEveryOffset() {
        for text in RandomText.texts(from: ["a", "b", "ab", "é", "<", "🙂"], count: 300, maxPieces: 10) {
            findsWhatComparingEveryOffsetFinds(text)
        }
    }
}
