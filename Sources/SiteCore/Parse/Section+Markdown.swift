import CMarkBridge

extension Section {
    /// Where a top-level block of the text starts and ends (1-based lines).
    typealias BlockSpan = (line: Int, endLine: Int)

    /// The section with `markdown` set to its blocks' source lines, blocks separated by one blank
    /// line, with what is written between them (`gapLines`), and `definitions` set to the link
    /// reference definitions among it. `lines`: one text's lines, as `SourceLines.split` gives
    /// them; `linesEndInLF`: the text has no CR, so every line ends in `\n` alone; `document`:
    /// every top-level block of the text, in order, the heading that names the section too.
    func withMarkdown(from lines: [Substring], linesEndInLF: Bool, document: [BlockSpan]) -> Section {
        var section = self
        // Appended block by block to one string, not made as a string per block and joined.
        var markdown = ""
        var between: [Substring] = []
        // Only each block's lines are read: copying a block retains its four strings and lists.
        let spans = blocks.withUnsafeBufferPointer { blocks in blocks.indices.map { (line: blocks[$0].line, endLine: blocks[$0].endLine) } }
        let leading = Self.gapLines(in: leadingGap(own: spans, document: document, lineCount: lines.count), of: lines)
        if !leading.isEmpty {
            markdown += leading.joined(separator: "\n")
            between += leading + [""]
        }
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
            let next = Self.nextStart(after: last, in: document) ?? lines.count + 1
            let after = Self.gapLines(in: (last + 1)..<next, of: lines)
            if !after.isEmpty {
                markdown += "\n\n" + after.joined(separator: "\n")
                between += after + [""]
            }
        }
        section.markdown = markdown
        section.definitions = Self.definitions(in: between)
        return section
    }

    /// The lines before the section's first block that no block holds: after the heading that
    /// names it, or from the text's start when its first block is the text's first.
    private func leadingGap(own spans: [BlockSpan], document: [BlockSpan], lineCount: Int) -> Range<Int> {
        let firstOwn = spans.first?.line
        let at = Self.firstIndex(startingAfter: location.line - 1, in: document)
        if at < document.count, case let heading = document[at], heading.line == location.line, heading.line != firstOwn {
            let end = firstOwn ?? Self.nextStart(after: heading.endLine, in: document) ?? lineCount + 1
            return (heading.endLine + 1)..<max(end, heading.endLine + 1)
        }
        if let firstOwn, document.first?.line == firstOwn { return 1..<firstOwn }
        return 1..<1
    }

    /// What is written in `range` of the text, blank lines around it left out: a link reference
    /// definition (`[wcag]: https://…`), the one construct that makes no block, or the end of a
    /// block whose source position cmark-gfm gives short (an HTML comment closed on a line after
    /// a blank one). Kept with the block before it, so a tab's Markdown holds it.
    private static func gapLines(in range: Range<Int>, of lines: [Substring]) -> [Substring] {
        let gap = max(range.lowerBound, 1)..<min(range.upperBound, lines.count + 1)
        guard let first = gap.first(where: { !lines[$0 - 1].isAllWhitespaceCharacters }),
              let final = gap.last(where: { !lines[$0 - 1].isAllWhitespaceCharacters }) else { return [] }
        return (first...final).map { line in
            var text = lines[line - 1]
            while let end = text.last, end == "\n" || end == "\r" { text.removeLast() }
            return text
        }
    }

    /// The definitions among the lines between blocks, each with the lines that continue it (a
    /// title, or a destination, on the next line); a blank line ends one. A line that starts
    /// none and continues none is the end of a block (`gapLines`).
    private static func definitions(in lines: [Substring]) -> [String] {
        var found: [String] = []
        var isOpen = false
        for line in lines {
            let indent = line.prefix { $0 == " " }.count
            if indent <= 3, line.dropFirst(indent).first == "[" {
                found.append(String(line))
                isOpen = true
            } else if line.isAllWhitespaceCharacters {
                isOpen = false
            } else if isOpen {
                found[found.count - 1] += "\n" + line
            }
        }
        return found
    }

    /// The first block start after line `line`.
    private static func nextStart(after line: Int, in document: [BlockSpan]) -> Int? {
        let index = firstIndex(startingAfter: line, in: document)
        return index < document.count ? document[index].line : nil
    }

    /// The index of the first block starting after line `line` (blocks are in line order).
    private static func firstIndex(startingAfter line: Int, in document: [BlockSpan]) -> Int {
        var low = 0, high = document.count
        while low < high {
            let middle = (low + high) / 2
            if document[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
