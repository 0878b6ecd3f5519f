import cmark_gfm
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One walk over a top-level block's nodes that gathers what `MarkdownBlock` keeps besides its
/// HTML: the plain text a reader sees and the constructs content checks look at. (They were two
/// walks; each asked cmark for every node's type and copied every literal.)
struct BlockWalk {
    /// Text and code literals, a line break after each block; raw HTML and markup left out.
    /// Gathered here rather than with `cmark_render_plaintext`, which indents nested lists and
    /// so writes output quadratic in their depth (100,000 levels did not finish).
    private(set) var plainText: [UInt8] = []
    /// Links, images, raw HTML and headings, in the order their walk finishes them.
    private(set) var constructs: [MarkdownConstruct] = []
    /// Open links, images and headings, each with the text gathered inside it so far.
    private var open: [(node: OpaquePointer, text: [UInt8])] = []
    /// List items in document order; `itemTexts` holds their own text while the walk gathers it.
    private(set) var listItems: [MarkdownListItem] = []
    private var itemTexts: [[UInt8]] = []
    /// Indexes in `listItems` of the items the walk is inside, innermost last.
    private var openItems: [Int] = []

    init(_ node: OpaquePointer) {
        guard let iterator = cmark_iter_new(node) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let current = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(current)
            if event == CMARK_EVENT_EXIT {
                exit(current, type: type)
            } else {
                enter(current, type: type)
            }
        }
        // Stable document order: containers were appended at their exit, after their children.
        constructs.sort { ($0.line, $0.byteColumn) < ($1.line, $1.byteColumn) }
        for index in listItems.indices {
            listItems[index].text = Self.collapsed(itemTexts[index])
        }
    }

    private mutating func enterItem(_ node: OpaquePointer) {
        let list = cmark_node_parent(node)
        let isOrdered = list.map { cmark_node_get_list_type($0) == CMARK_ORDERED_LIST } ?? false
        if let parent = openItems.last { listItems[parent].hasChildren = true }
        listItems.append(MarkdownListItem(line: Int(cmark_node_get_start_line(node)), byteColumn: Int(cmark_node_get_start_column(node)),
                                          depth: openItems.count, parent: openItems.last, isOrdered: isOrdered,
                                          hasChildren: false, text: ""))
        itemTexts.append([])
        openItems.append(listItems.count - 1)
    }

    /// Text gathered for the innermost open item, if any.
    private mutating func addToItem(_ bytes: UnsafeRawBufferPointer) {
        guard let item = openItems.last else { return }
        itemTexts[item].append(contentsOf: bytes)
    }

    private mutating func addSpaceToItem() {
        guard let item = openItems.last else { return }
        itemTexts[item].append(UInt8(ascii: " "))
    }

    /// Runs of ASCII white space as one space, none at either end.
    private static func collapsed(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(0x20) }
                pendingSpace = false
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func enter(_ node: OpaquePointer, type: cmark_node_type) {
        switch type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
            guard let literal = cmark_node_get_literal(node) else { break }
            let bytes = UnsafeRawBufferPointer(start: literal, count: strlen(literal))
            plainText.append(contentsOf: bytes)
            addToItem(bytes)
            if type != CMARK_NODE_CODE_BLOCK, !open.isEmpty { open[open.count - 1].text.append(contentsOf: bytes) }
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            plainText.append(UInt8(ascii: "\n"))
            addSpaceToItem()
            if !open.isEmpty { open[open.count - 1].text.append(UInt8(ascii: " ")) }
        default:
            if type == CMARK_NODE_ITEM { enterItem(node) }
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE || type == CMARK_NODE_HEADING { open.append((node, [])) }
            if type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK { constructs.append(Self.construct(node, type: type, text: "")) }
            // Leaf blocks have no exit event; end their line here.
            if Self.isBlock(type), cmark_node_first_child(node) == nil { plainText.append(UInt8(ascii: "\n")) }
        }
        if type == CMARK_NODE_CODE_BLOCK { plainText.append(UInt8(ascii: "\n")) }
    }

    private mutating func exit(_ node: OpaquePointer, type: cmark_node_type) {
        if Self.isBlock(type) { plainText.append(UInt8(ascii: "\n")) }
        if type == CMARK_NODE_ITEM { _ = openItems.popLast() } else if Self.isBlock(type) { addSpaceToItem() }
        guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE || type == CMARK_NODE_HEADING,
              let last = open.popLast() else { return }
        constructs.append(Self.construct(last.node, type: type, text: String(decoding: last.text, as: UTF8.self)))
        if !open.isEmpty { open[open.count - 1].text += last.text }
    }

    /// Block nodes, the table parts of the extension included: their type carries the block flag
    /// (`CMARK_NODE_TYPE_BLOCK`, 0x8000, under the mask 0xc000).
    private static func isBlock(_ type: cmark_node_type) -> Bool {
        type.rawValue & 0xC000 == 0x8000
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
