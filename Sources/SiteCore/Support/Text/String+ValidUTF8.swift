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
