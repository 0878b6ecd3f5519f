import HTMLSanitizer

/// A `{#name}` marker at the end of a check's text, which pins the check's ID to `name`.
public struct CheckPin: Sendable, Equatable {
    /// What is written between `{#` and `}`.
    public var name: String
    /// Where the marker's `{` is (the item's line for an older entry's generated item).
    public var location: SourceLocation

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// A name an ID may be: a lowercase letter, then lowercase letters, digits, `-` and `_`, at
    /// most 64 in all, so it is a valid HTML id and reads the same in a URL.
    public var isValid: Bool { Self.isValidName(name) }

    public static func isValidName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= 64, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
        return bytes.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }

    /// The marker at the end of `text` ("Tab: Focus moves {#tab-focus}" → "tab-focus" and the
    /// text before it, trimmed); nil when the text does not end with `{#…}`.
    static func split(_ text: String) -> (text: String, name: String)? {
        // The last byte first: every list item of a criteria section is asked, and `hasSuffix`
        // compares characters. A text whose last byte is `}` ends in the character `}`.
        guard text.utf8.last == UInt8(ascii: "}"), let open = text.range(of: "{#", options: .backwards) else { return nil }
        let name = text[open.upperBound..<text.index(before: text.endIndex)]
        guard !name.contains("}") else { return nil }
        return (String(text[..<open.lowerBound]).trimmingWhitespace, String(name))
    }
}
