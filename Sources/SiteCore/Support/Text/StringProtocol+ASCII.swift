extension StringProtocol {
    /// Whether every byte of the text is ASCII: then each byte is a character (CR LF aside), and
    /// the byte-level shortcuts of slugs, excerpts, columns and paths give what reading by
    /// characters gives. Read in place where the bytes are contiguous, as a native string's are:
    /// through `utf8`, each byte was a call.
    var isAllASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// Where the first character that is one of the ASCII characters `isMark` accepts stands. In
    /// ASCII text, as nearly every URL is, the bytes are searched: much cheaper than breaking
    /// the text into characters. Elsewhere the characters are, since a mark followed by a
    /// combining one is another character.
    func firstIndex(ofASCII isMark: (UInt8) -> Bool) -> Index? {
        if isAllASCII { return utf8.firstIndex(where: isMark) }
        return firstIndex { character in character.asciiValue.map(isMark) == true }
    }

    /// Where a URL's `?query` or `#fragment` starts, if it has either.
    var queryOrFragmentStart: Index? {
        firstIndex(ofASCII: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") })
    }
}
