import CMarkBridge

/// Parse stage: a page's sections → its checks, in document order, without their IDs
/// (`CheckIDs` gives those once the page's heading ids are known).
///
/// Reads each block's list items as cmark-gfm nested them: in Condensed and Criteria sections
/// every leaf item is a check, its parent item's text its step; in Gherkin sections every
/// top-level item that `FeatureWriter` makes a scenario of (a numbered item, or a bulleted one
/// with items inside that is not itself a step). A `{#name}` marker ending an item's text pins
/// its ID; `withoutMarkers` takes valid markers out of the text a reader sees.
struct CheckReader {
    static let kinds: Set<SectionKind> = [.condensed, .criteria, .gherkin]

    let file: String
    let platform: Check.Platform
    /// The file's text, read for the place of a marker (rare: only then split into lines).
    let source: String
    /// Its lines, when the parse split them already (a file that is its own body).
    var sourceLines: [Substring]? = nil

    func read(_ sections: [Section]) -> [Check] {
        var checks: [Check] = []
        // Sections, blocks and items read where they are: copying each retained its strings and lists.
        for section in sections.indices where Self.kinds.contains(sections[section].kind) {
            let kind = sections[section].kind
            sections[section].blocks.withUnsafeBufferPointer { blocks in
                for block in blocks.indices where !blocks[block].listItems.isEmpty {
                    let items = blocks[block].listItems
                    for item in items.indices where isCheck(items[item], in: kind) {
                        if let check = check(item: item, of: blocks[block], index: block, kind: kind) { checks.append(check) }
                    }
                }
            }
        }
        return checks
    }

    func isCheck(_ item: MarkdownListItem, in kind: SectionKind) -> Bool {
        guard kind == .gherkin else { return !item.hasChildren }
        return item.depth == 0 && (item.isOrdered || (item.hasChildren && !FeatureWriter.isStep(item.text)))
    }

    private func check(item index: Int, of block: MarkdownBlock, index blockIndex: Int, kind: SectionKind) -> Check? {
        let item = block.listItems[index]
        var text = item.text
        var pin: CheckPin?
        if let marked = Self.marker(of: item) {
            pin = CheckPin(name: marked.name, location: markerLocation(marked.name, item: index, block: block))
            // An invalid marker stays in the text, as the page shows it.
            if pin?.isValid == true { text = marked.text }
        }
        guard !text.isEmpty else { return nil }
        let step = item.parent.map { Self.shown(block.listItems[$0]) } ?? ""
        let details = kind == .gherkin ? Self.descendants(of: index, in: block.listItems).map { Self.shown(block.listItems[$0]) } : []
        return Check(id: "", section: kind, platform: platform, step: step, text: text, details: details,
                     location: SourceLocation(file: file, line: item.line, column: max(item.byteColumn, 1)), pin: pin,
                     block: blockIndex, item: index)
    }

    /// The `{#name}` marker that ends the item's text, and the text before it; none when the
    /// text ends in code, where the braces are code the page shows.
    static func marker(of item: MarkdownListItem) -> (text: String, name: String)? {
        item.endsInCode ? nil : CheckPin.split(item.text)
    }

    /// An item's text as shown: without a valid marker.
    static func shown(_ item: MarkdownListItem) -> String {
        guard let marked = marker(of: item), CheckPin.isValidName(marked.name) else { return item.text }
        return marked.text
    }

    /// The items inside the one at `index`, depth first (the list is in document order).
    static func descendants(of index: Int, in items: [MarkdownListItem]) -> [Int] {
        let depth = items[index].depth
        var inside: [Int] = []
        var next = index + 1
        while next < items.count, items[next].depth > depth {
            inside.append(next)
            next += 1
        }
        return inside
    }

    /// The markers written in the item's own lines: from its line to the line before the next
    /// item's (a step's text ends where its first check starts), or to the block's end.
    func markerPlaces(item index: Int, block: MarkdownBlock) -> [MarkerPlaces.Place] {
        let lines = Self.lines(ofItem: index, in: block, withItemsInside: false)
        return MarkerPlaces.find(in: sourceLines ?? SourceLines.split(source), from: lines.lowerBound, through: lines.upperBound)
    }

    /// The lines an item is written on: from its line to the line before the next item (a step's
    /// text ends where its first check starts) or, `withItemsInside`, the next item not inside it
    /// (a scenario and its steps); the block's end after the last.
    static func lines(ofItem index: Int, in block: MarkdownBlock, withItemsInside: Bool) -> ClosedRange<Int> {
        let items = block.listItems
        guard items.indices.contains(index) else { return block.line...block.line }
        let next = (withItemsInside ? descendants(of: index, in: items).last ?? index : index) + 1
        let last = next < items.count ? items[next].line - 1 : block.endLine
        return items[index].line...max(items[index].line, last)
    }

    /// Where the item's last `{#name}` is written, the one that ends its text: a marker may end a
    /// continuation line, and the same name may be written before it.
    func markerLocation(_ name: String, item index: Int, block: MarkdownBlock) -> SourceLocation {
        guard let place = markerPlaces(item: index, block: block).last(where: { $0.name == name }) else {
            return SourceLocation(file: file, line: block.listItems[index].line, column: max(block.listItems[index].byteColumn, 1))
        }
        return SourceLocation(file: file, line: place.line, column: place.column)
    }
}
