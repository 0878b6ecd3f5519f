/// JSON string literals, for every JSON the build writes: search index files, the diagnostics
/// of `criteria check --format json`, and data inside pages' `<script type="application/json">`.
///
/// `<` is always escaped, so no file ever holds `</script`, and U+2028/U+2029 too, so the text is
/// also a valid JavaScript literal (the search index files are classic scripts). Inside an HTML
/// script element, `forScriptElement` also escapes `>` and `&`: the HTML parser ends the element
/// at the first `</script` whatever the JSON means, and `<!--` changes how it looks for that end.
/// `JSON.parse` reads the same string back either way.
enum JSONText {
    static func string(_ text: String, forScriptElement: Bool = false) -> String {
        // Most terms and texts need no escaping: check the bytes once and copy.
        if !text.utf8.contains(where: { byte in
            byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0xE2
                || (forScriptElement && (byte == 0x3E || byte == 0x26))
        }) {
            return "\"" + text + "\""
        }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case ">" where forScriptElement: result += "\\u003e"
            case "&" where forScriptElement: result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
