import CMarkBridge

extension HeadingAnchors {
    /// True when `section`'s tab opens with a heading that only says the tab's label again:
    /// `## Developer Notes` in the Developer Notes tab, or `### Developer Notes` in a platform's.
    /// The panel's own `h2` says it already, so the page keeps one heading, not two that a screen
    /// reader reads one after the other. Kept when dropping it would lose something: a video's
    /// caption, ids or links it holds, a level (the next heading is deeper than `h3`), or all
    /// the tab shows under its heading.
    static func repeatsTabLabel(_ section: Section) -> Bool {
        guard section.kind != .generalNotes, let first = section.blocks.first, first.headingLevel != nil,
              !holdsMoreThanWords(first) else { return false }
        let text = first.plainText.wordsJoinedBySpaces.lowercased()
        guard labels(of: section.kind).contains(text) else { return false }
        let rest = section.blocks.dropFirst()
        // A heading right above a video is that video's caption.
        // Blocks of Markdown alone are asked first: reading raw HTML as the sanitizer publishes it
        // is the costly part, and a block of text usually settles it.
        guard let following = rest.first, !following.isVideo,
              rest.contains(where: { !$0.holdsRawHTML && $0.showsSomething }) || rest.contains(where: { $0.holdsRawHTML && $0.showsSomething })
        else { return false }
        let next = rest.lazy.compactMap(\.headingLevel).first
        return next.map { $0 <= 3 } ?? true
    }

    /// Raw HTML (an `id`, a `<span lang>`), a link or an image: the panel's heading would not
    /// carry them, and links to an id inside them are checked against the source.
    private static func holdsMoreThanWords(_ heading: MarkdownBlock) -> Bool {
        heading.holdsRawHTML || heading.constructs.contains { $0.kind == .link || $0.kind == .image }
    }

    /// What a heading repeating the tab's label may say: the title, and for a platform's notes
    /// also "Developer Notes", the words its own tab label ends with.
    private static func labels(of kind: SectionKind) -> [String] {
        let title = kind.title.lowercased()
        return kind.shortTitle == nil ? [title] : [title, SectionKind.developerNotes.title.lowercased()]
    }
}
