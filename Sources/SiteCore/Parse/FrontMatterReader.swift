import Foundation
import TextSupport
import Yams

/// Parse stage, part one: splits front matter off a document and reads its keys.
///
/// The body keeps its line numbers: the front matter's lines are replaced by empty lines, which
/// Markdown ignores, so cmark's positions are positions in the file.
public struct FrontMatterReader: Sendable {
    public init() {}

    public struct Result: Sendable {
        public var frontMatter: FrontMatter
        /// The document with the front-matter lines blanked out.
        public var body: String
    }

    public func read(_ file: SourceFile, into sink: inout Diagnostics) -> Result {
        guard let (lines, closing) = fencedLines(of: file.text) else {
            if opensUnclosed(file.text) {
                sink.error(SourceLocation(file: file.path, line: 1, column: 1), "front matter opened here is never closed",
                           note: "end it with a line of --- (or, if this is a rule across the page, begin the file with a blank line)")
            }
            return Result(frontMatter: FrontMatter(), body: file.text)
        }
        let frontMatter = parse(lines[1..<closing].joined(separator: "\n"), path: file.path, readingLegacy: true, into: &sink)
        let blanked = Array(repeating: Substring(""), count: closing + 1) + lines[(closing + 1)...]
        return Result(frontMatter: frontMatter, body: blanked.joined(separator: "\n"))
    }

    /// Title, description, order and aliases only, for a page's outline (`PageParser.outline`):
    /// an older entry's criteria are not read, no body is made, and problems are left to `read`.
    func outlineFields(of file: SourceFile) -> FrontMatter {
        guard let (lines, closing) = fencedLines(of: file.text) else { return FrontMatter() }
        var unreported = Diagnostics()
        return parse(lines[1..<closing].joined(separator: "\n"), path: file.path, readingLegacy: false, into: &unreported)
    }

    /// The text's lines and the line of the fence that closes front matter, when its first line
    /// opens some. The first line is read before the text is split: most pages have no front
    /// matter, and splitting every page's lines to learn that is wasted work.
    private func fencedLines(of text: String) -> (lines: [Substring], closing: Int)? {
        let firstLine = text.utf8.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        guard Self.opensFrontMatter(Substring(firstLine)) else { return nil }
        let lines = SourceLines.split(text)
        guard let closing = lines.dropFirst().firstIndex(where: Self.closesFrontMatter) else { return nil }
        return (lines, closing)
    }

    /// Whether the text's first line opens front matter that no line closes.
    private func opensUnclosed(_ text: String) -> Bool {
        let firstLine = text.utf8.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        return Self.opensFrontMatter(Substring(firstLine)) && !SourceLines.split(text).dropFirst().contains(where: Self.closesFrontMatter)
    }

    /// Whether a first line opens front matter: `---`, with white space around it.
    static func opensFrontMatter(_ line: Substring) -> Bool {
        // Nearly every page starts with neither white space nor `-`: no need to trim to know.
        if let first = line.utf8.first, first < 0x80, first != UInt8(ascii: "-"), first != UInt8(ascii: " "), first != UInt8(ascii: "\t") {
            return false
        }
        return line.trimmingSpacesAndTabs == "---"
    }

    /// Whether a line closes front matter: `---` or `...`, with white space around it.
    static func closesFrontMatter(_ line: Substring) -> Bool {
        let trimmed = line.trimmingWhitespace
        return trimmed == "---" || trimmed == "..."
    }

    /// The aliases, each with the place of its value: one text, or a list of texts; an item
    /// that is not text is reported and left out.
    private func aliases(_ value: Node, path: String, reader: inout YAMLValueReader) -> [PageAlias] {
        if value.sequence == nil, value.scalar == nil {
            _ = reader.strings(value)
            return []
        }
        return (value.sequence.map(Array.init) ?? [value]).compactMap { item in
            reader.string(item).map { PageAlias($0, at: YAMLErrors.location(of: item, in: path, lineOffset: 1)) }
        }
    }

    /// The YAML starts on the file's second line, hence the line offset of 1.
    private func parse(_ yaml: String, path: String, readingLegacy: Bool, into sink: inout Diagnostics) -> FrontMatter {
        var frontMatter = FrontMatter()
        guard let mapping = YAMLErrors.mapping(yaml, path: path, lineOffset: 1, what: "front matter", into: &sink) else {
            return frontMatter
        }
        Self.warnOfSlips(in: yaml, mapping: mapping, path: path, lineOffset: 1, into: &sink)
        var reader = YAMLValueReader(path: path, lineOffset: 1)
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "title":
                frontMatter.title = reader.string(value)
                frontMatter.titlePlace = YAMLErrors.location(of: value, in: path, lineOffset: 1)
            case "description": frontMatter.description = reader.string(value)
            case "order": frontMatter.order = reader.int(value)
            case "aliases": frontMatter.aliases = aliases(value, path: path, reader: &reader)
            case "draft": frontMatter.isDraft = reader.bool(value) ?? false
            case "layout": frontMatter.hasLayout = true
            default: break   // older keys are read below; `categories` is ignored
            }
        }
        sink.append(contentsOf: reader.diagnostics)
        if readingLegacy { frontMatter.legacy = LegacyEntryReader(path: path, lineOffset: 1).read(mapping, into: &sink) }
        return frontMatter
    }
}
