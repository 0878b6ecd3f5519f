import Mustache

/// Reading Characters, names and the insides of tags, as the library's `Parser` reads them.
extension TemplateParser {
    var atEnd: Bool { at == characters.count }

    /// The Character at hand; a NUL at the end, as the library answers there.
    var current: Character { atEnd ? "\0" : characters[at] }

    mutating func read(while accepts: (Character) -> Bool) -> String {
        let start = at
        while !atEnd, accepts(characters[at]) { at += 1 }
        return String(source[starts[start]..<starts[at]])
    }

    /// Takes `expected` when the text goes on with it.
    mutating func read(_ expected: [Character]) -> Bool {
        guard characters.count - at >= expected.count, characters[at..<at + expected.count].elementsEqual(expected) else { return false }
        at += expected.count
        return true
    }

    /// Skips past the first `end`, matched as the library matches it (a partial match that
    /// fails starts again at the next Character); false when there is none.
    mutating func read(until end: [Character]) -> Bool {
        var matched = 0
        while !atEnd {
            if characters[at] == end[matched] {
                matched += 1
                if matched == end.count {
                    at += 1
                    return true
                }
            } else {
                matched = 0
            }
            at += 1
        }
        return false
    }

    /// A tag alone on its line (after a line's start, with only spaces and tabs after it)
    /// takes the rest of the line and its newline.
    mutating func standalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if atEnd { return true }
        var after = at
        while after < characters.count, characters[after] == " " || characters[after] == "\t" { after += 1 }
        guard after < characters.count, characters[after].isNewline else { return false }
        at = after + 1
        return true
    }

    /// A name and the end of its tag; a transform (`uppercased(title)`) is refused.
    mutating func name(_ state: State) throws(Refusal) -> String {
        _ = read(while: \.isWhitespace)
        let name = read(while: { Self.nameCharacters.contains($0) || $0 == "(" || $0 == ")" })
        _ = read(while: \.isWhitespace)
        guard read(state.end) else { throw .malformed }
        // Characters compared, not strings: a string's `contains` of a string is Foundation's,
        // which showed in a small build's profile.
        guard !name.contains(where: { $0 == "(" || $0 == ")" }) else { throw .outsideSubset("a transform") }
        return name
    }

    mutating func partialName(_ state: State) throws(Refusal) -> String {
        _ = read(while: \.isWhitespace)
        let name = read(while: { Self.nameCharacters.contains($0) || "()/".contains($0) })
        _ = read(while: \.isWhitespace)
        guard read(state.end) else { throw .malformed }
        return name
    }

    /// `{{=start end=}}`.
    mutating func delimiters(_ state: inout State) throws(Refusal) {
        _ = read(while: \.isWhitespace)
        let start = read(while: { !$0.isWhitespace })
        guard !atEnd else { throw .malformed }
        _ = read(while: \.isWhitespace)
        let end = read(while: { $0 != "=" && !$0.isWhitespace })
        guard !atEnd else { throw .malformed }
        _ = read(while: \.isWhitespace)
        guard read(["="]), read(state.end), !start.isEmpty, !end.isEmpty else { throw .malformed }
        (state.start, state.end) = (Array(start), Array(end))
        state.definesBlocks = false
    }

    /// `{{% CONTENT_TYPE: name}}`, for a content type the parser was given.
    mutating func contentType(_ state: State) throws(Refusal) -> any MustacheContentType {
        _ = read(while: \.isWhitespace)
        let variable = read(while: Self.nameCharacters.contains)
        _ = read(while: \.isWhitespace)
        guard read([":"]) else { throw .malformed }
        _ = read(while: \.isWhitespace)
        let value = read(while: Self.nameCharacters.contains)
        _ = read(while: \.isWhitespace)
        guard read(state.end), variable == "CONTENT_TYPE", !value.isEmpty else { throw .malformed }
        guard let contentType = contentTypes[value] else { throw .outsideSubset("the content type \(value)") }
        return contentType
    }

    /// The Characters of a name, as the library reads them (brackets aside).
    static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
}
