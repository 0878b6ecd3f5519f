import CMarkBridge
import Foundation

/// A valid `{#name}` marker names the check; it is not part of what a reader sees or searches.
/// An invalid one stays as written, so the page shows what `criteria check` reports.
extension CheckReader {
    /// Valid markers ending an item of a criteria section that is no check: a step, or a
    /// scenario's line. They pin nothing, and the page shows them, so `check-id` reports them.
    func strayMarkers(_ sections: [Section]) -> [CheckPin] {
        var stray: [CheckPin] = []
        // Sections, blocks and items read where they are: copying each retained its strings and lists.
        for section in sections.indices where Self.kinds.contains(sections[section].kind) {
            let kind = sections[section].kind
            sections[section].blocks.withUnsafeBufferPointer { blocks in
                for block in blocks.indices {
                    let items = blocks[block].listItems
                    for item in items.indices where !isCheck(items[item], in: kind) {
                        guard let marked = Self.marker(of: items[item]), CheckPin.isValidName(marked.name) else { continue }
                        stray.append(CheckPin(name: marked.name, location: markerLocation(marked.name, item: items[item], block: blocks[block])))
                    }
                }
            }
        }
        return stray
    }

    func withoutMarkers(_ sections: [Section], checks: [Check]) -> [Section] {
        var names: [SectionKind: [Int: Set<String>]] = [:]
        for check in checks {
            guard let pin = check.pin, pin.isValid else { continue }
            names[check.section, default: [:]][check.block, default: []].insert(pin.name)
        }
        guard !names.isEmpty else { return sections }
        return sections.map { section in
            guard let byBlock = names[section.kind] else { return section }
            var cleaned = section
            for (index, markers) in byBlock where index < cleaned.blocks.count {
                cleaned.blocks[index] = Self.withoutMarkers(cleaned.blocks[index], markers.sorted())
            }
            return cleaned
        }
    }

    private static func withoutMarkers(_ block: MarkdownBlock, _ names: [String]) -> MarkdownBlock {
        var html = block.html, plainText = block.plainText
        for name in names {
            for marker in [" {#\(name)}", "{#\(name)}"] {
                html = html.replacingOccurrences(of: marker, with: "")
                plainText = plainText.replacingOccurrences(of: marker, with: "")
            }
        }
        let items = block.listItems.map { item in
            var cleaned = item
            cleaned.text = Self.shown(item)
            return cleaned
        }
        return MarkdownBlock(kind: block.kind, line: block.line, byteColumn: block.byteColumn, endLine: block.endLine,
                             html: html, plainText: plainText, constructs: block.constructs, listItems: items)
    }
}
