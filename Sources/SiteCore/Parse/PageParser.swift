import CMarkBridge

/// Parse stage: a source file → a `CriteriaPage` (front matter, title, sections).
public struct PageParser: Sendable {
    public init() {}

    public func parse(_ file: SourceFile, into sink: inout Diagnostics) -> CriteriaPage {
        var frontMatterProblems = Diagnostics()
        let read = FrontMatterReader().read(file, into: &frontMatterProblems)
        sink.append(contentsOf: frontMatterProblems.all.map { $0.under(.frontMatter) })
        let blocks: [MarkdownBlock]
        do {
            blocks = try MarkdownParser.parse(read.body)
        } catch {
            sink.error(SourceLocation(file: file.path, line: 1, column: 1), "cmark-gfm could not parse the file: \(error)")
            blocks = []
        }
        let lines = SourceLines.split(read.body)
        let frontMatter = read.frontMatter
        var sections = SectionSplitter().split(blocks, file: file.path,
                                               lineText: { $0 >= 1 && $0 <= lines.count ? lines[$0 - 1] : nil },
                                               aliases: frontMatter.legacy == nil ? [:] : LegacySections.bodyHeadings,
                                               into: &sink)
            .map { $0.withMarkdown(from: lines) }
        let outline = PageOutline(sourcePath: file.path, frontMatter: frontMatter)
        if let legacy = frontMatter.legacy {
            sections = LegacySections(entry: legacy, title: outline.title, path: file.path).merge(into: sections, into: &sink)
        }
        return CriteriaPage(outline: outline, sections: sections)
    }

    /// The page's outline from its front matter alone, without parsing the Markdown. Problems
    /// are left to `parse`, which reports them.
    public func outline(_ file: SourceFile) -> PageOutline {
        PageOutline(sourcePath: file.path, frontMatter: FrontMatterReader().outlineFields(of: file))
    }
}

extension Section {
    /// The section with `markdown` set to its blocks' source lines, blocks separated by one blank line.
    func withMarkdown(from lines: [Substring]) -> Section {
        var section = self
        section.markdown = blocks.map { block -> String in
            let first = max(block.line, 1), last = min(max(block.endLine, block.line), lines.count)
            guard first <= last else { return "" }
            var text = lines[(first - 1)...(last - 1)]
            while let end = text.last, end.allSatisfy(\.isWhitespace) { text.removeLast() }   // a list's end line can be blank
            return text.joined(separator: "\n")
        }
        .filter { !$0.isEmpty }
        .joined(separator: "\n\n")
        return section
    }
}
