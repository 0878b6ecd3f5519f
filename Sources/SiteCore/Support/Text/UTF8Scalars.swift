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
