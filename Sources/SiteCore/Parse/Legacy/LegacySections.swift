import CMarkBridge

/// Parse stage, for older entries: adds the sections generated from the front matter to the
/// sections of the body.
///
/// The generated Markdown goes through the same `MarkdownParser` as any document, so rendering,
/// search and copy treat it like written text; `Section.markdown` is that Markdown. Its blocks
/// carry the line of the YAML they came from, so a problem in a value is reported there.
struct LegacySections: Sendable {
    /// In an older entry's body, `## iOS` and `## Android` name the platform tabs.
    static let bodyHeadings: [String: SectionKind] = ["ios": .iosDeveloperNotes, "android": .androidDeveloperNotes]

    let entry: LegacyEntry
    let title: String
    let path: String

    /// The body's sections, then the generated ones (the order a migrated file writes them in).
    /// A section the body writes itself wins over the generated one; for Condensed, Gherkin and
    /// WCAG that is reported, since one of the two texts is then not shown.
    func merge(into body: [Section], into sink: inout Diagnostics) -> [Section] {
        var sections = body
        for (kind, markdown) in generated() {
            if let written = body.first(where: { $0.kind == kind && !$0.isEmpty }) {
                if kind != .generalNotes {
                    sink.warning(written.location, "section \"\(kind.title)\" is written here and also generated from the front matter at line \(markdown.sourceLine(of: 1)); the written one is shown")
                }
                continue
            }
            sections.removeAll { $0.kind == kind }
            if let section = section(kind, from: markdown, into: &sink) { sections.append(section) }
        }
        return sections
    }

    /// The generated sections' Markdown, for `criteria migrate`.
    func generated() -> [(kind: SectionKind, markdown: GeneratedMarkdown)] {
        LegacySectionWriter(entry: entry, wording: LegacyWording(title: title, isNative: LegacyWording.isNative(sourcePath: path))).sections()
    }

    private func section(_ kind: SectionKind, from markdown: GeneratedMarkdown, into sink: inout Diagnostics) -> Section? {
        let text = markdown.text
        let blocks: [MarkdownBlock]
        do {
            blocks = try MarkdownParser.parse(text)
        } catch {
            sink.error(SourceLocation(file: path, line: markdown.sourceLine(of: 1), column: 1),
                       "cmark-gfm could not parse the generated \(kind.title) section: \(error)")
            return nil
        }
        let located = blocks.map { block in
            // Each item is placed at the YAML line it came from; columns there are not the Markdown's.
            MarkdownBlock(kind: block.kind, line: markdown.sourceLine(of: block.line), byteColumn: 1,
                          endLine: markdown.sourceLine(of: block.endLine), html: block.html, plainText: block.plainText,
                          listItems: block.listItems.map { item in
                              var placed = item
                              (placed.line, placed.byteColumn) = (markdown.sourceLine(of: item.line), 0)
                              return placed
                          })
        }
        return Section(kind: kind, location: SourceLocation(file: path, line: markdown.sourceLine(of: 1), column: 1),
                       blocks: located, markdown: text)
    }
}
