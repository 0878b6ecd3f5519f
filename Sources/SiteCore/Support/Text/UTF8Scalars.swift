/// Reading a Swift string's UTF-8 bytes directly, for the scans that classify ASCII bytes by
/// value and decode only the rest (the search tokenizer, whitespace collapsing).
enum UTF8Scalars {
    /// The scalar that starts at `index` of valid UTF-8 (a Swift string's bytes) and its length.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        guard lead >= 0x80 else { return (Unicode.Scalar(UInt8(lead)), 1) }
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (0x7F >> count)
        for offset in 1..<count { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", count)
    }
}

extension StringProtocol {
    /// Whether every byte of the text is ASCII: then each byte is a character (CR LF aside), and
    /// the byte-level shortcuts of slugs, excerpts, columns and paths give what reading by
    /// characters gives. Read in place where the bytes are contiguous, as a native string's are:
    /// through `utf8`, each byte was a call.
    var isAllASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }
}

extension Unicode.Scalar {
    /// Tab to carriage return, and space: the ASCII scalars with Unicode's White_Space property,
    /// which every white-space scan here classifies by value.
    var isASCIIWhitespace: Bool { value == 0x20 || (0x09...0x0D).contains(value) }
}

extension String {
    /// The text of `bytes` when they are UTF-8, else nil: what `String(validating:as:)` gives.
    /// ASCII, as nearly every file name and cached string is, is checked eight bytes at a time
    /// and taken without validating; the generic initialiser looks up its type's metadata on
    /// every call, which adds up over a large build cache.
    init?(validUTF8 bytes: UnsafeRawBufferPointer) {
        var offset = 0
        var isASCII = true
        while offset + 8 <= bytes.count, isASCII {
            isASCII = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            offset += 8
        }
        while offset < bytes.count, isASCII {
            isASCII = bytes[offset] < 0x80
            offset += 1
        }
        guard !isASCII else {
            self.init(decoding: bytes, as: UTF8.self)
            return
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        self = text
    }
}
