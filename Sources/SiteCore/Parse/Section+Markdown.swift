import CMarkBridge

extension Section {
    /// The section with `markdown` set to its blocks' source lines, blocks separated by one blank
    /// line. `lines`: one text's lines, as `SourceLines.split` gives them; `linesEndInLF`: the
    /// text has no CR, so every line ends in `\n` alone.
    func withMarkdown(from lines: [Substring], linesEndInLF: Bool) -> Section {
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
        }
        section.markdown = markdown
        return section
    }
}
