import Foundation
import TextSupport

/// Makes HTML text one raw HTML block of Markdown, as `{::nomarkdown}` meant it: cmark-gfm ends
/// most HTML blocks at a blank line and reads what follows as Markdown, and reads a first line
/// that opens no HTML block as a paragraph.
enum RawHTMLBlock {
    /// `html` with each blank line holding an empty comment, and in a `<div>` when its first
    /// line would not open an HTML block.
    static func keptWhole(_ html: ExpandedText) -> ExpandedText {
        var insertions: [(offset: Int, text: String, origin: Int)] = []
        let bytes = html.bytes
        if !opensBlock(firstLine(of: bytes)) {
            insertions.append((0, "<div>\n", html.origin(of: 0)))
            insertions.append((bytes.count, "\n</div>", html.origin(of: max(bytes.count - 1, 0))))
        }
        // A block opened by `<pre>` or `<textarea>` ends at its closing tag only, and a comment
        // there would show.
        let endsAtClosingTag = ["<pre", "<textarea", "<script", "<style"].contains { firstLine(of: bytes).lowercased().hasPrefix($0) }
        var lineStart = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && !endsAtClosingTag {
            if bytes[lineStart..<offset].allSatisfy(ExpandedText.isWhitespace) {
                insertions.append((lineStart, "<!-- -->", html.origin(of: lineStart)))
            }
            lineStart = offset + 1
        }
        return insertions.isEmpty ? html : html.inserting(insertions)
    }

    private static func firstLine(of bytes: [UInt8]) -> String {
        let end = bytes.firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? bytes.count
        return String(decoding: bytes[..<end], as: UTF8.self).trimmingSpacesAndTabs
    }

    /// Whether cmark-gfm starts an HTML block that a blank line alone ends with this line: a
    /// block-level tag (kind 6 of CommonMark's HTML blocks), or a lone complete tag (kind 7).
    static func opensBlock(_ line: String) -> Bool {
        guard line.hasPrefix("<"), !line.hasPrefix("<!"), !line.hasPrefix("<?") else { return false }
        let name = line.dropFirst().drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber || $0 == "-" }.lowercased()
        guard !name.isEmpty else { return false }
        if blockTags.contains(name) || ["pre", "script", "style", "textarea"].contains(name) { return true }
        return line.hasSuffix(">") && line.dropFirst().firstIndex(of: "<") == nil
    }

    /// CommonMark's kind-6 HTML block tags.
    static let blockTags: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col", "colgroup",
        "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "frame",
        "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link",
        "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "section", "summary",
        "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ]
}
