import Foundation

/// Splits text into search tokens: words (runs of letters and digits), each followed by its
/// camel-case parts, normalised (diacritics removed, lower case) and stemmed.
/// `docs/search.md` is the specification; `search.js` implements the same steps.
public enum SearchTokenizer {
    public static func tokens(_ text: String) -> [String] {
        rawWords(text).flatMap(tokens(ofRawWord:))
    }

    /// Calls `body` with each maximal run of letters and numbers (`rawWords`).
    static func forEachRawWord(in text: String, _ body: (String) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            forEachRawWord(in: bytes) { body(String(decoding: $0, as: UTF8.self)) }
        }
    }

    /// Calls `body` with the UTF-8 bytes of each maximal run of letters and numbers. The bytes
    /// are scanned directly: ASCII bytes are classified by value, any other scalar is decoded
    /// and classified by its general category. Words are cut on scalar boundaries (a combining
    /// mark ends a word even inside a character).
    static func forEachRawWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start = -1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isWord: Bool
            let length: Int
            if byte < 0x80 {
                isWord = (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
                length = 1
            } else {
                let (scalar, count) = UTF8Scalars.decode(bytes, at: index)
                isWord = isWordScalar(scalar)
                length = count
            }
            if isWord {
                if start < 0 { start = index }
            } else if start >= 0 {
                body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                start = -1
            }
            index += length
        }
        if start >= 0 { body(UnsafeBufferPointer(rebasing: bytes[start...])) }
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
