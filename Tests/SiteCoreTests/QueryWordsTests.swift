import Testing
@testable import SiteCore

/// `QueryWords.dottedNumbers` scans a text's bytes; it must find what the plain reading finds:
/// the dotted words among `QueryWords.rawWords`.
@Suite struct QueryWordsTests {
    private func plainDottedNumbers(_ text: String) -> [String] {
        QueryWords.rawWords(text).filter { $0.contains(".") }.map { String(String.UnicodeScalarView($0)) }
    }

    @Test func dottedNumbersAreTheDottedRawWords() {
        let texts = [
            "4.1.2 Name, 1.4.10 Reflow; 2.2 is not", "v1.4.3 and x 1.4.3", "1.2.3.4.5 then 1..2.3 and 1.2.",
            "é1.2.3 ١.٢.٣ 1.2.٣ (1.2.3) 1.2.3a a1.2.3", "2.4.7Focus 3.3.8-Accessible", ".1.2.3 1.2.3.", "naïve 1.4.3 café 2.1.1",
            "🎉1.2.3🎉 1.2.3\u{301} 10.20.30", "", "no numbers here", "1.2 3.4 5.6.7",
        ]
        for text in texts {
            #expect(QueryWords.dottedNumbers(in: text) == plainDottedNumbers(text), "\(text)")
        }
    }

    @Test func randomTextsGiveThePlainReading() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["1", "2", "34", ".", ".", " ", "a", "é", "٣", "-", "\u{301}", "🎉", "x", "9"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0..<24, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            #expect(QueryWords.dottedNumbers(in: text) == plainDottedNumbers(text), "\(text)")
        }
    }
}
