import cmark_gfm

/// A node inside a block that content checks look at (links, images, raw HTML, headings, fenced
/// code), with where it starts in the fed text. Copied out of cmark-gfm's tree like `MarkdownBlock`.
public struct MarkdownConstruct: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case link
        case image
        /// Raw HTML inside a paragraph (`<img src=…>`, `<br>`): `literal` is the tag as written.
        case inlineHTML
        /// A raw HTML block, top-level or nested in a list or quote: `literal` is its text, each
        /// line without the indentation or `>` markers of the containers it sits in.
        case htmlBlock
        case heading(level: Int)
        /// A fenced code block, top-level or nested: `literal` is its opening fence's run of
        /// backticks or tildes, `endLine` its last line (its closing fence, when it has one),
        /// `indent` how far the fence is indented in its container (up to three spaces).
        case fencedCode(endLine: Int, indent: Int)
    }

    public let kind: Kind
    /// 1-based line where the construct starts.
    public let line: Int
    /// 1-based column in UTF-8 bytes, as cmark counts it (cmark misplaces some autolinks; users
    /// of this value check it against the source line).
    public let byteColumn: Int
    /// A link's or image's destination as written (reference links resolved), else "".
    public let destination: String
    /// Raw HTML as written, a code block's fence, else "".
    public let literal: String
    /// Link text, an image's alt text, a heading's text: plain text, markup left out.
    public let text: String

    public init(kind: Kind, line: Int, byteColumn: Int, destination: String = "", literal: String = "", text: String = "") {
        self.kind = kind
        self.line = line
        self.byteColumn = byteColumn
        self.destination = destination
        self.literal = literal
        self.text = text
    }
}
