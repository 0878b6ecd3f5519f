import Foundation
import Testing
@testable import SiteCore

/// `QueryWords` finds a query's words and a text's dotted numbers with one scan of UTF-8 bytes;
/// the reference is the expression `search.js` matches a query with (`QUERY_WORD`), through
/// ICU, with `\d` spelt `[0-9]` (JavaScript's `\d` is ASCII only, ICU's any decimal digit).
@Suite struct QueryWordsTests {
    static let queryWord: NSRegularExpression = {
        guard let expression = try? NSRegularExpression(pattern: #"[0-9]+(?:\.[0-9]+){2,}|[\p{L}\p{N}]+"#) else {
            preconditionFailure("the reference expression is written here and valid")
        }
        return expression
    }()

    /// The matches, cut from the UTF-16 code units the ranges count: a word may end before a
    /// combining mark, inside what Swift sees as one character.
    static func expressionWords(_ text: String) -> [String] {
        let units = Array(text.utf16)
        return queryWord.matches(in: text, range: NSRange(location: 0, length: units.count)).map {
            String(decoding: units[$0.range.location..<$0.range.location + $0.range.length], as: UTF16.self)
        }
    }

    static let texts = [
        "4.1.2 Name, 1.4.10 Reflow; 2.2 is not", "v1.4.3 and x 1.4.3", "1.2.3.4.5 then 1..2.3 and 1.2.",
        "é1.2.3 ١.٢.٣ 1.2.٣ (1.2.3) 1.2.3a a1.2.3", "2.4.7Focus 3.3.8-Accessible", ".1.2.3 1.2.3.", "naïve 1.4.3 café 2.1.1",
        "🎉1.2.3🎉 1.2.3\u{301} 10.20.30", "", "no numbers here", "1.2 3.4 5.6.7", "see 1.4.3, or 2.2 and v1.4.3",
        "ÆØÅ ǅungla Ⅻ ①② 日本語 2.4.7", "Cre\u{0300}me x\u{200D}y",
    ]

    static func randomTexts() -> [String] {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["1", "2", "34", ".", ".", " ", "a", "é", "٣", "-", "\u{301}", "🎉", "x", "9", "Ⅻ", "日", "'", "’"]
        return (0..<2_000).map { _ in
            (0..<Int.random(in: 0..<24, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
        }
    }

    @Test func rawWordsAreWhatTheBrowsersExpressionMatches() {
        for text in Self.texts + Self.randomTexts() {
            #expect(QueryWords.rawWords(text).map { String(String.UnicodeScalarView($0)) } == Self.expressionWords(text), "\(text)")
        }
    }

    /// `search.js`'s test of a word's neighbours (`JOINED_BEFORE`, `JOINED_AFTER`), anchored
    /// with `\A` and `\z` where JavaScript's `^` and `$` are.
    static let joinedBefore = expression(#"[\p{L}\p{N}]['’]\z"#), joinedAfter = expression(#"\A['’][\p{L}\p{N}]"#)

    static func expression(_ pattern: String) -> NSRegularExpression {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { preconditionFailure("written here and valid") }
        return expression
    }

    static func expressionJoins(_ text: String) -> [Bool] {
        let units = Array(text.utf16)
        func matches(_ expression: NSRegularExpression, _ part: ArraySlice<UInt16>) -> Bool {
            let part = String(decoding: part, as: UTF16.self)
            return expression.firstMatch(in: part, range: NSRange(location: 0, length: part.utf16.count)) != nil
        }
        return queryWord.matches(in: text, range: NSRange(location: 0, length: units.count)).map {
            matches(joinedBefore, units[..<$0.range.location]) || matches(joinedAfter, units[($0.range.location + $0.range.length)...])
        }
    }

    @Test func joinsAreWhatTheBrowsersExpressionsFind() {
        for text in Self.texts + Self.randomTexts() {
            #expect(QueryWords.words(text).map(\.isJoinedByApostrophe) == Self.expressionJoins(text), "\(text)")
        }
    }

    @Test func anApostropheBetweenWordsJoinsThem() {
        let words = QueryWords.words("don't 'quoted' 1.4.3's l’été o' ’s")
        #expect(words.map { String(String.UnicodeScalarView($0.scalars)) } == ["don", "t", "quoted", "1.4.3", "s", "l", "été", "o", "s"])
        #expect(words.map(\.isJoinedByApostrophe) == [true, true, false, true, true, true, true, false, false])
    }

    @Test func dottedNumbersAreTheExpressionsDottedWords() {
        for text in Self.texts + Self.randomTexts() {
            #expect(QueryWords.dottedNumbers(in: text) == Self.expressionWords(text).filter { $0.contains(".") }, "\(text)")
        }
    }
}
