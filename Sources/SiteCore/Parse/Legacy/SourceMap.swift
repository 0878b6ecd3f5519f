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
