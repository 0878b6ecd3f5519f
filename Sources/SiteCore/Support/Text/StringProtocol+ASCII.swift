extension StringProtocol {
    /// Whether every byte of the text is ASCII: then each byte is a character (CR LF aside), and
    /// the byte-level shortcuts of slugs, excerpts, columns and paths give what reading by
    /// characters gives. Read in place where the bytes are contiguous, as a native string's are:
    /// through `utf8`, each byte was a call.
    var isAllASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }
}
