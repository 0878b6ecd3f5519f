/// Where each line of a text starts, lines ended by `\n`, `\r\n` or `\r` as cmark-gfm ends them.
struct LineStarts: Sendable {
    private(set) var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
    }

    /// The offset of a 1-based line (clamped to the text's lines).
    func start(of line: Int) -> Int { starts[min(max(line, 1), starts.count) - 1] }

    func offset(line: Int, byteColumn: Int) -> Int { start(of: line) + byteColumn - 1 }

    /// The 1-based line and UTF-8 column of an offset.
    func position(of offset: Int) -> (line: Int, byteColumn: Int) {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        let line = max(low, 1)
        return (line, offset - starts[line - 1] + 1)
    }
}
