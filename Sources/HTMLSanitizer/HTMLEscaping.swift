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

    /// Decodes numeric references and the named ones that matter for URLs (`&colon;` can spell
    /// out `javascript&colon;`), so scheme checks see what the browser will see.
    public static func decodeEntities(_ text: String) -> String {
        guard ByteScan.contains(UInt8(ascii: "&"), in: text) else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "&", let (decoded, end) = entity(in: text, at: index) {
                result += decoded
                index = end
            } else {
                result.append(text[index])
                index = text.index(after: index)
            }
        }
        return result
    }

    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "tab": "\t",
        "newline": "\n", "sol": "/", "num": "#", "quest": "?", "equals": "=", "nbsp": "\u{A0}",
    ]

    private static func entity(in text: String, at start: String.Index) -> (String, String.Index)? {
        let afterAmpersand = text.index(after: start)
        if afterAmpersand < text.endIndex, text[afterAmpersand] == "#" {
            return numericEntity(in: text, afterHash: text.index(after: afterAmpersand))
        }
        var index = afterAmpersand
        var name = ""
        while index < text.endIndex, name.count < 12, text[index].isLetter || text[index].isNumber {
            name.append(text[index])
            index = text.index(after: index)
        }
        let end = index < text.endIndex && text[index] == ";" ? text.index(after: index) : index
        guard let decoded = named[name.lowercased()] else { return nil }
        return (decoded, end)
    }

    /// `&#58;`, `&#x3A`, `&#0000058;`: as a browser reads them, the digits of the base run to the
    /// first other character (any number of leading zeros, the `;` optional), so `&#x3Aalert`
    /// is a colon followed by `alert`. Out-of-range values become U+FFFD.
    private static func numericEntity(in text: String, afterHash: String.Index) -> (String, String.Index)? {
        var index = afterHash
        var radix: UInt32 = 10
        if index < text.endIndex, text[index] == "x" || text[index] == "X" {
            radix = 16
            index = text.index(after: index)
        }
        var value: UInt32 = 0
        var digits = 0
        while index < text.endIndex, text[index].isASCII, let digit = text[index].hexDigitValue, UInt32(digit) < radix {
            value = min(value * radix + UInt32(digit), 0x110000)
            digits += 1
            index = text.index(after: index)
        }
        guard digits > 0 else { return nil }
        if index < text.endIndex, text[index] == ";" { index = text.index(after: index) }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        return (String(Character(scalar ?? "\u{FFFD}")), index)
    }
}
