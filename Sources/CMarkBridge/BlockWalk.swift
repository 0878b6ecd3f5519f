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
    /// Links, images, raw HTML, headings and fenced code, in the order their walk finishes them.
    private(set) var constructs: [MarkdownConstruct] = []
    /// Open links, images and headings, each with the text gathered inside it so far.
    private var open: [(node: OpaquePointer, text: [UInt8])] = []
    /// List items in document order. An item's own text is what `plainText` gathers while it is
    /// the innermost open item: the spans of `plainText` in `itemSpans`, the innermost item's
    /// current one starting at `spanStart`. (Copying each item's bytes as the walk went showed
    /// in the parse stage's profile, once checks were read from every list.)
    private(set) var listItems: [MarkdownListItem] = []
    private var itemSpans: [(bytes: Range<Int>, next: Int)] = []
    /// Per item, its first and last span in `itemSpans`, -1 before it has one; each span links
    /// to the item's next.
    private var firstSpans: [Int] = []
    private var lastSpans: [Int] = []
    private var spanStart = 0
    /// Indexes in `listItems` of the items the walk is inside, innermost last.
    private var openItems: [Int] = []
    /// Whether list items are listed; without it no item or span is kept.
    private let listsItems: Bool

    init(_ node: OpaquePointer, listingItems: Bool = true) {
        self.listsItems = listingItems
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
        setItemTexts()
    }

    private mutating func enterItem(_ node: OpaquePointer) {
        let list = cmark_node_parent(node)
        let isOrdered = list.map { cmark_node_get_list_type($0) == CMARK_ORDERED_LIST } ?? false
        endSpan()
        if let parent = openItems.last { listItems[parent].hasChildren = true }
        listItems.append(MarkdownListItem(line: Int(cmark_node_get_start_line(node)), byteColumn: Int(cmark_node_get_start_column(node)),
                                          depth: openItems.count, parent: openItems.last, isOrdered: isOrdered,
                                          hasChildren: false, text: ""))
        firstSpans.append(-1)
        lastSpans.append(-1)
        openItems.append(listItems.count - 1)
    }

    /// Ends the innermost open item's current span of `plainText`; the next starts here.
    private mutating func endSpan() {
        if let item = openItems.last, plainText.count > spanStart {
            itemSpans.append((spanStart..<plainText.count, -1))
            if lastSpans[item] < 0 { firstSpans[item] = itemSpans.count - 1 } else { itemSpans[lastSpans[item]].next = itemSpans.count - 1 }
            lastSpans[item] = itemSpans.count - 1
        }
        spanStart = plainText.count
    }

    /// Each item's spans, runs of ASCII white space as one space, none at either end. Every
    /// block ends its line in `plainText`, so the spans around a sub-list never run together.
    private mutating func setItemTexts() {
        guard !itemSpans.isEmpty else { return }
        let texts = plainText.withUnsafeBufferPointer { text in
            firstSpans.map { first in first < 0 ? "" : Self.collapsed(spans: itemSpans, from: first, of: text) }
        }
        for (item, text) in texts.enumerated() { listItems[item].text = text }
    }

    /// The chain of spans from `first` joined, runs of ASCII white space as one space, none at
    /// either end; never longer than the spans, so written straight into the string's storage.
    private static func collapsed(spans: [(bytes: Range<Int>, next: Int)], from first: Int, of text: UnsafeBufferPointer<UInt8>) -> String {
        var capacity = 0
        var span = first
        while span >= 0 {
            capacity += spans[span].bytes.count
            span = spans[span].next
        }
        return String(unsafeUninitializedCapacity: capacity) { out in
            var count = 0
            var pendingSpace = false
            var span = first
            while span >= 0 {
                for byte in UnsafeBufferPointer(rebasing: text[spans[span].bytes]) {
                    if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                        pendingSpace = count > 0
                    } else {
                        if pendingSpace {
                            out[count] = 0x20
                            count += 1
                        }
                        pendingSpace = false
                        out[count] = byte
                        count += 1
                    }
                }
                span = spans[span].next
            }
            return count
        }
    }

    private mutating func enter(_ node: OpaquePointer, type: cmark_node_type) {
        switch type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
            guard let literal = cmark_node_get_literal(node) else { break }
            let bytes = UnsafeRawBufferPointer(start: literal, count: strlen(literal))
            plainText.append(contentsOf: bytes)
            if type != CMARK_NODE_CODE_BLOCK, !open.isEmpty { open[open.count - 1].text.append(contentsOf: bytes) }
            if let item = openItems.last, !bytes.isEmpty { listItems[item].endsInCode = type != CMARK_NODE_TEXT }
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            plainText.append(UInt8(ascii: "\n"))
            if !open.isEmpty { open[open.count - 1].text.append(UInt8(ascii: " ")) }
        default:
            if type == CMARK_NODE_ITEM, listsItems { enterItem(node) }
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE || type == CMARK_NODE_HEADING { open.append((node, [])) }
            if type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK { constructs.append(Self.construct(node, type: type, text: "")) }
            // Leaf blocks have no exit event; end their line here.
            if Self.isBlock(type), cmark_node_first_child(node) == nil { plainText.append(UInt8(ascii: "\n")) }
        }
        if type == CMARK_NODE_CODE_BLOCK {
            plainText.append(UInt8(ascii: "\n"))
            if let fence = Self.fence(node) { constructs.append(fence) }
        }
    }

    /// A fenced code block's construct; nil for an indented one.
    private static func fence(_ node: OpaquePointer) -> MarkdownConstruct? {
        var length: Int32 = 0, offset: Int32 = 0
        var character: CChar = 0
        guard cmark_node_get_fenced(node, &length, &offset, &character) != 0, length > 0, character != 0 else { return nil }
        let fence = String(repeating: Character(Unicode.Scalar(UInt8(bitPattern: character))), count: Int(length))
        return MarkdownConstruct(kind: .fencedCode(endLine: Int(cmark_node_get_end_line(node)), indent: Int(offset)),
                                 line: Int(cmark_node_get_start_line(node)),
                                 byteColumn: Int(cmark_node_get_start_column(node)), literal: fence)
    }

    private mutating func exit(_ node: OpaquePointer, type: cmark_node_type) {
        if Self.isBlock(type) { plainText.append(UInt8(ascii: "\n")) }
        if type == CMARK_NODE_ITEM, listsItems {
            endSpan()
            _ = openItems.popLast()
        }
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
