/// Render stage, for checks: each check's `<li>` gets `id` and `data-check` (its ID) and,
/// after its own text, a link to itself, `<a class="check-link" href="#id">` named "Link to this
/// check" (`docs/reading.md#links-to-checks` says why it is one name and, with the script, one
/// Tab stop per tab).
///
/// A check is the n-th item cmark-gfm listed for its block (`MarkdownListItem`), and cmark-gfm
/// writes one `<li>` per item in that order; a block whose published HTML holds another count of
/// `<li>` tags (raw HTML lists inside an item) is left unmarked rather than marked wrongly.
struct CheckMarkup {
    /// Check IDs by section kind, block index and item index.
    private var ids: [SectionKind: [Int: [Int: String]]] = [:]

    init(_ checks: [Check]) {
        for check in checks { ids[check.section, default: [:]][check.block, default: [:]][check.item] = check.id }
    }

    var isEmpty: Bool { ids.isEmpty }

    /// `html`: the block's HTML as it will be published.
    func mark(_ html: String, kind: SectionKind, block: Int, itemCount: Int) -> String {
        guard let items = ids[kind]?[block] else { return html }
        let bytes = Array(html.utf8)
        let starts = Self.itemStarts(bytes)
        guard starts.count == itemCount else { return html }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + items.count * 160)
        var copied = 0
        for (index, start) in starts.enumerated() {
            guard let id = items[index] else { continue }
            let attributes = " id=\"\(id)\" data-check=\"\(id)\""
            out += bytes[copied..<(start + 3)]
            out += Array(attributes.utf8)
            copied = start + 3
            let end = Self.endOfOwnText(bytes, from: copied)
            out += bytes[copied..<end]
            // A no-break space: the link wraps with the last word, never alone onto a line of its own.
            out += Array("\u{A0}<a class=\"check-link\" href=\"#\(id)\" aria-label=\"Link to this check\">#</a>".utf8)
            copied = end
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// Offsets of the `<li>` and `<li …>` tags.
    static func itemStarts(_ bytes: [UInt8]) -> [Int] {
        var starts: [Int] = []
        var index = 0
        while index + 3 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "l"), bytes[index + 2] == UInt8(ascii: "i"),
               bytes[index + 3] == UInt8(ascii: ">") || bytes[index + 3] == UInt8(ascii: " ") {
                starts.append(index)
            }
            index += 1
        }
        return starts
    }

    /// Where the item's own text ends, after its opening tag's `>` at the latest: before its
    /// first sub-list, or its `</li>`, and inside a last `</p>` there, so the link follows the words.
    static func endOfOwnText(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        index = min(index + 1, bytes.count)
        var end = bytes.count
        search: while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                for stop in stops where bytes[index...].starts(with: stop) {
                    end = index
                    break search
                }
            }
            index += 1
        }
        var back = end
        while back > start, bytes[back - 1] == UInt8(ascii: "\n") { back -= 1 }
        if back - paragraphEnd.count >= start, bytes[(back - paragraphEnd.count)..<back].elementsEqual(paragraphEnd) { return back - paragraphEnd.count }
        return back
    }

    /// Made once, not for every check.
    private static let stops = ["<ul", "<ol", "</li>", "<li"].map { Array($0.utf8) }
    private static let paragraphEnd = Array("</p>".utf8)
}
