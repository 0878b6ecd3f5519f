import CMarkBridge
import HTMLSanitizer
import TextSupport

extension MarkdownBlock {
    /// A raw `<video>` block: the heading right above it becomes its caption (`PageRenderer`).
    var isVideo: Bool { kind == .htmlBlock && html.containsBytes("<video") }

    /// Whether the block puts anything on the page. Raw HTML is read as the sanitizer would
    /// publish it: a comment, a `<script>` or an empty `<div>` shows nothing.
    var showsSomething: Bool {
        guard holdsRawHTML else { return !html.isBlank }
        var tokens = HTMLTokenizer(HTMLRewriter(policy: .sanitize).sanitize(html).html)
        while let token = tokens.next() {
            switch token {
            case .text(let range):
                if !tokens.string(range).isBlank { return true }
            case .startTag(let name, _, _, _):
                if Self.shownWithoutText.contains(name.lowercasedHTMLName) { return true }
            case .endTag, .markup:
                continue
            }
        }
        return false
    }

    /// Elements seen though they hold no text: media, controls and rules.
    private static let shownWithoutText: Set<String> = ["img", "picture", "video", "audio", "iframe", "svg", "math", "canvas",
                                                        "object", "embed", "input", "select", "textarea", "button", "meter",
                                                        "progress", "hr"]
}
