import CMarkBridge
import Foundation

/// A valid `{#name}` marker names the check; it is not part of what a reader sees or searches.
/// An invalid one stays as written, so the page shows what `criteria check` reports.
extension CheckReader {
    /// A valid marker that pins nothing, and why: it ends a step or a scenario's line, or it is
    /// inside a check's text rather than ending it (punctuation after it, words after it, or a
    /// second marker after it). The page shows it, so `check-id` reports it.
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
                    for item in items.indices where items[item].text.utf8.contains(UInt8(ascii: "{")) {
                        let isCheck = isCheck(items[item], in: kind)
                        let ending = Self.marker(of: items[item]).map(\.name)
                        var names = Self.markerNames(in: items[item].text)
                        // A check's last marker is its pin; a step's is reported as ending a step.
                        if let ending, names.last == ending { names.removeLast() }
                        if !isCheck, let ending, CheckPin.isValidName(ending) {
                            stray.append(StrayMarker(pin: CheckPin(name: ending, location: markerLocation(ending, item: items[item], block: blocks[block])),
                                                     endsStep: true))
                        }
                        for name in names {
                            // On the item's own line and outside code: a code block or span in an
                            // item may show the syntax.
                            let location = markerLocation(name, item: items[item], block: blocks[block])
                            guard location.line == items[item].line, !isInCodeSpan(location) else { continue }
                            stray.append(StrayMarker(pin: CheckPin(name: name, location: location), endsStep: false))
                        }
                    }
                }
            }
        }
        return stray
    }

    /// Whether the marker at `location` is inside a code span (an odd number of backticks before
    /// it on its line): a check may show the syntax, as this documentation's own do.
    private func isInCodeSpan(_ location: SourceLocation) -> Bool {
        let lines = SourceLines.split(source)
        guard location.line >= 1, location.line <= lines.count else { return false }
        return lines[location.line - 1].prefix(location.column - 1).filter { $0 == "`" }.count % 2 == 1
    }

    /// The valid names of the `{#name}` markers in `text`, in order.
    static func markerNames(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "{#") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[open.upperBound..<close])
            if CheckPin.isValidName(name) { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return names
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
