import CMarkBridge

/// Positions of parsed Markdown, moved from the expanded text back to the file.
extension SourceMap {
    func remap(_ section: Section, expandedLines: [Substring]) -> Section {
        var moved = section
        moved.location = original(section.location, expandedLine: line(section.location.line, of: expandedLines))
        moved.blocks = section.blocks.map(remap)
        return moved
    }

    func remap(_ block: MarkdownBlock) -> MarkdownBlock {
        let start = original(line: block.line, byteColumn: block.byteColumn)
        let end = original(line: block.endLine, byteColumn: 1)
        let constructs = block.constructs.map { construct in
            let place = original(line: construct.line, byteColumn: construct.byteColumn)
            var kind = construct.kind
            if case .fencedCode(let endLine, let indent) = kind { kind = .fencedCode(endLine: original(line: endLine, byteColumn: 1).line, indent: indent) }
            return MarkdownConstruct(kind: kind, line: place.line, byteColumn: place.byteColumn,
                                     destination: construct.destination, literal: construct.literal, text: construct.text)
        }
        let items = block.listItems.map { item in
            var moved = item
            let place = original(line: item.line, byteColumn: item.byteColumn)
            (moved.line, moved.byteColumn) = (place.line, place.byteColumn)
            return moved
        }
        return MarkdownBlock(kind: block.kind, line: start.line, byteColumn: start.byteColumn, endLine: max(end.line, start.line),
                             html: block.html, plainText: block.plainText, constructs: constructs, listItems: items)
    }

    func remap(_ diagnostic: Diagnostic, expandedLines: [Substring]) -> Diagnostic {
        var moved = diagnostic
        moved.location = original(diagnostic.location, expandedLine: line(diagnostic.location.line, of: expandedLines))
        return moved
    }

    private func line(_ number: Int, of lines: [Substring]) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}
