import TextSupport

/// A page's reference-style link definitions (`[wcag]: https://…`), which Markdown resolves
/// across the whole file: a tab's Markdown copied on its own (Copy, Save) keeps those it uses
/// from elsewhere on its page, so `[focus visible][wcag]` still links in a ticket.
struct ReferenceDefinitions {
    /// Each definition's label, lower-cased with its spaces collapsed as Markdown matches
    /// labels, and its line as written.
    private var definitions: [(label: String, line: String)] = []

    init(_ sections: [Section]) {
        for section in sections.indices where sections[section].markdown.containsBytes("]:") {
            definitions += Self.definitions(in: sections[section].markdown)
        }
    }

    /// `markdown` with the definitions it uses but does not hold itself added at its end, in
    /// the page's order.
    func completing(_ markdown: String) -> String {
        guard !definitions.isEmpty else { return markdown }
        let own = Set(Self.definitions(in: markdown).map(\.label))
        // Labels match case folded, runs of spaces and line ends as one space.
        let text = Self.normalised(markdown[...])
        var added: [String] = []
        var seen = own
        for definition in definitions where !seen.contains(definition.label) && text.contains("[" + definition.label + "]") {
            seen.insert(definition.label)
            added.append(definition.line)
        }
        guard !added.isEmpty else { return markdown }
        var completed = markdown
        while completed.hasSuffix("\n") { completed.removeLast() }
        return completed + "\n\n" + added.joined(separator: "\n") + "\n"
    }

    /// The definitions written on lines of their own outside fenced code: `[label]: destination`,
    /// up to three spaces in. A footnote's `[^1]:` is none.
    static func definitions(in markdown: String) -> [(label: String, line: String)] {
        var found: [(label: String, line: String)] = []
        var fence: (mark: Character, count: Int)?
        var previousWasDefinition = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let definitionsBefore = found.count
            defer { previousWasDefinition = found.count > definitionsBefore }
            let indent = line.prefix { $0 == " " }.count
            let text = line.dropFirst(indent)
            if indent <= 3, let mark = text.first, mark == "`" || mark == "~" {
                let count = text.prefix { $0 == mark }.count
                if count >= 3 {
                    if let open = fence {
                        if open.mark == mark, count >= open.count, text.dropFirst(count).allSatisfy(\.isWhitespace) { fence = nil }
                    } else {
                        fence = (mark, count)
                    }
                    continue
                }
            }
            guard fence == nil else { continue }
            if previousWasDefinition, let first = text.first, "\"'(".contains(first) {
                // A title on the line after its destination.
                found[found.count - 1].line += "\n" + line
                continue
            }
            guard indent <= 3, text.first == "[", let close = text.firstIndex(of: "]") else { continue }
            let label = text[text.index(after: text.startIndex)..<close]
            let after = text[text.index(after: close)...]
            guard after.first == ":", !label.hasPrefix("^"), !label.allSatisfy(\.isWhitespace),
                  !after.dropFirst().trimmingWhitespace.isEmpty else { continue }
            found.append((normalised(label), String(line)))
        }
        return found
    }

    /// A label as Markdown compares it: case folded, runs of spaces one space.
    private static func normalised(_ label: Substring) -> String {
        label.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
