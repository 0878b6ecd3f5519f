import Foundation
import Testing
@testable import SiteCore

/// The ASCII fast paths of the index and the heading anchors must answer exactly as the general
/// Unicode paths they bypass. Each is compared with an independent reading written here the
/// plain way (scalar by scalar, through Foundation), over ASCII, accented, decomposed, CJK,
/// emoji and mixed text.
@Suite struct TextFastPathTests {
    static let samples = [
        "", " ", "Focus", "  Focus  moves\tto the\n\nnext  control ", "UIAccessibilityTraits and accessibilityLabel",
        "Cr\u{00E8}me br\u{00FB}l\u{00E9}e", "Cre\u{0300}me bru\u{0302}le\u{0301}e", "日本語のテキスト 2.4.7", "Tab ⇥ then 🙂 emoji",
        "naïve_café-déjà", "HTMLElement's aria-label=\"Close\"", "\u{00A0}non\u{00A0}breaking\u{2003}space", "x\r\ny\u{000C}z",
        "ÆØÅ ǅungla Ⅻ ①②", "a\u{0301}b\u{0301}", "Ünïcödé UPPER lower MiXeD123abc",
    ]

    @Test(arguments: samples)
    func cachedTokensMatchTheScalarReading(_ text: String) {
        var cache: [Substring: [String]] = [:]
        let first = SearchTokenizer.tokens(text, cache: &cache)
        let again = SearchTokenizer.tokens(text, cache: &cache)   // now answered from the cache
        let expected = Self.scalarWords(text).flatMap(SearchTokenizer.tokens(ofRawWord:))
        #expect(first == expected)
        #expect(again == expected)
        #expect(SearchTokenizer.rawWords(text) == Self.scalarWords(text))
    }

    @Test(arguments: samples)
    func collapsedWhitespaceMatchesTheScalarReading(_ text: String) {
        let expected = text.unicodeScalars.split(whereSeparator: { $0.properties.isWhitespace })
            .map { String(String.UnicodeScalarView($0)) }.joined(separator: " ")
        #expect(IndexBuilder.collapsingWhitespace(text) == expected)
    }

    @Test(arguments: samples)
    func headingSlugsMatchTheFoundationReading(_ text: String) {
        let folded = text.applyingTransform(.stripDiacritics, reverse: false) ?? text
        let expected = PageAddress.slug(folded).filter { $0.isASCII }
            .split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        #expect(HeadingAnchors.slug(text) == expected)
    }

    @Test(arguments: samples + ["Table Row_Button.md", "--Leading and trailing--", "UPPER-lower-123", "a&b<c>d"])
    func pageSlugsMatchTheCharacterReading(_ name: String) {
        var expected = "", pendingHyphen = false
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen, !expected.isEmpty { expected.append("-") }
                pendingHyphen = false
                expected.append(character)
            } else {
                pendingHyphen = true
            }
        }
        #expect(PageAddress.slug(name) == expected)
    }

    /// Maximal runs of letters and numbers, by general category, one scalar at a time.
    static func scalarWords(_ text: String) -> [[Unicode.Scalar]] {
        var words: [[Unicode.Scalar]] = [], current: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                current.append(scalar)
            default:
                if !current.isEmpty { words.append(current) }
                current = []
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

@Suite struct WhitespaceTrimmingTests {
    @Test(arguments: TextFastPathTests.samples + ["\u{85}x\u{2028}", "\u{3000}全角\u{3000}", "\t\n\r\u{0B}\u{0C} a b \u{A0}", "\u{200B}zero width\u{200B}"])
    func trimmingMatchesFoundation(_ text: String) {
        let expected = text.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(text.trimmingWhitespace == expected)
        #expect(text.isBlank == expected.isEmpty)
        #expect(text[...].trimmingWhitespace == expected)
    }
}
