/// White space at either end of a text, removed without Foundation: `trimmingCharacters(in:
/// .whitespacesAndNewlines)` bridges through NSString, and it copied whole blocks of HTML just
/// to ask whether anything was left. The set is Foundation's: Unicode's White_Space property
/// (general category Z, tab, line feed to carriage return, next line) and, as CoreFoundation
/// counts it, the zero-width space U+200B.
extension StringProtocol {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmedSpace($0) }),
              let last = scalars.lastIndex(where: { !isTrimmedSpace($0) }) else { return "" }
        let end = scalars.index(after: last)
        // The bytes between, copied at once: both ends are on scalar boundaries.
        return String(decoding: utf8[first..<end], as: UTF8.self)
    }

    /// Nothing but white space (or nothing at all); stops at the first other character.
    var isBlank: Bool { unicodeScalars.allSatisfy(isTrimmedSpace) }
}

private func isTrimmedSpace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.isASCIIWhitespace }
    return scalar.properties.isWhitespace || scalar.value == 0x200B
}
