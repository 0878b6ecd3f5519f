/// White space at either end of a text, removed without Foundation: `trimmingCharacters(in:)`
/// bridges through NSString, and it copied whole blocks of HTML just to ask whether anything was
/// left. The one trimming helper of the generator: the sanitizer and SiteCore both use it.
///
/// Two sets, both Foundation's, and they differ on purpose. `trimmingWhitespace` and `isBlank`
/// take `.whitespacesAndNewlines`: Unicode's White_Space property (general category Z, tab, line
/// feed to carriage return, next line) and, as CoreFoundation counts it, the zero-width space
/// U+200B. `trimmingSpacesAndTabs` and `isOnlySpacesAndTabs` take `.whitespaces`: the same without
/// line breaks (category Zs, tab, U+200B), as attribute values and ids have always been read.
extension StringProtocol {
    @inlinable public var trimmingWhitespace: String { trimming(where: TrimmedSpace.isWhitespaceOrNewline) }

    /// Nothing but white space or line breaks (or nothing at all); stops at the first other character.
    @inlinable public var isBlank: Bool { unicodeScalars.allSatisfy(TrimmedSpace.isWhitespaceOrNewline) }

    @inlinable public var trimmingSpacesAndTabs: String { trimming(where: TrimmedSpace.isSpaceOrTab) }

    /// Nothing but spaces and tabs (or nothing at all): a line break is a character kept.
    @inlinable public var isOnlySpacesAndTabs: Bool { unicodeScalars.allSatisfy(TrimmedSpace.isSpaceOrTab) }

    @inlinable func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        let end = scalars.index(after: last)
        // Nothing to trim: the text itself, which for a String is no copy at all.
        if first == scalars.startIndex, end == scalars.endIndex { return String(self) }
        // The bytes between, copied at once: both ends are on scalar boundaries.
        return String(decoding: utf8[first..<end], as: UTF8.self)
    }
}
