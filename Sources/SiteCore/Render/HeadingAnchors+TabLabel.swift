import CMarkBridge

extension HeadingAnchors {
    /// True when `section`'s tab opens with a heading that only says the tab's label again:
    /// `## Developer Notes` in the Developer Notes tab, or `### Developer Notes` in a platform's.
    /// The panel's own `h2` says it already, so the page keeps one heading, not two that a screen
    /// reader reads one after the other. Kept when dropping it would skip a level (the next
    /// heading is deeper than `h3`) or leave the tab with nothing under its heading.
    static func repeatsTabLabel(_ section: Section) -> Bool {
        guard section.kind != .generalNotes, let first = section.blocks.first, first.headingLevel != nil,
              section.blocks.dropFirst().contains(where: { !$0.html.isBlank }) else { return false }
        let text = first.plainText.wordsJoinedBySpaces.lowercased()
        guard labels(of: section.kind).contains(text) else { return false }
        let next = section.blocks.dropFirst().lazy.compactMap(\.headingLevel).first
        return next.map { $0 <= 3 } ?? true
    }

    /// What a heading repeating the tab's label may say: the title, and for a platform's notes
    /// also "Developer Notes", the words its own tab label ends with.
    private static func labels(of kind: SectionKind) -> [String] {
        let title = kind.title.lowercased()
        return kind.shortTitle == nil ? [title] : [title, SectionKind.developerNotes.title.lowercased()]
    }
}
