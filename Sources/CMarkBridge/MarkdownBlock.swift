/// One top-level block of a Markdown document, copied out of cmark-gfm's tree.
///
/// Everything here is a Swift value: no cmark pointer outlives `MarkdownParser.parse`.
public struct MarkdownBlock: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case heading(level: Int)
        /// A raw HTML block (`<video>…`, `<example>…`); `html` is its literal text.
        case htmlBlock
        case codeBlock
        case thematicBreak
        /// Paragraphs, lists, block quotes, tables and anything else.
        case other
    }

    public let kind: Kind
    /// 1-based line of the block's first character in the fed text.
    public let line: Int
    /// 1-based column in UTF-8 bytes, as cmark counts it.
    public let byteColumn: Int
    /// 1-based line of the block's last character.
    public let endLine: Int
    /// The block rendered to HTML (raw HTML kept as is; see `MarkdownParser`).
    public let html: String
    /// The block rendered as plain text: no markup, raw HTML left out.
    public let plainText: String
    /// The links, images, raw HTML and headings in the block, for content checks.
    public let constructs: [MarkdownConstruct]
    /// The list items in the block, nested ones included, in document order (empty but for lists,
    /// and for the blocks `MarkdownParser.parse(_:listingItems:)` was told not to list).
    public let listItems: [MarkdownListItem]

    public init(kind: Kind, line: Int, byteColumn: Int, endLine: Int, html: String, plainText: String,
                constructs: [MarkdownConstruct] = [], listItems: [MarkdownListItem] = []) {
        self.kind = kind
        self.line = line
        self.byteColumn = byteColumn
        self.endLine = endLine
        self.html = html
        self.plainText = plainText
        self.constructs = constructs
        self.listItems = listItems
    }

    public var headingLevel: Int? {
        if case .heading(let level) = kind { return level }
        return nil
    }
}
