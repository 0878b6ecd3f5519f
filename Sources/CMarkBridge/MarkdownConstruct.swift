import cmark_gfm

/// A node inside a block that content checks look at (links, images, raw HTML, headings), with
/// where it starts in the fed text. Copied out of cmark-gfm's tree like `MarkdownBlock`.
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
    }

    public let kind: Kind
    /// 1-based line where the construct starts.
    public let line: Int
    /// 1-based column in UTF-8 bytes, as cmark counts it (cmark misplaces some autolinks; users
    /// of this value check it against the source line).
    public let byteColumn: Int
    /// A link's or image's destination as written (reference links resolved), else "".
    public let destination: String
    /// Raw HTML as written, else "".
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

extension MarkdownParser {
    /// The links, images, raw HTML and headings of `node` and its descendants, in document order.
    static func constructs(of node: OpaquePointer) -> [MarkdownConstruct] {
        guard let iterator = cmark_iter_new(node) else { return [] }
        defer { cmark_iter_free(iterator) }
        var found: [MarkdownConstruct] = []
        /// Open links, images and headings, each with the text gathered inside it so far.
        var open: [(node: OpaquePointer, text: String)] = []
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let current = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(current)
            let isContainer = type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE || type == CMARK_NODE_HEADING
            if isContainer, event == CMARK_EVENT_ENTER {
                open.append((current, ""))
                continue
            }
            if isContainer, event == CMARK_EVENT_EXIT, let last = open.popLast() {
                found.append(construct(last.node, type: type, text: last.text))
                if !open.isEmpty { open[open.count - 1].text += last.text }
                continue
            }
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if !open.isEmpty, let literal = cmark_node_get_literal(current) { open[open.count - 1].text += String(cString: literal) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                if !open.isEmpty { open[open.count - 1].text += " " }
            case CMARK_NODE_HTML_INLINE:
                found.append(construct(current, type: type, text: ""))
            case CMARK_NODE_HTML_BLOCK:
                found.append(construct(current, type: type, text: ""))
            default:
                break
            }
        }
        // Stable document order: containers were appended at their exit, after their children.
        return found.sorted { ($0.line, $0.byteColumn) < ($1.line, $1.byteColumn) }
    }

    private static func construct(_ node: OpaquePointer, type: cmark_node_type, text: String) -> MarkdownConstruct {
        let kind: MarkdownConstruct.Kind = switch type {
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        case CMARK_NODE_HTML_INLINE: .inlineHTML
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        default: .heading(level: Int(cmark_node_get_heading_level(node)))
        }
        let destination = (type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE) ? cmark_node_get_url(node).map { String(cString: $0) } ?? "" : ""
        let literal = (type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK)
            ? cmark_node_get_literal(node).map { String(cString: $0) } ?? "" : ""
        return MarkdownConstruct(kind: kind, line: Int(cmark_node_get_start_line(node)),
                                 byteColumn: Int(cmark_node_get_start_column(node)),
                                 destination: destination, literal: literal, text: text)
    }
}
