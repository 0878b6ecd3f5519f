import TextSupport

/// The ids of one page's content, planned before rendering so that every id is unique on the
/// page and every reference names an element that is there.
///
/// Examples are often copied side by side (the same `id="list"` in each), and the theme's own
/// ids (`main`, tab panels, headings) are taken. A repeated id gets a number (`list-2`), and the
/// references inside the same block (`for`, `aria-*`, `href="#…"`) follow it. A reference to an
/// id that is nowhere on the page is dropped. Both are warnings: the source should be fixed.
struct PageIDs {
    /// Attributes whose value is one id, or a space-separated list of ids.
    static let referenceAttributes: Set<String> = [
        "for", "aria-describedby", "aria-labelledby", "aria-controls", "aria-owns", "aria-activedescendant",
        "aria-details", "aria-errormessage", "aria-flowto", "list", "headers", "form", "popovertarget", "commandfor",
    ]

    /// Per block (in render order): written id → its new id at each occurrence (0 = first in the block).
    private var renamedOccurrences: [[String: [Int: String]]] = []
    /// Per block: written id → the id its first occurrence in that block got.
    private var blockRenames: [[String: String]] = []
    /// Every id on the page once rendered (theme, headings and content).
    private(set) var all: Set<String>

    private var block = -1
    private var occurrences: [String: Int] = [:]

    /// An empty plan: ids are kept as written, references are not checked.
    init() { all = [] }

    /// Plans the ids of `blocks` (the page's HTML blocks in render order); `taken` are the ids
    /// the theme and the heading anchors use.
    init(blocks: [String], taken: Set<String>) {
        var used = taken
        let idsByBlock = blocks.map(Self.ids(in:))
        let written = Set(idsByBlock.joined())
        for ids in idsByBlock {
            var renamed: [String: [Int: String]] = [:], map: [String: String] = [:], seen: [String: Int] = [:]
            for id in ids {
                let index = seen[id, default: 0]
                seen[id] = index + 1
                guard used.contains(id) else {
                    used.insert(id)
                    continue
                }
                var number = 2
                while used.contains("\(id)-\(number)") || written.contains("\(id)-\(number)") { number += 1 }
                let unique = "\(id)-\(number)"
                used.insert(unique)
                renamed[id, default: [:]][index] = unique
                if map[id] == nil { map[id] = unique }
            }
            renamedOccurrences.append(renamed)
            blockRenames.append(map)
        }
        all = used
    }

    var isEmpty: Bool { renamedOccurrences.isEmpty }

    /// Call before rewriting each block of the page, in the order the plan was made.
    mutating func startBlock() {
        block += 1
        occurrences = [:]
    }

    /// Renames a repeated id and follows renames in references; returns whether the tag changed.
    mutating func repair<Client: HTMLRewriteClient>(_ tag: inout HTMLTag, at position: HTMLPosition, client: inout Client) -> Bool {
        guard !isEmpty, block >= 0, block < renamedOccurrences.count else { return false }
        var changed = false
        let renames = blockRenames[block]
        for index in tag.attributes.indices {
            let name = tag.attributes[index].name.lowercasedHTMLName
            guard let raw = tag.attributes[index].rawValue else { continue }
            if name == "id", !raw.isOnlySpacesAndTabs {
                let occurrence = occurrences[raw, default: 0]
                occurrences[raw] = occurrence + 1
                if let unique = renamedOccurrences[block][raw]?[occurrence] {
                    client.report(.repaired, position, "id \"\(raw)\" is already used on this page; published as \"\(unique)\"")
                    tag.attributes[index].rawValue = unique
                    changed = true
                }
            } else if name == "href", raw.hasPrefix("#"), let unique = renames[String(raw.dropFirst())] {
                tag.attributes[index].rawValue = "#" + unique
                changed = true
            } else if Self.referenceAttributes.contains(name) {
                let ids = raw.split(whereSeparator: \.isWhitespace).map(String.init)
                let followed = ids.map { renames[$0] ?? $0 }
                let present = followed.filter { all.contains($0) }
                for missing in followed where !all.contains(missing) {
                    client.report(.repaired, position, "\(name) names \"\(missing)\", which is no id on this page; the reference is removed")
                }
                if present != ids { changed = true }
                tag.attributes[index].rawValue = present.joined(separator: " ")
            }
        }
        tag.attributes.removeAll { Self.referenceAttributes.contains($0.name.lowercasedHTMLName) && $0.rawValue?.isEmpty == true }
        return changed
    }

    /// Whether `id` (any case) followed by `=` (white space between allowed) is anywhere in the
    /// text: a block without it has no id attribute, and tokenizing every block with a link for
    /// its ids cost as much as rewriting it.
    static func mayHaveIDAttribute(_ html: String) -> Bool {
        var html = html
        return html.withUTF8 { bytes in
            var index = 0
            while index + 2 < bytes.count {
                defer { index += 1 }
                guard bytes[index] | 0x20 == UInt8(ascii: "i"), bytes[index + 1] | 0x20 == UInt8(ascii: "d") else { continue }
                var next = index + 2
                while next < bytes.count, [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(bytes[next]) { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "=") { return true }
            }
            return false
        }
    }

    /// The id attributes of a fragment's start tags, in order (what the rewriter will see).
    static func ids(in html: String) -> [String] {
        guard mayHaveIDAttribute(html) else { return [] }
        var tokenizer = HTMLTokenizer(html)
        var ids: [String] = []
        while let token = tokenizer.next() {
            guard case .startTag(_, let attributes, _, _) = token else { continue }
            for attribute in attributes where attribute.isNamed("id") {
                if let value = attribute.rawValue, !value.isOnlySpacesAndTabs { ids.append(value) }
            }
        }
        return ids
    }
}
