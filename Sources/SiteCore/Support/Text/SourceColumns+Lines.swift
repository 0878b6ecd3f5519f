import HTMLSanitizer

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

/// Where a line's characters start, in bytes. An ASCII line, as most are, is a character per
/// byte (lines hold no line break), and keeps no list.
private enum LineCharacters {
    case ascii(byteCount: Int)
    case starts([Int], byteCount: Int)

    init(_ line: Substring) {
        let byteCount = line.utf8.count
        if line.isAllASCII {
            self = .ascii(byteCount: byteCount)
            return
        }
        var starts: [Int] = [], offset = 0
        for character in line {
            starts.append(offset)
            offset += character.utf8.count
        }
        self = .starts(starts, byteCount: byteCount)
    }

    /// How many characters start before byte `offset`.
    func count(below offset: Int) -> Int {
        switch self {
        case .ascii(let byteCount): return min(max(offset, 0), byteCount)
        case .starts(let starts, _):
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// Whether a character starts at byte `offset`, or the line ends there.
    func isBoundary(_ offset: Int) -> Bool {
        switch self {
        case .ascii(let byteCount): return offset >= 0 && offset <= byteCount
        case .starts(let starts, let byteCount):
            let index = count(below: offset)
            return offset == byteCount || (index < starts.count && starts[index] == offset)
        }
    }

    /// The bytes of the character at 0-based `index`, if the line has that many.
    func bytes(ofCharacter index: Int) -> Range<Int>? {
        switch self {
        case .ascii(let byteCount): return index >= 0 && index < byteCount ? index..<index + 1 : nil
        case .starts(let starts, let byteCount):
            guard index >= 0, index < starts.count else { return nil }
            return starts[index]..<(index + 1 < starts.count ? starts[index + 1] : byteCount)
        }
    }
}
