/// Where a line's characters start, in bytes. An ASCII line, as most are, is a character per
/// byte (lines hold no line break), and keeps no list.
enum LineCharacters {
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
