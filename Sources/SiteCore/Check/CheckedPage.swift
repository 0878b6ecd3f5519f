import CMarkBridge
import Yams

/// A page as the content rules see it: the parsed page, its source lines (for character
/// columns), its front-matter mapping, and its links, images, raw HTML and headings in order.
struct CheckedPage {
    /// One construct with the section it is in and its place in the source.
    struct Item {
        var construct: MarkdownConstruct
        var section: SectionKind
        var location: SourceLocation
    }

    let page: CriteriaPage
    let lines: [Substring]
    /// The front matter's top-level keys and where they are; empty without front matter or when
    /// it is not valid YAML (the parse stage reports that).
    let frontMatterKeys: [(name: String, location: SourceLocation)]
    let items: [Item]
    /// Top-level code blocks, by line range, which text rules skip.
    let codeLines: [ClosedRange<Int>]
    /// The tags of its raw HTML, in order.
    private(set) var tags: [RawHTMLTags.Tag] = []

    init(page: CriteriaPage, source: SourceFile) {
        self.page = page
        let lines = SourceLines.split(source.text)
        self.lines = lines
        frontMatterKeys = Self.frontMatterKeys(lines, file: source.path)
        var items: [Item] = []
        var codeLines: [ClosedRange<Int>] = []
        for section in page.sections {
            for block in section.blocks {
                if block.kind == .codeBlock { codeLines.append(block.line...max(block.line, block.endLine)) }
                for construct in block.constructs {
                    let location = Self.location(line: construct.line, byteColumn: construct.byteColumn, file: page.sourcePath, lines: lines)
                    items.append(Item(construct: construct, section: section.kind, location: location))
                }
            }
        }
        // Sections merge repeated headings, so blocks are not in file order across sections.
        self.items = items.sorted { $0.location < $1.location }
        self.codeLines = codeLines
        tags = RawHTMLTags.tags(in: self)
    }

    var file: String { page.sourcePath }

    func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    /// A cmark byte column → a character column on that line.
    static func location(line: Int, byteColumn: Int, file: String, lines: [Substring]) -> SourceLocation {
        let text = line >= 1 && line <= lines.count ? lines[line - 1] : nil
        return SourceLocation(file: file, line: line, column: Columns.character(fromByte: byteColumn, in: text))
    }

    /// Where a link or image construct starts. cmark places some autolinks past their text; when
    /// the column does not hold `[`, `!` or `<`, the destination is looked for on the line instead.
    func linkLocation(_ item: Item) -> SourceLocation {
        guard let text = line(item.location.line) else { return item.location }
        let characters = Array(text)
        let index = item.location.column - 1
        if index >= 0, index < characters.count, "[!<".contains(characters[index]) { return item.location }
        if !item.construct.destination.isEmpty, let range = text.range(of: item.construct.destination) {
            return SourceLocation(file: file, line: item.location.line, column: text.distance(from: text.startIndex, to: range.lowerBound) + 1)
        }
        return item.location
    }

    /// The keys of the lines between a leading `---` and the next `---` or `...`, read as YAML.
    private static func frontMatterKeys(_ lines: [Substring], file: String) -> [(name: String, location: SourceLocation)] {
        guard let first = lines.first, FrontMatterReader.opensFrontMatter(first),
              let closing = lines.dropFirst().firstIndex(where: FrontMatterReader.closesFrontMatter)
        else { return [] }
        // Invalid YAML is the parse stage's `front-matter` error; nothing more to say here.
        guard let mapping = (try? Yams.compose(yaml: lines[1..<closing].joined(separator: "\n")))?.flatMap({ $0.mapping }) else {
            return []
        }
        // The YAML starts on the file's second line.
        return mapping.keys.compactMap { key in
            key.string.map { ($0, YAMLErrors.location(of: key, in: file, lineOffset: 1)) }
        }
    }
}
