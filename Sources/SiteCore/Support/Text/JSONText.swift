/// JSON string literals, for every JSON the build writes: search index files, the diagnostics
/// of `criteria check --format json`, and data inside pages' `<script type="application/json">`.
///
/// `<` is always escaped, so no file ever holds `</script`, and U+2028/U+2029 too, so the text is
/// also a valid JavaScript literal (the search index files are classic scripts). Inside an HTML
/// script element, `forScriptElement` also escapes `>` and `&`: the HTML parser ends the element
/// at the first `</script` whatever the JSON means, and `<!--` changes how it looks for that end.
/// `JSON.parse` reads the same string back either way.
enum JSONText {
    /// `number` in decimal, as `String(number)` writes it. The digits are worked out last first
    /// into a buffer on the stack, where dividing by the constant 10 is a multiplication, then
    /// appended at once, rather than dividing by each place in turn and appending digit by
    /// digit, or reversing an array slice: the search index writes three numbers per posting.
    static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        guard magnitude >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in   // UInt.max has 20 digits
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeMutableBufferPointer(rebasing: digits[start...]))
        }
    }

    static func string(_ text: String, forScriptElement: Bool = false) -> String {
        // Escaping goes over the UTF-8 bytes, in place: every escape is ASCII, and U+2028 and
        // U+2029 are the bytes E2 80 A8 and E2 80 A9. The literal's length is added up first,
        // from a byte-indexed table of each byte's escape's extra length, then the literal is
        // written straight into the string's storage. (Appending scalars to a String was most
        // of the time of assembling a page, whose sections' sources are held as JSON; testing
        // each byte against every escaped value, then appending to an array and decoding it,
        // was slower than this.)
        var text = text
        return text.withUTF8 { utf8 in
            (forScriptElement ? scriptElementExtras : extras).withUnsafeBufferPointer { extras in
                String(unsafeUninitializedCapacity: literalLength(of: utf8, extras: extras)) { output in
                    writeLiteral(of: utf8, extras: extras, into: output)
                }
            }
        }
    }

    /// Appends `text`'s literal to `bytes`, byte for byte what `string` returns, for files written
    /// as bytes: a string per field, joined, was most of the time of writing the search index's
    /// docs files (six strings made per unit).
    static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            extras.withUnsafeBufferPointer { extras in
                let length = literalLength(of: utf8, extras: extras)
                // Most texts need no escape: copied between their quotes, not zeroed and then written.
                if length == utf8.count + 2 {
                    bytes.append(0x22)
                    bytes.append(contentsOf: utf8)
                    bytes.append(0x22)
                    return
                }
                let start = bytes.count
                bytes.append(contentsOf: repeatElement(0, count: length))
                bytes.withUnsafeMutableBufferPointer { all in
                    _ = writeLiteral(of: utf8, extras: extras, into: UnsafeMutableBufferPointer(rebasing: all[start...]))
                }
            }
        }
    }

    /// The bytes of `utf8`'s literal, its quotes included.
    private static func literalLength(of utf8: UnsafeBufferPointer<UInt8>, extras: UnsafeBufferPointer<UInt8>) -> Int {
        var length = utf8.count + 2
        var index = 0
        while index < utf8.count {
            let extra = extras[Int(utf8[index])]
            if extra != separatorStart {
                length += Int(extra)
            } else if isSeparator(utf8, at: index) {
                length += 3
                index += 2
            }
            index += 1
        }
        return length
    }

    /// Writes `utf8`'s literal into `output`, which holds `literalLength` bytes; returns how many
    /// it wrote. The bytes between escapes are copied a run at a time.
    private static func writeLiteral(of utf8: UnsafeBufferPointer<UInt8>, extras: UnsafeBufferPointer<UInt8>,
                                     into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        func put(_ byte: UInt8) {
            output[count] = byte
            count += 1
        }
        func put(_ escape: StaticString) {
            escape.withUTF8Buffer { for byte in $0 { put(byte) } }
        }
        var runStart = 0, index = 0
        /// The bytes not yet copied before `index`.
        func copyRun() {
            guard index > runStart, let target = output.baseAddress, let source = utf8.baseAddress else { return }
            UnsafeMutableRawPointer(target + count).copyMemory(from: source + runStart, byteCount: index - runStart)
            count += index - runStart
        }
        put(0x22)
        while index < utf8.count {
            let byte = utf8[index]
            let extra = extras[Int(byte)]
            guard extra != 0, extra != separatorStart || isSeparator(utf8, at: index) else {
                index += 1
                continue
            }
            copyRun()
            switch byte {   // `>` and `&` have an extra length only inside a script element
            case 0x22: put("\\\"")
            case 0x5C: put("\\\\")
            case 0x0A: put("\\n")
            case 0x0D: put("\\r")
            case 0x09: put("\\t")
            case 0x3C: put("\\u003c")
            case 0x3E: put("\\u003e")
            case 0x26: put("\\u0026")
            case 0xE2:
                put(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                index += 2
            default:   // a control character
                put(byte < 0x10 ? "\\u000" : "\\u001")
                let digit = byte & 0xF
                put(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            }
            index += 1
            runStart = index
        }
        copyRun()
        put(0x22)
        return count
    }

    /// Per byte, how many bytes its escape adds: 0 for a byte written as it is.
    private static let extras = extraLengths(forScriptElement: false)
    private static let scriptElementExtras = extraLengths(forScriptElement: true)
    /// In the tables: E2, which is escaped only as the start of U+2028 or U+2029 (three bytes
    /// written as six).
    private static let separatorStart: UInt8 = 0xFF

    private static func extraLengths(forScriptElement: Bool) -> [UInt8] {
        (0...255).map { (byte: Int) -> UInt8 in
            switch byte {
            case 0x22, 0x5C, 0x0A, 0x0D, 0x09: 1
            case 0x3C: 5
            case 0x3E, 0x26: forScriptElement ? 5 : 0
            case 0xE2: separatorStart
            case ..<0x20: 5
            default: 0
            }
        }
    }

    /// Whether U+2028 or U+2029 starts at `index`.
    private static func isSeparator(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9)
    }
}
