/// Markdown written by the generator, one line at a time, each line remembering the line of the
/// file it was made from, so diagnostics about generated text point into the front matter.
struct GeneratedMarkdown: Sendable, Equatable {
    private(set) var lines: [String] = []
    /// For each line above, the 1-based line of the source it came from.
    private(set) var sourceLines: [Int] = []

    mutating func add(_ line: String, from sourceLine: Int) {
        lines.append(line)
        sourceLines.append(sourceLine)
    }

    /// A blank line, unless the text is empty or already ends with one.
    mutating func addBlank() {
        guard let last = lines.last, !last.isEmpty else { return }
        add("", from: sourceLines.last ?? 1)
    }

    var isEmpty: Bool { lines.allSatisfy { $0.isEmpty } }

    /// The Markdown text: lines joined, trailing blank lines dropped.
    var text: String {
        var kept = lines
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    /// The source line of generated line `line` (1-based); the last known one past the end.
    func sourceLine(of line: Int) -> Int {
        guard !sourceLines.isEmpty else { return 1 }
        return sourceLines[min(max(line, 1), sourceLines.count) - 1]
    }
}
