/// JSON text that is safe inside an HTML `<script type="application/json">` element.
///
/// The HTML parser ends a script at the first `</script` whatever the JSON means, and `<!--`
/// changes how it looks for that end. Writing every `<`, `>` and `&` as a `\u` escape keeps
/// the element's text free of both, and `JSON.parse` reads the same string back. U+2028 and
/// U+2029 are escaped too, so the text is also a valid JavaScript literal.
enum ScriptJSON {
    static func string(_ value: String) -> String {
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// An object of string values, keys in the given order.
    static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ":" + string($0.1) }.joined(separator: ",") + "}"
    }

    static func array(_ items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }
}
