import TextSupport

/// White space as `Character.isWhitespace` counts it, answered from the UTF-8 bytes where they
/// settle the question, and Character by Character only where they do not. Grapheme breaking
/// made the Character-by-Character forms cost more than they need to for texts that are
/// nearly all ASCII.
///
/// Why the bytes settle it: a Character is white space when its first scalar is. In ASCII, white
/// space is tab to carriage return and the space, and every other ASCII scalar starts a Character
/// of its own (or follows a prepended mark, which is not white space either). So one ASCII byte
/// that is not white space makes a text not all white space, and ASCII text is split into words
/// exactly where its white-space bytes are.
extension StringProtocol {
    /// Whether every Character is white space (true for no Characters): `allSatisfy(\.isWhitespace)`.
    var isAllWhitespaceCharacters: Bool {
        var onlyASCII = true
        for byte in utf8 {
            if byte >= 0x80 {
                onlyASCII = false
            } else if !Unicode.Scalar(byte).isASCIIWhitespace {
                return false
            }
        }
        return onlyASCII || allSatisfy(\.isWhitespace)
    }

    /// The words, split at runs of white space and joined by one space each:
    /// `split(whereSeparator: \.isWhitespace).joined(separator: " ")`. For ASCII text that is
    /// what collapsing white space scalar by scalar gives.
    var wordsJoinedBySpaces: String {
        isAllASCII ? WhitespaceCollapsing.collapsed([String(self)]) : split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

