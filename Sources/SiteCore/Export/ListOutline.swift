import HTMLSanitizer
import TextSupport

/// The outline of a rendered Markdown block: its list items, nested as written, with their text.
///
/// Read from the HTML cmark-gfm renders for the block (`<ol>`, `<ul>`, `<li>`), so list
/// indentation, tight and loose lists and continuation lines are cmark's business, not ours.
struct ListOutline: Sendable, Equatable {
    struct Item: Sendable, Equatable {
        /// The item's own text (not its sub-list's), whitespace collapsed.
        var text = ""
        var isOrdered = false
        var children: [Item] = []
    }

    var items: [Item] = []

    init(html: String) {
        var tokenizer = HTMLTokenizer(html)
        var lists: [Bool] = []        // open lists: true when ordered
        var open: [Item] = []         // open items, innermost last
        var roots: [Item] = []
        var texts: [String] = []      // text of each open item, collected raw
        while let token = tokenizer.next() {
            switch token {
            case .startTag(let name, _, _, _) where name == "ol" || name == "ul":
                lists.append(name == "ol")
            case .endTag(let name, _) where name == "ol" || name == "ul":
                _ = lists.popLast()
            case .startTag("li", _, _, _):
                open.append(Item(isOrdered: lists.last ?? false))
                texts.append("")
            case .endTag("li", _):
                guard var item = open.popLast(), let raw = texts.popLast() else { continue }
                item.text = HTMLEntities.decode(raw).wordsJoinedBySpaces
                if open.isEmpty { roots.append(item) } else { open[open.count - 1].children.append(item) }
            case .startTag("br", _, _, _), .endTag("p", _):
                if !texts.isEmpty { texts[texts.count - 1] += " " }
            case .text(let range):
                if !texts.isEmpty { texts[texts.count - 1] += tokenizer.string(range) }
            default:
                break   // inline markup (<strong>, <code>, <a>) keeps only its text
            }
        }
        items = roots
    }
}
