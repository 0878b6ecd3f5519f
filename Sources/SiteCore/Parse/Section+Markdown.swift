import CMarkBridge

extension Section {
    /// The section with `markdown` set to its blocks' source lines, blocks separated by one blank
    /// line, each followed by the reference definitions written after it. `lines`: one text's
    /// lines, as `SourceLines.split` gives them; `linesEndInLF`: the text has no CR, so every line
    /// ends in `\n` alone; `blockStarts`: the first line of every top-level block of the text, in
    /// order.
    func withMarkdown(from lines: [Substring], linesEndInLF: Bool, blockStarts: [Int]) -> Section {
        var section = self
        // Appended block by block to one string, not made as a string per block and joined.
        var markdown = ""
        // Only each block's lines are read: copying a block retains its four strings and lists.
        let spans = blocks.withUnsafeBufferPointer { blocks in blocks.indices.map { (blocks[$0].line, blocks[$0].endLine) } }
        for (line, endLine) in spans {
            let first = max(line, 1), last = min(max(endLine, line), lines.count)
            guard first <= last else { continue }
            var text = lines[(first - 1)...(last - 1)]
            while let end = text.last, end.isAllWhitespaceCharacters { text.removeLast() }   // a list's end line can be blank
            guard let firstLine = text.first, let lastLine = text.last else { continue }
            if !markdown.isEmpty { markdown += "\n\n" }
            // The lines are one run of the text: taken whole when its lines end in `\n`, as
            // nearly all do, rather than joined again line by line.
            if linesEndInLF {
                markdown += firstLine.base[firstLine.startIndex..<lastLine.endIndex]
            } else {
                markdown += text.joined(separator: "\n")
            }
            let definitions = Self.definitionLines(after: last, before: Self.nextStart(after: last, in: blockStarts) ?? lines.count + 1, in: lines)
            if !definitions.isEmpty { markdown += "\n\n" + definitions.joined(separator: "\n") }
        }
        section.markdown = markdown
        return section
    }

    /// What is written between a block and the next, blank lines around it left out: a link
    /// reference definition (`[wcag]: https://…`), the one construct that makes no block, or the
    /// end of a block whose source position cmark-gfm gives short (an HTML comment closed on a
    /// line after a blank one). Kept with the block before it, so a tab's Markdown holds it.
    private static func definitionLines(after last: Int, before next: Int, in lines: [Substring]) -> [Substring] {
        let gap = (last + 1)..<min(next, lines.count + 1)
        guard let first = gap.first(where: { !lines[$0 - 1].isAllWhitespaceCharacters }),
              let final = gap.last(where: { !lines[$0 - 1].isAllWhitespaceCharacters }) else { return [] }
        return (first...final).map { line in
            var text = lines[line - 1]
            while let end = text.last, end == "\n" || end == "\r" { text.removeLast() }
            return text
        }
    }

    /// The first block start after line `line`.
    private static func nextStart(after line: Int, in starts: [Int]) -> Int? {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= line { low = middle + 1 } else { high = middle }
        }
        return low < starts.count ? starts[low] : nil
    }
}
