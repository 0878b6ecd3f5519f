/// The scheme of a URL as a browser would read it: control characters and whitespace ignored.
public enum URLScheme {
    /// Control characters and spaces are skipped, as browsers do; read over the UTF-8 bytes
    /// (a scheme is ASCII, so any other byte before the colon means there is none).
    public static func of(_ url: String) -> String? {
        var scheme: [UInt8] = []
        for byte in url.utf8 {
            if byte <= 0x20 || byte == 0x7F { continue }
            if byte == UInt8(ascii: ":") { return scheme.isEmpty ? nil : String(decoding: scheme, as: UTF8.self).lowercased() }
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else { return nil }
            scheme.append(byte)
        }
        return nil
    }
}
