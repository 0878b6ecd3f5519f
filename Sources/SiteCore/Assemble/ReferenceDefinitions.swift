/// A page's link reference definitions (`[wcag]: https://…`), which Markdown resolves across
/// the whole file: a tab's Markdown copied on its own (Copy, Save) keeps those it uses from
/// elsewhere on its page, so `[focus visible][wcag]` still links in a ticket. The parse stage
/// finds them (`Section.definitions`): the lines between top-level blocks. One inside a quote
/// or a list item is left out.
struct ReferenceDefinitions {
    /// Each definition's label as Markdown matches it (`label(of:)`) and its text as written.
    private var definitions: [(label: String, text: String)] = []

    init(_ sections: [Section]) {
        for section in sections.indices {
            for text in sections[section].definitions {
                if let label = Self.label(of: text) { definitions.append((label, text)) }
            }
        }
    }

    /// The section's Markdown with the definitions it uses but does not hold itself added at its
    /// end, in the page's order.
    func completing(_ section: Section) -> String {
        guard !definitions.isEmpty else { return section.markdown }
        var seen = Set(section.definitions.compactMap(Self.label))
        // Labels match case folded, runs of spaces and line ends as one space.
        let text = Self.normalised(section.markdown[...])
        var added: [String] = []
        for definition in definitions where !seen.contains(definition.label) && text.contains("[" + definition.label + "]") {
            seen.insert(definition.label)
            added.append(definition.text)
        }
        guard !added.isEmpty else { return section.markdown }
        return section.markdown + "\n\n" + added.joined(separator: "\n") + "\n"
    }

    /// A definition's label, normalised: `[Focus  Visible]: …` → `focus visible`. A `\]` is part
    /// of it; a footnote's `[^1]:` is none.
    static func label(of definition: String) -> String? {
        let text = definition.drop { $0 == " " }.dropFirst()
        var index = text.startIndex
        while index < text.endIndex, text[index] != "]" {
            if text[index] == "\\" { index = text.index(after: index) }
            if index < text.endIndex { index = text.index(after: index) }
        }
        guard index < text.endIndex, text[text.index(after: index)...].first == ":" else { return nil }
        let label = text[..<index]
        guard !label.hasPrefix("^"), !label.allSatisfy(\.isWhitespace) else { return nil }
        return normalised(label)
    }

    /// As Markdown compares labels: case folded, runs of spaces one space.
    private static func normalised(_ label: Substring) -> String {
        label.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
