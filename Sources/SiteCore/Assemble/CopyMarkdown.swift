import HTMLSanitizer

/// A tab's Markdown as Copy and Save hand it out (into a ticket, My criteria): its links to
/// pages of this site lead where the page's own links do, from the site's address (`base-url`)
/// or, without one, from its root, as the checks' exports write them. The author's form
/// (`/web-criteria/component/button`, `../controls/button.md`) leads nowhere outside the site;
/// an address of another site that stands for a page here (the public MagentaA11y page) does,
/// so it is replaced only by this site's own address.
enum CopyMarkdown {
    /// `markdown` with each link's destination replaced where it is written as one: after
    /// `](`, `](<` or a reference definition's `]: `, and before `)`, `>`, a space or the line's end.
    static func linked(_ markdown: String, links: [RenderedPage.PageLink], base: String) -> String {
        linkedFromRoot(markdown, links: links, base: base).markdown
    }

    /// `linked`, and the destinations it wrote that start at the site's root: without a base,
    /// a reader's browser puts the site's address before them (`data-site-links`, collect.js),
    /// so that a ticket's links lead to the pages as the checks' exports do.
    static func linkedFromRoot(_ markdown: String, links: [RenderedPage.PageLink], base: String) -> (markdown: String, fromRoot: [String]) {
        guard !links.isEmpty else { return (markdown, []) }
        var text = markdown
        var fromRoot: [String] = []
        for link in links where (!base.isEmpty || URLScheme.of(link.written) == nil) && text.contains(link.written) {
            let replaced = replaced(link.written, with: base + link.target, in: text)
            if base.isEmpty, replaced != text, !fromRoot.contains(link.target) { fromRoot.append(link.target) }
            text = replaced
        }
        return (text, fromRoot)
    }

    private static func replaced(_ written: String, with target: String, in text: String) -> String {
        var out = ""
        var rest = text[...]
        while let found = rest.range(of: written) {
            let before = rest[..<found.lowerBound]
            let after = rest[found.upperBound...]
            let opens = before.hasSuffix("](") || before.hasSuffix("](<") || before.hasSuffix("]: ")
            let closes = after.first.map { ")> \t\n\r".contains($0) } ?? true
            out += before
            out += opens && closes ? target : written
            rest = after
        }
        return out + rest
    }
}
