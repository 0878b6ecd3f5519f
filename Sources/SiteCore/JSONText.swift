/// JSON string literals, for every JSON the build writes: search index files, the diagnostics
/// of `criteria check --format json`, and data inside pages' `<script type="application/json">`.
///
/// `<` is always escaped, so no file ever holds `</script`, and U+2028/U+2029 too, so the text is
/// also a valid JavaScript literal (the search index files are classic scripts). Inside an HTML
/// script element, `forScriptElement` also escapes `>` and `&`: the HTML parser ends the element
/// at the first `</script` whatever the JSON means, and `<!--` changes how it looks for that end.
/// `JSON.parse` reads the same string back either way.
enum JSONText {
    /// `number` in decimal, as `String(number)` writes it, digits appended in order from the
    /// highest place. Appending them last first and reversing the slice was 4 % of a build's CPU:
    /// the search index writes three numbers per posting.
    static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = number.magnitude
        var place: UInt = 1
        while place <= magnitude / 10 { place *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / place % 10))
            place /= 10
        } while place > 0
    }

    static func string(_ text: String, forScriptElement: Bool = false) -> String {
        // Escaping goes over the UTF-8 bytes, in place: every escape is ASCII, and U+2028 and
        // U+2029 are the bytes E2 80 A8 and E2 80 A9. Most terms and texts need no escaping, so
        // nothing is copied before the first byte that may need it; bytes between escapes are
        // copied a run at a time. (Appending scalars to a String was most of the time of
        // assembling a page, whose sections' sources are held as JSON.)
        var text = text
        let escaped = text.withUTF8 { utf8 -> [UInt8]? in
            guard var index = utf8.firstIndex(where: { mayStartEscape($0, forScriptElement: forScriptElement) }) else { return nil }
            var bytes: [UInt8] = [0x22]
            bytes.reserveCapacity(utf8.count + utf8.count / 8 + 2)
            var runStart = 0
            /// The bytes not yet copied before `end`, then `escape`.
            func append(runUntil end: Int, _ escape: StaticString) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<end]))
                escape.withUTF8Buffer { bytes.append(contentsOf: $0) }
            }
            while index < utf8.count {
                let byte = utf8[index]
                guard Self.mayStartEscape(byte, forScriptElement: forScriptElement) else {
                    index += 1
                    continue
                }
                var length = 1
                switch byte {
                case 0x22: append(runUntil: index, "\\\"")
                case 0x5C: append(runUntil: index, "\\\\")
                case 0x0A: append(runUntil: index, "\\n")
                case 0x0D: append(runUntil: index, "\\r")
                case 0x09: append(runUntil: index, "\\t")
                case 0x3C: append(runUntil: index, "\\u003c")
                case 0x3E where forScriptElement: append(runUntil: index, "\\u003e")
                case 0x26 where forScriptElement: append(runUntil: index, "\\u0026")
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    append(runUntil: index, utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                    length = 3
                case ..<0x20:
                    append(runUntil: index, byte < 0x10 ? "\\u000" : "\\u001")
                    let digit = byte & 0xF
                    bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
                default:
                    index += 1   // an E2 that starts neither U+2028 nor U+2029
                    continue
                }
                index += length
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            bytes.append(0x22)
            return bytes
        }
        guard let escaped else { return "\"" + text + "\"" }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Whether `byte` is escaped, or may start U+2028 or U+2029 (E2), which are.
    private static func mayStartEscape(_ byte: UInt8, forScriptElement: Bool) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0xE2
            || (forScriptElement && (byte == 0x3E || byte == 0x26))
    }
}
