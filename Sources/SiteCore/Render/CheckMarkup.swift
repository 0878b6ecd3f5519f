import TextSupport

/// Render stage, for checks: each check's `<li>` gets its ID as `id`, `data-check` to say it is one, and,
/// after its own text, a link to itself, `<a class="check-link" href="#id">` named "Link to this
/// check" (`docs/reading.md#links-to-checks` says why it is one name and, with the script, one
/// Tab stop per tab).
///
/// A check is the n-th item cmark-gfm listed for its block (`MarkdownListItem`), and cmark-gfm
/// writes one `<li>` per item in that order; a block whose published HTML holds another count of
/// `<li>` tags (raw HTML lists inside an item) is left unmarked rather than marked wrongly.
struct CheckMarkup {
    /// The checks' places and IDs, in order of section, block and item (as a page lists its
    /// checks, `CriteriaPage.checks`; sorted again in case). Nested dictionaries built for
    /// every page showed in the render stage's profile.
    private let places: [Place]

    private struct Place {
        /// `SectionKind.ordinal`: compared as a number, not by its name.
        var section: Int
        var block: Int
        var item: Int
        var id: String

        var key: (Int, Int, Int) { (section, block, item) }
    }

    init(_ checks: [Check]) {
        var places = checks.map { Place(section: $0.section.ordinal, block: $0.block, item: $0.item, id: $0.id) }
        if zip(places, places.dropFirst()).contains(where: { $1.key < $0.key }) { places.sort { $0.key < $1.key } }
        self.places = places
    }

    var isEmpty: Bool { places.isEmpty }

    /// Where a block's checks are in `places`, by item; empty when it has none.
    private func places(of kind: SectionKind, block: Int) -> Range<Int> {
        let section = kind.ordinal
        var low = 0, high = places.count
        while low < high {
            let middle = (low + high) / 2
            if (places[middle].section, places[middle].block) < (section, block) { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < places.count, places[end].section == section, places[end].block == block { end += 1 }
        return low..<end
    }

    /// `html`: the block's HTML as it will be published.
    func mark(_ html: String, kind: SectionKind, block: Int, itemCount: Int) -> String {
        let items = places(of: kind, block: block)
        guard !items.isEmpty else { return html }
        var html = html
        return html.withUTF8 { bytes in
            let starts = Self.itemStarts(bytes)
            guard starts.count == itemCount else { return String(decoding: bytes, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + items.count * 160)
            var copied = 0
            var next = items.lowerBound
            for (index, start) in starts.enumerated() {
                while next < items.upperBound, places[next].item < index { next += 1 }
                guard next < items.upperBound, places[next].item == index else { continue }
                let id = places[next].id
                out.append(contentsOf: bytes[copied..<(start + 3)])
                out.append(contentsOf: " id=\"".utf8)
                out.append(contentsOf: id.utf8)
                out.append(contentsOf: "\" data-check".utf8)
                copied = start + 3
                let end = Self.endOfOwnText(bytes, from: copied)
                out.append(contentsOf: bytes[copied..<end])
                // A no-break space: the link wraps with the last word, never alone onto a line of its own.
                out.append(contentsOf: "\u{A0}<a class=\"check-link\" href=\"#".utf8)
                out.append(contentsOf: id.utf8)
                out.append(contentsOf: "\" aria-label=\"Link to this check\">#</a>".utf8)
                copied = end
            }
            out.append(contentsOf: bytes[copied...])
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Offsets of the `<li>` and `<li …>` tags.
    static func itemStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts: [Int] = []
        var index = 0
        while let tag = ByteSearch.firstOffset(of: UInt8(ascii: "<"), in: bytes, from: index) {
            if tag + 3 < bytes.count, bytes[tag + 1] == UInt8(ascii: "l"), bytes[tag + 2] == UInt8(ascii: "i"),
               bytes[tag + 3] == UInt8(ascii: ">") || bytes[tag + 3] == UInt8(ascii: " ") {
                starts.append(tag)
            }
            index = tag + 1
        }
        return starts
    }

    /// Where the item's own text ends, after its opening tag's `>` at the latest: before its
    /// first sub-list, or its `</li>`, and inside a last `</p>` there, so the link follows the words.
    static func endOfOwnText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let tagEnd = ByteSearch.firstOffset(of: UInt8(ascii: ">"), in: bytes, from: start).map { $0 + 1 } ?? bytes.count
        var end = bytes.count
        var index = tagEnd
        while let tag = ByteSearch.firstOffset(of: UInt8(ascii: "<"), in: bytes, from: index) {
            if stops.contains(where: { Self.holds($0, in: bytes, at: tag) }) {
                end = tag
                break
            }
            index = tag + 1
        }
        var back = end
        while back > start, bytes[back - 1] == UInt8(ascii: "\n") { back -= 1 }
        if back - 4 >= start, holds("</p>", in: bytes, at: back - 4) { return back - 4 }
        return back
    }

    private static func holds(_ text: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let wanted = ByteSearch.bytes(of: text)
        return index + wanted.count <= bytes.count && ByteSearch.equal(UnsafeBufferPointer(rebasing: bytes[index..<index + wanted.count]), wanted)
    }

    private static let stops: [StaticString] = ["<ul", "<ol", "</li>", "<li"]
}
