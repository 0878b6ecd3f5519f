/// Character references in text read from HTML, decoded once for the sanitizer (URL schemes)
/// and SiteCore (video sources, captions, exported outlines).
public enum HTMLEntities {
    /// Decodes numeric references and the named ones that matter for URLs (`&colon;` can spell
    /// out `javascript&colon;`), so scheme checks see what the browser will see.
    public static func decode(_ text: String) -> String {
        guard text.containsByte(UInt8(ascii: "&")) else { return text }
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
    /// first other character (any number of leading zeros, the `;` optional), so `&#58alert`
    /// is a colon followed by `alert` (and `&#x3Aalert` is U+03AA, `a` being a hex digit). Out-of-range values become U+FFFD.
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
