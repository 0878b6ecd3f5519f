import Foundation

/// Splits text into search tokens: words (runs of letters and digits), each followed by its
/// camel-case parts, normalised (diacritics removed, lower case) and stemmed.
/// `docs/search.md` is the specification; `search.js` implements the same steps.
public enum SearchTokenizer {
    public static func tokens(_ text: String) -> [String] {
        rawWords(text).flatMap(tokens(ofRawWord:))
    }

    /// `tokens(text)`, remembering each raw word's tokens in `cache`: words repeat a lot within a
    /// page, and normalising and stemming them again was most of the index stage's time. Words
    /// are found in the UTF-8 bytes, and the cache is keyed by the word's text, so a known word
    /// costs one lookup and no allocation of scalars.
    static func tokens(_ text: String, cache: inout [Substring: [String]]) -> [String] {
        var result: [String] = []
        forEachRawWord(in: text) { word in
            if let known = cache[word] {
                result.append(contentsOf: known)
            } else {
                let fresh = tokens(ofRawWord: Array(word.unicodeScalars))
                cache[word] = fresh
                result.append(contentsOf: fresh)
            }
        }
        return result
    }

    /// Calls `body` with each maximal run of letters and numbers (`rawWords`). ASCII bytes are
    /// classified directly, any other scalar by its general category; words are cut on scalar
    /// boundaries (a combining mark ends a word even inside a character), hence the scalar view.
    static func forEachRawWord(in text: String, _ body: (Substring) -> Void) {
        let utf8 = text.utf8
        var start: String.Index?
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let isWord: Bool
            let next: String.Index
            if byte < 0x80 {
                isWord = (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
                next = utf8.index(after: index)
            } else {
                let scalars = text.unicodeScalars
                isWord = isWordScalar(scalars[index])
                next = scalars.index(after: index)
            }
            if isWord {
                if start == nil { start = index }
            } else if let wordStart = start {
                body(Substring(text.unicodeScalars[wordStart..<index]))
                start = nil
            }
            index = next
        }
        if let wordStart = start { body(Substring(text.unicodeScalars[wordStart..<utf8.endIndex])) }
    }

    /// The tokens of one raw word: the whole word, then its camel parts when there are several.
    static func tokens(ofRawWord word: [Unicode.Scalar]) -> [String] {
        normalisedForms(ofRawWord: word).map(Stemmer.stem)
    }

    /// The whole word and its camel parts, normalised but not stemmed (prefix matching uses these).
    static func normalisedForms(ofRawWord word: [Unicode.Scalar]) -> [String] {
        let parts = camelParts(word)
        return (parts.count > 1 ? [word] + parts : [word]).map(normalise)
    }

    /// Maximal runs of letters (L*) and numbers (N*).
    static func rawWords(_ text: String) -> [[Unicode.Scalar]] {
        var words: [[Unicode.Scalar]] = []
        forEachRawWord(in: text) { words.append(Array($0.unicodeScalars)) }
        return words
    }

    /// `accessibilityTraits` → `accessibility|Traits`; `UIAccessibility` → `UI|Accessibility`.
    static func camelParts(_ word: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var parts: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for (index, scalar) in word.enumerated() {
            if let previous = current.last, isUpper(scalar) {
                let next = index + 1 < word.count ? word[index + 1] : nil
                if isLower(previous) || (isUpper(previous) && next.map(isLower) == true) {
                    parts.append(current)
                    current = []
                }
            }
            current.append(scalar)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// NFD, combining marks removed, lower case.
    static func normalise(_ scalars: [Unicode.Scalar]) -> String {
        if scalars.allSatisfy(\.isASCII) {
            // The common case, without Foundation's Unicode machinery: ASCII has no marks to remove.
            var bytes = [UInt8]()
            bytes.reserveCapacity(scalars.count)
            for scalar in scalars {
                let value = UInt8(scalar.value)
                bytes.append((65...90).contains(value) ? value + 32 : value)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        let decomposed = String(text).decomposedStringWithCanonicalMapping
        var kept = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars where !isMark(scalar) { kept.append(scalar) }
        return String(kept).lowercased()
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            // Same answer as the general category, without the Unicode tables (most text is ASCII).
            let value = scalar.value
            return (48...57).contains(value) || (65...90).contains(value) || (97...122).contains(value)
        }
        return switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (65...90).contains(scalar.value) : scalar.properties.generalCategory == .uppercaseLetter
    }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (97...122).contains(scalar.value) : scalar.properties.generalCategory == .lowercaseLetter
    }
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
