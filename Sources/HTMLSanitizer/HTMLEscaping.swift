/// Escaping and entity decoding for the few places we write or inspect HTML text ourselves.
public enum HTMLEscaping {
    /// `&`, `<` and `>` as entities.
    public static func escapeText(_ text: String) -> String { escape(text, quotes: .none) }

    /// `&`, `<`, `>` and `"` as entities, for a double-quoted attribute value.
    public static func escapeAttribute(_ text: String) -> String { escape(text, quotes: .double) }

    /// `&`, `<`, `>`, `"` and `'` as entities, as Mustache escapes a `{{value}}` (`TemplateRenderer`).
    public static func escapeTemplateValue(_ text: String) -> String { escape(text, quotes: .both) }

    private enum Quotes { case none, double, both }

    /// Byte by byte: the characters escaped are ASCII, and no byte of a multi-byte UTF-8
    /// sequence is ASCII. A text with nothing to escape, nearly every one, is returned as it is.
    /// (Character by Character, as before, a `<` followed by a combining mark was one Character
    /// and went through unescaped.) The bytes are read from the text's own buffer: through
    /// `utf8.contains(where:)` each byte was a call to the generic iterator.
    private static func escape(_ text: String, quotes: Quotes) -> String {
        func entity(_ byte: UInt8) -> StaticString? {
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): quotes == .none ? nil : "&quot;"
            case UInt8(ascii: "'"): quotes == .both ? "&#39;" : nil
            default: nil
            }
        }
        var text = text
        let escaped = text.withUTF8 { bytes -> String? in
            guard let first = bytes.firstIndex(where: { entity($0) != nil }) else { return nil }
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + 32)
            escaped.append(contentsOf: bytes[..<first])
            for byte in bytes[first...] {
                if let entity = entity(byte) {
                    escaped.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                } else {
                    escaped.append(byte)
                }
            }
            return String(decoding: escaped, as: UTF8.self)
        }
        return escaped ?? text
    }
}
