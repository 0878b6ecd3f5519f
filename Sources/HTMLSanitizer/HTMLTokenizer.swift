import TextSupport

/// A forgiving tokenizer for the HTML fragments cmark-gfm renders (its own output plus raw HTML
/// copied from content). It is not a full HTML5 parser: it finds tags, attributes, comments and
/// text, which is what sanitizing and URL rewriting need. Anything that is not a well-formed tag
/// is text.
public struct HTMLTokenizer: Sendable {
    public struct Attribute: Sendable, Equatable {
        public var name: String
        /// The value as written (entities not decoded), or nil for a bare attribute.
        public var rawValue: String?
    }

    public enum Token: Sendable, Equatable {
        case text(Range<Int>)
        case startTag(name: String, attributes: [Attribute], selfClosing: Bool, range: Range<Int>)
        case endTag(name: String, range: Range<Int>)
        /// Comments, doctypes and processing instructions: never published.
        case markup(Range<Int>)
    }

    public let bytes: [UInt8]
    private(set) var position = 0

    public init(_ html: String) { bytes = Array(html.utf8) }

    public func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    public mutating func next() -> Token? {
        guard position < bytes.count else { return nil }
        let start = position
        if bytes[position] == lt, let token = markup(at: start) ?? endTag(at: start) ?? startTag(at: start) {
            return token
        }
        // Text runs to the next `<`, found with `memchr` (`ByteSearch`): most of a block's bytes are text.
        position = bytes.withUnsafeBufferPointer { ByteSearch.firstOffset(of: lt, in: $0, from: start + 1) } ?? bytes.count
        return .text(start..<position)
    }

    /// Skips to just after `</name` … `>`, for elements whose content is dropped with them.
    /// Returns false when there is no such end tag (then everything to the end is skipped).
    mutating func skip(pastEndTagOf name: String) -> Bool {
        let closing = Array("</\(name)".utf8)
        while position < bytes.count {
            if bytes[position] == lt, matches(closing, at: position) {
                position += closing.count
                while position < bytes.count, bytes[position] != gt { position += 1 }
                position = min(position + 1, bytes.count)
                return true
            }
            position += 1
        }
        return false
    }

    // MARK: - Token kinds

    private mutating func markup(at start: Int) -> Token? {
        guard start + 1 < bytes.count, bytes[start + 1] == bang || bytes[start + 1] == question else { return nil }
        let terminator: [UInt8] = matches(Array("<!--".utf8), at: start) ? Array("-->".utf8) : [gt]
        var index = start + 2
        while index < bytes.count, !matches(terminator, at: index) { index += 1 }
        position = min(index + terminator.count, bytes.count)
        return .markup(start..<position)
    }

    private mutating func endTag(at start: Int) -> Token? {
        guard start + 2 < bytes.count, bytes[start + 1] == slash, isLetter(bytes[start + 2]) else { return nil }
        var index = start + 2
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let name = string((start + 2)..<index).lowercasedHTMLName
        while index < bytes.count, bytes[index] != gt { index += 1 }
        guard index < bytes.count else { return nil }
        position = index + 1
        return .endTag(name: name, range: start..<position)
    }

    private mutating func startTag(at start: Int) -> Token? {
        guard start + 1 < bytes.count, isLetter(bytes[start + 1]) else { return nil }
        var index = start + 1
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let name = string((start + 1)..<index)
        var attributes: [Attribute] = []
        while true {
            skipSpace(&index)
            guard index < bytes.count else { return nil }
            if bytes[index] == gt {
                position = index + 1
                return .startTag(name: name, attributes: attributes, selfClosing: false, range: start..<position)
            }
            if bytes[index] == slash, index + 1 < bytes.count, bytes[index + 1] == gt {
                position = index + 2
                return .startTag(name: name, attributes: attributes, selfClosing: true, range: start..<position)
            }
            if bytes[index] == slash { index += 1; continue }
            guard let attribute = self.attribute(at: &index) else { return nil }
            attributes.append(attribute)
        }
    }

    private func attribute(at index: inout Int) -> Attribute? {
        let nameStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != gt, bytes[index] != slash, bytes[index] != equals {
            index += 1
        }
        if index == nameStart { index += 1 }   // a stray `=`: take it as a (dropped) name, never loop
        let name = string(nameStart..<index)
        var probe = index
        skipSpace(&probe)
        guard probe < bytes.count, bytes[probe] == equals else { return Attribute(name: name, rawValue: nil) }
        index = probe + 1
        skipSpace(&index)
        guard index < bytes.count else { return nil }
        let quote = bytes[index]
        if quote == doubleQuote || quote == singleQuote {
            let valueStart = index + 1
            var end = valueStart
            while end < bytes.count, bytes[end] != quote { end += 1 }
            guard end < bytes.count else { return nil }
            index = end + 1
            return Attribute(name: name, rawValue: string(valueStart..<end))
        }
        let valueStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != gt { index += 1 }
        return Attribute(name: name, rawValue: string(valueStart..<index))
    }

    // MARK: - Bytes

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where lowercase(bytes[index + offset]) != pattern[offset] { return false }
        return true
    }

    private func skipSpace(_ index: inout Int) {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    }

    private func lowercase(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }
    private func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
    private func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (48...57).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
    }
    private func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 12 || byte == 13 }
}

private let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/"), bang = UInt8(ascii: "!")
private let question = UInt8(ascii: "?"), equals = UInt8(ascii: "="), doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")

extension HTMLTokenizer.Attribute {
    /// Whether the name is `lowercaseName` in any case. Names are nearly always ASCII, compared
    /// here byte by byte with A–Z folded: a page asks this of each tag's attributes a dozen
    /// times, and lower-casing a copy each time is costly.
    public func isNamed(_ lowercaseName: String) -> Bool {
        var ascii = true
        let same = name.utf8.elementsEqual(lowercaseName.utf8) { byte, lower in
            if byte >= 0x80 { ascii = false }
            return (byte >= 65 && byte <= 90 ? byte + 32 : byte) == lower
        }
        return ascii || same ? same : name.lowercased() == lowercaseName
    }
}
