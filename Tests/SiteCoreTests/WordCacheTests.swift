import Testing
@testable import SiteCore

/// `WordCache` keeps each raw word's tokens in a table of its own, grown as words come: what it
/// gives must be what the plain tokenizer gives, for words met once or again, before and after
/// the table grows, and for words whose hashes share a slot.
@Suite struct WordCacheTests {
    /// The tokens `cache` gives for `text`, as strings.
    private func tokens(of text: String, in cache: inout WordCache) -> [String] {
        var numbers: [Int32] = []
        cache.forEachToken(in: text) { numbers.append($0) }
        return numbers.map { cache.vocabulary[Int($0)] }
    }

    @Test func manyWordsAcrossGrowthsGiveThePlainTokens() {
        var cache = WordCache()
        // Several thousand distinct words grow the table a few times; camel case and accents
        // give some words more than one token.
        let words = (0..<5_000).map { number in ["word\(number)", "camelCase\(number)Word", "café\(number)"][number % 3] }
        for round in 0..<2 {
            for start in stride(from: 0, to: words.count, by: 50) {
                let text = words[start..<min(start + 50, words.count)].joined(separator: " ")
                #expect(tokens(of: text, in: &cache) == SearchTokenizer.tokens(text), "round \(round), from word \(start)")
            }
        }
    }

    /// Words of up to eight bytes are kept in their slot, longer ones apart; a word too long
    /// for a slot to count is not kept at all. Each kind, met once and again, gives the plain tokens.
    @Test func shortLongAndOverlongWordsGiveThePlainTokens() {
        var cache = WordCache()
        let overlong = String(repeating: "aB", count: 40_000)
        let texts = [
            "a ab abcdefg abcdefgh abcdefghi accessibility accessibilityLabel accessibilityLabels",
            "UIButton isAccessibilityElement naïve café 12345678 123456789 x1 X1",
            "abcdefgh abcdefgi abcdefghi abcdefghj AbcdefgH",
            overlong, "before \(overlong) after", "accessibilityLabel abcdefgh naïve",
        ]
        for round in 0..<2 {
            for text in texts {
                #expect(tokens(of: text, in: &cache) == SearchTokenizer.tokens(text), "round \(round): \(text.prefix(40))")
            }
        }
    }

    @Test func aWordIsNumberedOnceHoweverOftenItComes() {
        var cache = WordCache()
        _ = tokens(of: "Buttons button BUTTONS focusOrder", in: &cache)
        let terms = cache.vocabulary.count
        #expect(tokens(of: "button focusOrder Buttons", in: &cache) == SearchTokenizer.tokens("button focusOrder Buttons"))
        #expect(cache.vocabulary.count == terms)
    }
}
