/// Character columns on a page's source lines, each line read once however many constructs are
/// on it: counting every link from its line's start was quadratic in a long line's links (a
/// line of 5,000 links took 12 s to check).
struct LineColumns {
    private let lines: [Substring]
    /// Per line read so far: the byte offset where each of its characters starts.
    private var characterStarts: [Int: [Int]] = [:]

    init(lines: [Substring]) { self.lines = lines }

    /// The 1-based character column of a 1-based byte column on a 1-based line, as
    /// `Columns.character(fromByte:in:)` gives it: a byte inside a character is in it.
    mutating func character(fromByte byteColumn: Int, onLine number: Int) -> Int {
        guard byteColumn > 1, let starts = starts(onLine: number) else { return max(byteColumn, 1) }
        return Self.count(of: starts, below: byteColumn - 1) + 1
    }

    /// Where a link or image construct starts. cmark places some autolinks past their text; when
    /// the column does not hold `[`, `!` or `<`, the destination is looked for on the line instead.
    mutating func linkLocation(at location: SourceLocation, destination: String) -> SourceLocation {
        guard let starts = starts(onLine: location.line) else { return location }
        let bytes = lines[location.line - 1].utf8
        let index = location.column - 1
        if index >= 0, index < starts.count {
            let start = starts[index], end = index + 1 < starts.count ? starts[index + 1] : bytes.count
            if end - start == 1, "[!<".utf8.contains(bytes[bytes.index(bytes.startIndex, offsetBy: start)]) { return location }
        }
        guard let offset = Self.firstWholeCharacters(destination, in: Array(bytes), starts: starts) else { return location }
        return SourceLocation(file: location.file, line: location.line, column: Self.count(of: starts, below: offset) + 1)
    }

    private mutating func starts(onLine number: Int) -> [Int]? {
        guard number >= 1, number <= lines.count else { return nil }
        if let known = characterStarts[number] { return known }
        var starts: [Int] = [], offset = 0
        for character in lines[number - 1] {
            starts.append(offset)
            offset += character.utf8.count
        }
        characterStarts[number] = starts
        return starts
    }

    /// How many of the ascending `starts` are below `offset`.
    private static func count(of starts: [Int], below offset: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The byte offset of the first occurrence of `needle` that starts and ends on character
    /// boundaries, as a search by characters finds it; nil when there is none or it is empty.
    private static func firstWholeCharacters(_ needle: String, in bytes: [UInt8], starts: [Int]) -> Int? {
        let wanted = Array(needle.utf8)
        guard let first = wanted.first, wanted.count <= bytes.count else { return nil }
        for offset in 0...(bytes.count - wanted.count) where bytes[offset] == first {
            guard bytes[offset..<offset + wanted.count].elementsEqual(wanted) else { continue }
            if isBoundary(offset, of: bytes, starts: starts), isBoundary(offset + wanted.count, of: bytes, starts: starts) { return offset }
        }
        return nil
    }

    private static func isBoundary(_ offset: Int, of bytes: [UInt8], starts: [Int]) -> Bool {
        let index = count(of: starts, below: offset)
        return offset == bytes.count || (index < starts.count && starts[index] == offset)
    }
}
