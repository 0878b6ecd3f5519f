import CMarkBridge
import TextSupport
import Yams

/// A page as the content rules see it: the parsed page, its source lines (for character
/// columns), its front-matter mapping, and its links, images, raw HTML and headings in order.
struct CheckedPage {
    /// One construct with the section it is in and its place in the source.
    struct Item {
        var construct: MarkdownConstruct
        var section: SectionKind
        var location: SourceLocation
        /// For links and images, where link reports point (`SourceColumns.Lines.linkLocation`); else `location`.
        var linkLocation: SourceLocation
    }

    let page: CriteriaPage
    /// The source file's text, which `lines` are of.
    let text: String
    let lines: [Substring]
    /// The front matter's top-level keys and where they are; empty without front matter or when
    /// it is not valid YAML (the parse stage reports that).
    let frontMatterKeys: [(name: String, location: SourceLocation)]
    let items: [Item]
    /// Top-level code blocks, by line range, which text rules skip.
    let codeLines: [ClosedRange<Int>]
    /// The tags of its raw HTML, in order.
    private(set) var tags: [RawHTMLTags.Tag] = []

    /// `lines`: the source's lines when the parse split them already (`PageParser.parseKeepingLines`).
    init(page: CriteriaPage, source: SourceFile, lines: [Substring]? = nil) {
        self.page = page
        text = source.text
        let lines = lines ?? SourceLines.split(source.text)
        self.lines = lines
        frontMatterKeys = Self.frontMatterKeys(lines, file: source.path)
        var items: [Item] = []
        var codeLines: [ClosedRange<Int>] = []
        var columns = SourceColumns.Lines(lines: lines)
        for section in page.sections {
            for block in section.blocks {
                if block.kind == .codeBlock { codeLines.append(block.line...max(block.line, block.endLine)) }
                for construct in block.constructs {
                    let location = SourceLocation(file: page.sourcePath, line: construct.line,
                                                  column: columns.character(fromByte: construct.byteColumn, onLine: construct.line))
                    let isLink = construct.kind == .link || construct.kind == .image
                    let linkLocation = isLink ? columns.linkLocation(at: location, destination: construct.destination) : location
                    items.append(Item(construct: construct, section: section.kind, location: location, linkLocation: linkLocation))
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
