import CMarkBridge

/// `{: .bad-example}` after a block: the block put in `<div class="bad-example">` … `</div>`,
/// the small wrapper element today's format keeps a class in (Markdown has no syntax for one).
enum BlockClassWrapper {
    /// The classes kept; the default theme labels them "Don't" and "Do".
    static let allowedClasses: Set<String> = ["bad-example", "good-example"]

    /// `text` with each marked block wrapped; the marks that follow no block are returned, to
    /// be reported.
    static func wrap(_ text: ExpandedText, marks: [LiquidScanner.ClassMark]) -> (text: ExpandedText, unplaced: [LiquidScanner.ClassMark]) {
        guard !marks.isEmpty, let blocks = try? MarkdownParser.parse(text.text) else { return (text, marks) }
        let lines = LineStarts(text.bytes)
        var classesByBlock: [Int: [String]] = [:]
        /// The first mark's line after each marked block: the block ends before it.
        var markLines: [Int: Int] = [:]
        var unplaced: [LiquidScanner.ClassMark] = []
        for mark in marks {
            let line = lines.position(of: mark.offset).line
            guard let index = blocks.lastIndex(where: { $0.line < line }) else {
                unplaced.append(mark)
                continue
            }
            markLines[index] = min(markLines[index] ?? line, line)
            classesByBlock[index, default: []].append(contentsOf: mark.classes.filter { !(classesByBlock[index] ?? []).contains($0) })
        }
        var insertions: [(offset: Int, text: String, origin: Int)] = []
        for (index, classes) in classesByBlock {
            let block = blocks[index]
            let lastLine = min(max(block.endLine, block.line), (markLines[index] ?? Int.max) - 1)
            let start = lines.start(of: block.line)
            let end = lastLine < lines.starts.count ? lines.start(of: lastLine + 1) : text.bytes.count
            let origin = marks.first { lines.position(of: $0.offset).line > block.line }?.origin ?? text.origin(of: start)
            insertions.append((start, "<div class=\"\(classes.joined(separator: " "))\">\n\n", origin))
            insertions.append((end, (end == text.bytes.count && !text.endsAtLineStart ? "\n\n" : "\n") + "</div>\n", origin))
        }
        return (text.inserting(insertions), unplaced)
    }
}
