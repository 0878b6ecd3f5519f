/// Lines and columns of an expanded text (`ExpandedText`) → lines and columns of the text it
/// was made from, so a problem found after expansion is reported where the author wrote it.
struct SourceMap: Sendable {
    private let expanded: ExpandedText
    private let expandedLines: LineStarts
    private let originalLines: LineStarts
    private let original: [UInt8]

    init(expanded: ExpandedText, original: [UInt8]) {
        self.expanded = expanded
        self.original = original
        expandedLines = LineStarts(expanded.bytes)
        originalLines = LineStarts(original)
    }

    /// A 1-based line and UTF-8 column of the expanded text, in the text read. Line 0 stays 0
    /// ("unknown").
    func original(line: Int, byteColumn: Int) -> (line: Int, byteColumn: Int) {
        guard line > 0 else { return (line, byteColumn) }
        let offset = min(expandedLines.offset(line: line, byteColumn: max(byteColumn, 1)), max(expanded.bytes.count - 1, 0))
        return originalLines.position(of: expanded.origin(of: offset))
    }

    /// A character column of the original line, for messages.
    func characterColumn(line: Int, byteColumn: Int) -> Int {
        let start = originalLines.start(of: line)
        let end = min(start + max(byteColumn - 1, 0), original.count)
        return String(decoding: original[start..<end], as: UTF8.self).count + 1
    }

    /// A location in the expanded text (character column) → the same place in the text read.
    func original(_ location: SourceLocation, expandedLine text: Substring?) -> SourceLocation {
        guard location.line > 0 else { return location }
        let byteColumn = text.map { Substring($0.prefix(max(location.column - 1, 0))).utf8.count + 1 } ?? max(location.column, 1)
        let mapped = original(line: location.line, byteColumn: byteColumn)
        return SourceLocation(file: location.file, line: mapped.line,
                              column: characterColumn(line: mapped.line, byteColumn: mapped.byteColumn))
    }
}

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
