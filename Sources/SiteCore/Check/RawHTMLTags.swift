import CMarkBridge
import HTMLSanitizer
import TextSupport

/// The tags of a page's raw HTML (blocks and inline tags), each located in the source file.
///
/// cmark gives an HTML block's literal without the indentation or `>` markers of the list or
/// quote it sits in, so each literal line is the end of its source line: a tag's column is the
/// source line's length minus the literal line's, plus the tag's offset in the literal line.
struct RawHTMLTags {
    struct Tag {
        var name: String
        var isEnd: Bool
        var attributes: [HTMLTokenizer.Attribute]
        var location: SourceLocation
        var section: SectionKind

        /// The first value of the attribute `name` (in lower case; any case in the HTML), entities
        /// decoded; nil when absent, "" when bare.
        func attribute(_ name: String) -> String? {
            attributes.first { $0.isNamed(name) }.map { HTMLEntities.decode($0.rawValue ?? "") }
        }
    }

    static func tags(in page: CheckedPage) -> [Tag] {
        var tags: [Tag] = []
        for item in page.items {
            switch item.construct.kind {
            case .htmlBlock, .inlineHTML: tags += self.tags(in: item, page: page)
            default: continue
            }
        }
        return tags
    }

    /// Tags come in order, so lines and columns are counted on from the tag before.
    private static func tags(in item: CheckedPage.Item, page: CheckedPage) -> [Tag] {
        var tokenizer = HTMLTokenizer(item.construct.literal)
        let literalLines = SourceLines.split(item.construct.literal)
        let lineStarts = Self.lineStarts(tokenizer.bytes)
        var tags: [Tag] = []
        var literalLine = 0
        var columns = SourceColumns.Counter()
        /// Where the literal line starts in its source line, in characters (blocks only).
        var lineIndent: Int?
        while let token = tokenizer.next() {
            let (name, isEnd, attributes, range): (String, Bool, [HTMLTokenizer.Attribute], Range<Int>)
            switch token {
            case .startTag(let tagName, let tagAttributes, _, let tagRange): (name, isEnd, attributes, range) = (tagName.lowercasedHTMLName, false, tagAttributes, tagRange)
            case .endTag(let tagName, let tagRange): (name, isEnd, attributes, range) = (tagName, true, [], tagRange)
            default: continue
            }
            while literalLine + 1 < lineStarts.count, lineStarts[literalLine + 1] <= range.lowerBound {
                literalLine += 1
                columns.startLine(at: lineStarts[literalLine])
                lineIndent = nil
            }
            let characters = columns.characters(beforeMarkAt: range.lowerBound, in: tokenizer.bytes)
            let sourceLine = item.location.line + literalLine
            let column: Int
            if literalLine == 0, item.construct.kind == .inlineHTML {
                column = item.location.column + characters
            } else {
                let indent = lineIndent ?? {
                    let sourceLength = page.line(sourceLine).map(Self.characterCount) ?? 0
                    let literalLength = literalLine < literalLines.count ? Self.characterCount(literalLines[literalLine]) : 0
                    return max(sourceLength - literalLength, 0)
                }()
                lineIndent = indent
                column = indent + characters + 1
            }
            tags.append(Tag(name: name, isEnd: isEnd, attributes: attributes,
                            location: SourceLocation(file: page.file, line: sourceLine, column: column), section: item.section))
        }
        return tags
    }

    /// The characters of a line, which holds no line end: its bytes when all are ASCII, as
    /// nearly every line's are, so characters are counted only where they must be.
    private static func characterCount(_ line: Substring) -> Int {
        line.isAllASCII ? line.utf8.count : line.count
    }

    /// Byte offsets where each line of the literal starts.
    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        return starts
    }
}
