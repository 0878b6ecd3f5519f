import TextSupport

extension SourceColumns {
    /// Character columns on a page's source lines, each line read once however many constructs are
    /// on it: counting every link from its line's start was quadratic in a long line's links.
    struct Lines {
        private let lines: [Substring]
        /// The lines read so far.
        private var characters: [Int: LineCharacters] = [:]

        init(lines: [Substring]) { self.lines = lines }

        /// The 1-based character column of a 1-based byte column on a 1-based line, as
        /// `character(fromByte:in:)` gives it: a byte inside a character is in it.
        mutating func character(fromByte byteColumn: Int, onLine number: Int) -> Int {
            guard byteColumn > 1, let line = characters(onLine: number) else { return max(byteColumn, 1) }
            return line.count(below: byteColumn - 1) + 1
        }

        /// Where a link or image construct starts. cmark places some autolinks past their text; when
        /// the column does not hold `[`, `!` or `<`, the destination is looked for on the line instead.
        mutating func linkLocation(at location: SourceLocation, destination: String) -> SourceLocation {
            guard let line = characters(onLine: location.line) else { return location }
            var text = lines[location.line - 1]
            return text.withUTF8 { bytes in
                if let character = line.bytes(ofCharacter: location.column - 1), character.count == 1,
                   "[!<".utf8.contains(bytes[character.lowerBound]) {
                    return location
                }
                var destination = destination
                return destination.withUTF8 { wanted in
                    guard !wanted.isEmpty else { return location }
                    // The first occurrence on character boundaries, as a search by characters finds it.
                    var from = 0
                    while let offset = ByteSearch.firstOffset(of: wanted, in: bytes, from: from) {
                        if line.isBoundary(offset) && line.isBoundary(offset + wanted.count) {
                            return SourceLocation(file: location.file, line: location.line, column: line.count(below: offset) + 1)
                        }
                        from = offset + 1
                    }
                    return location
                }
            }
        }

        private mutating func characters(onLine number: Int) -> LineCharacters? {
            guard number >= 1, number <= lines.count else { return nil }
            if let known = characters[number] { return known }
            let line = LineCharacters(lines[number - 1])
            characters[number] = line
            return line
        }
    }
}
