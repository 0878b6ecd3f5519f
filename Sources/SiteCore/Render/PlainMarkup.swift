import CMarkBridge
import TextSupport

/// Blocks whose HTML the `HTMLRewriter` would publish exactly as cmark-gfm wrote it, reporting
/// nothing, so rendering can skip it: most of a page is paragraphs, lists and code blocks with
/// no links, and rewriting them was most of the render stage's time.
///
/// Such a block has no raw HTML, links or images (its `constructs`), so its markup is cmark's
/// own, well nested, with no `href`, `src` or `id` to rewrite. Its tags are then checked to be
/// ones the rewriter keeps as they are: elements the allowlist keeps under their own name, with
/// no attributes other than a code block's language class and a list's start. That leaves out
/// `<h1>` (published as `<h2>`), table cells (a "Fail" column's cells become inert) and task
/// list checkboxes (they get a label), which still go through the rewriter.
enum PlainMarkup {
    /// Whether `block` goes out as written, when it starts a fragment with no element left open
    /// by the blocks before it (`ContentStructure.isAtTopLevel`).
    static func isPublishedAsIs(_ block: MarkdownBlock) -> Bool {
        guard !block.holdsRawHTML, !block.constructs.contains(where: { $0.kind == .link || $0.kind == .image }) else { return false }
        var html = block.html
        return html.withUTF8 { bytes in
            var index = 0
            while let tag = ByteSearch.firstOffset(of: UInt8(ascii: "<"), in: bytes, from: index) {
                guard let end = endOfPlainTag(bytes, at: tag) else { return false }
                index = end
            }
            return true
        }
    }

    /// The element names, as bytes, whose bare tags (`<p>`, `</p>`) are plain.
    /// Static strings, compared in place: arrays of bytes, each borrowed for its comparison,
    /// showed in the render stage's profile.
    private static let bareTagNames: [StaticString] = ["p", "li", "ul", "ol", "em", "strong", "code", "pre", "del", "blockquote",
                                                       "h2", "h3", "h4", "h5", "h6"]

    /// Where the plain tag starting at `start` (a `<`) ends, or nil if it is not one.
    private static func endOfPlainTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var index = start + 1
        let isEndTag = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isEndTag { index += 1 }
        let nameStart = index
        while index < bytes.count, (97...122).contains(bytes[index]) || (48...57).contains(bytes[index]) { index += 1 }
        let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
        if index < bytes.count, bytes[index] == UInt8(ascii: ">"), bareTagNames.contains(where: { ByteSearch.equal(ByteSearch.bytes(of: $0), name) }) {
            return index + 1
        }
        guard !isEndTag else { return nil }
        func isNamed(_ text: StaticString) -> Bool { ByteSearch.equal(name, ByteSearch.bytes(of: text)) }
        if isNamed("br") || isNamed("hr") {
            return expect(" />", in: bytes, at: index)
        }
        if isNamed("code"), var valueStart = expect(" class=\"language-", in: bytes, at: index) {
            // cmark escapes the info string, so no quote or angle bracket is in it.
            while valueStart < bytes.count, bytes[valueStart] != UInt8(ascii: "\""), bytes[valueStart] != UInt8(ascii: "<"),
                  bytes[valueStart] != UInt8(ascii: ">") { valueStart += 1 }
            return expect("\">", in: bytes, at: valueStart)
        }
        if isNamed("ol"), var digits = expect(" start=\"", in: bytes, at: index) {
            while digits < bytes.count, (48...57).contains(bytes[digits]) { digits += 1 }
            return expect("\">", in: bytes, at: digits)
        }
        return nil
    }

    /// The index after `text` if the bytes at `index` are `text`.
    private static func expect(_ text: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let wanted = ByteSearch.bytes(of: text)
        guard index + wanted.count <= bytes.count,
              ByteSearch.equal(UnsafeBufferPointer(rebasing: bytes[index..<index + wanted.count]), wanted) else { return nil }
        return index + wanted.count
    }
}

extension MarkdownBlock {
    /// Whether the block is raw HTML or has some inside it; the rest of its markup is cmark's own.
    var holdsRawHTML: Bool {
        kind == .htmlBlock || constructs.contains { $0.kind == .inlineHTML || $0.kind == .htmlBlock }
    }
}
