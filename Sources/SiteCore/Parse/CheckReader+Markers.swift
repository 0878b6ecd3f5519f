import CMarkBridge
import Foundation

/// A valid `{#name}` marker names the check; it is not part of what a reader sees or searches.
/// An invalid one stays as written, so the page shows what `criteria check` reports.
extension CheckReader {
    /// A valid marker that pins nothing, and why: it ends a step or a scenario's line, or it is
    /// inside an item's text rather than ending it (punctuation or words after it, or a second
    /// marker after it). `check-id` reports it where it is written.
    struct StrayMarker {
        var pin: CheckPin
        var endsStep: Bool
    }

    func strayMarkers(_ sections: [Section]) -> [StrayMarker] {
        var stray: [StrayMarker] = []
        // Sections, blocks and items read where they are: copying each retained its strings and lists.
        for section in sections.indices where Self.kinds.contains(sections[section].kind) {
            let kind = sections[section].kind
            sections[section].blocks.withUnsafeBufferPointer { blocks in
                for block in blocks.indices {
                    let items = blocks[block].listItems
                    for item in items.indices where items[item].text.containsByte(UInt8(ascii: "{")) {
                        stray += strayMarkers(item: item, of: blocks[block], isCheck: isCheck(items[item], in: kind))
                    }
                }
            }
        }
        return stray
    }

    /// The item's markers that pin nothing: all but the one ending a check's text, which pins it;
    /// a step's ending one is said to end a step. Invalid names are the pin's problem, or text.
    private func strayMarkers(item: Int, of block: MarkdownBlock, isCheck: Bool) -> [StrayMarker] {
        var places = markerPlaces(item: item, block: block)
        var stray: [StrayMarker] = []
        if let ending = Self.marker(of: block.listItems[item])?.name, places.last?.name == ending {
            let last = places.removeLast()
            if !isCheck, CheckPin.isValidName(ending) { stray.append(Self.stray(last, endsStep: true, file: file)) }
        }
        return stray + places.filter { CheckPin.isValidName($0.name) }.map { Self.stray($0, endsStep: false, file: file) }
    }

    private static func stray(_ place: MarkerPlaces.Place, endsStep: Bool, file: String) -> StrayMarker {
        StrayMarker(pin: CheckPin(name: place.name, location: SourceLocation(file: file, line: place.line, column: place.column)), endsStep: endsStep)
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
