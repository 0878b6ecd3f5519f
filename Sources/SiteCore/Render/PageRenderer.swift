import CMarkBridge
import HTMLSanitizer
import TextSupport

/// Render stage: a `CriteriaPage` → HTML for its introduction and each tab.
///
/// Every block passes the `HTMLRewriter` (sanitizer and link rewriting), but those it would
/// publish as cmark-gfm wrote them (`PlainMarkup`). Headings get stable ids and self-links; a
/// heading directly above a `<video>` becomes that video's caption.
public struct PageRenderer: Sendable {
    public var site: SiteLinks
    public var policy: SiteConfig.RawHTMLPolicy
    /// Rendering for an offline bundle: media from other sites are replaced by a placeholder.
    public var offline: Bool

    public init(site: SiteLinks, policy: SiteConfig.RawHTMLPolicy, offline: Bool = false) {
        self.site = site
        self.policy = policy
        self.offline = offline
    }

    public func render(_ page: CriteriaPage, into sink: inout Diagnostics) -> RenderedPage {
        let anchors = page.headingAnchors
        var client = PageHTMLClient(links: PageLinkRewriter(site: site, page: page, headingIDs: anchors.bySlug, offline: offline))
        let sections = [page.section(.generalNotes)].compactMap { $0 } + page.tabSections
        // Only raw HTML has ids and references to them; cmark's own markup has neither, so other
        // blocks need no reading, and a page without raw HTML no set of the ids taken.
        let pageBlocks = sections.flatMap { $0.blocks.map { $0.holdsRawHTML ? $0.html : "" } }
        let holdsRawHTML = pageBlocks.contains { !$0.isEmpty }
        var repairs = MarkupRepairs(pageBlocks: pageBlocks,
                                    taken: holdsRawHTML ? Self.themeIDs.union(anchors.all).union(page.checks.lazy.map(\.id)) : [])
        let checks = CheckMarkup(page.checks)
        var names = HeadingLinkNames(headings: anchors.count)
        var intro = ""
        if let general = page.section(.generalNotes) {
            intro = renderBlocks(of: general, anchors: anchors, checks: checks, client: &client, repairs: &repairs, names: &names)
        }
        var resolved: [String: String?] = [:]
        let tabs = page.tabSections.map { section in
            RenderedPage.Tab(kind: section.kind, html: renderBlocks(of: section, anchors: anchors, checks: checks, client: &client,
                                                                    repairs: &repairs, names: &names),
                             labelHeadingID: anchors.tabLabelIDs[section.kind],
                             pageLinks: section.kind.isCollectable ? Self.pageLinks(in: section, links: client.links, resolved: &resolved) : [])
        }
        sink.append(contentsOf: client.diagnostics)
        let summary = page.section(.generalNotes)?.blocks.map(\.plainText).joined(separator: " ").wordsJoinedBySpaces ?? ""
        return RenderedPage(page: page, introHTML: intro, tabs: tabs, media: client.links.media, summary: summary)
    }

    /// The section's link destinations that lead to pages of this site, each once. `resolved`:
    /// the page's destinations looked up so far, as the tabs of a page repeat their links.
    private static func pageLinks(in section: Section, links: PageLinkRewriter, resolved: inout [String: String?]) -> [RenderedPage.PageLink] {
        var found: [RenderedPage.PageLink] = []
        for block in section.blocks.indices {
            let constructs = section.blocks[block].constructs
            for index in constructs.indices where constructs[index].kind == .link {
                let written = constructs[index].destination
                guard !found.contains(where: { $0.written == written }) else { continue }
                let target = resolved[written] ?? links.sitePageLink(written)
                resolved[written] = target
                if let target { found.append(RenderedPage.PageLink(written: written, target: target)) }
            }
        }
        return found
    }

    /// Ids the default theme gives elements of a criteria page, in its templates (`layout`,
    /// `search-form`, `page`) and its scripts (`search-box.js`, `criteria.js`,
    /// `check-exports.js`); content must not reuse them. A test holds the list to the theme.
    static let themeIDs: Set<String> = {
        let fixed = ["main", "site-nav", "site-search-query", "site-search-note", "site-search-query-listbox", "page-toc-title", "check-missing", "check-links-hint"]
        let perTab: [String] = SectionKind.allCases.flatMap { kind -> [String] in
            let anchor = kind.anchor
            return [anchor, anchor + "-heading", "tab-" + anchor, "collect-exports-" + anchor, "collect-exports-" + anchor + "-format",
                    "collect-exports-" + anchor + "-links"]
        }
        return Set(fixed + perTab)
    }()

    private func renderBlocks(of section: Section, anchors: HeadingAnchors, checks: CheckMarkup, client: inout PageHTMLClient,
                              repairs: inout MarkupRepairs, names: inout HeadingLinkNames) -> String {
        // The blocks read where they are: copying each retained its four strings and lists.
        section.blocks.withUnsafeBufferPointer { blocks in
            renderBlocks(blocks, of: section.kind, anchors: anchors, checks: checks, client: &client, repairs: &repairs, names: &names)
        }
    }

    private func renderBlocks(_ blocks: UnsafeBufferPointer<MarkdownBlock>, of kind: SectionKind, anchors: HeadingAnchors, checks: CheckMarkup,
                              client: inout PageHTMLClient, repairs: inout MarkupRepairs, names: inout HeadingLinkNames) -> String {
        var html = ""
        var index = anchors.firstShownBlock(of: kind)
        // The repairs count the page's blocks, so a block left out still counts.
        for _ in 0..<index { repairs.startBlock() }
        // A `##` heading a tab shows (Developer Notes gathers the page's other `##` sections) is
        // a part of the panel its h2 heads: it and the headings after it go one level down.
        var levelsDown = 0
        while index < blocks.count {
            if let id = anchors.id(of: kind, block: index) {
                if blocks[index].headingLevel ?? 3 <= 2 { levelsDown = 1 }
                let level = min(max(blocks[index].headingLevel ?? 3, 2) + levelsDown, 6)
                let name = names.name(for: blocks[index].plainText, level: level, in: kind)
                let heading = self.heading(blocks[index], id: id, level: level, linkName: name, client: &client, repairs: &repairs)
                if index + 1 < blocks.count, blocks[index + 1].isVideo {
                    let video = rewrite(blocks[index + 1], client: &client, repairs: &repairs)
                    html += "<figure class=\"video\">\n<figcaption>\(heading)</figcaption>\n\(video)</figure>\n"
                    index += 2
                    continue
                }
                html += heading + "\n"
            } else if blocks[index].listItems.isEmpty || checks.isEmpty {
                html += rewrite(blocks[index], client: &client, repairs: &repairs)
            } else {
                html += checks.mark(rewrite(blocks[index], client: &client, repairs: &repairs), kind: kind, block: index,
                                    itemCount: blocks[index].listItems.count)
            }
            index += 1
        }
        if let last = blocks.indices.last {
            html += repairs.finishSection(at: HTMLPosition(line: blocks[last].line, column: max(blocks[last].byteColumn, 1)), client: &client)
        }
        return html
    }

    private func rewrite(_ block: MarkdownBlock, client: inout PageHTMLClient, repairs: inout MarkupRepairs) -> String {
        repairs.startBlock()
        if repairs.isAtTopLevel, PlainMarkup.isPublishedAsIs(block) { return linkingCitations(block, block.html, client: client) }
        // Made past the blocks published as is, most of a page's, which the rewriter never reads.
        let origin = HTMLOrigin(line: block.line, column: max(block.byteColumn, 1), isVerbatim: block.kind == .htmlBlock,
                                inlineTags: block.kind == .htmlBlock ? [] : Self.inlineTags(of: block))
        let html = HTMLRewriter(policy: policy).rewrite(block.html, origin: origin, client: &client, repairs: &repairs)
        return linkingCitations(block, VideoTranscripts(assets: site.assets, rootPrefix: client.links.rootPrefix).apply(to: html), client: client)
    }

    /// The raw tags written inline in the block, where they are written (`HTMLOrigin.inlineTags`).
    private static func inlineTags(of block: MarkdownBlock) -> [HTMLOrigin.InlineTag] {
        block.constructs.compactMap { construct in
            guard construct.kind == .inlineHTML else { return nil }
            return HTMLOrigin.InlineTag(text: construct.literal, position: HTMLPosition(line: construct.line, column: max(construct.byteColumn, 1)))
        }
    }

    /// Citations in the block's text linked to their criterion's page (`WCAGCitationLinks`),
    /// when the site has those pages; code blocks and raw HTML are left as they are.
    private func linkingCitations(_ block: MarkdownBlock, _ html: String, client: PageHTMLClient) -> String {
        guard site.hasWCAGPages, block.kind != .codeBlock, block.kind != .htmlBlock, block.plainText.holdsDigitDotDigit else { return html }
        let root = client.links.rootPrefix, pageURLs = site.pageURLs
        return WCAGCitationLinks(href: { root + pageURLs.href(WCAGCitingPages.address(of: $0)) }).apply(to: html)
    }

    /// `<h3>Focus</h3>` → `<div class="heading-anchor"><h3 id="…">Focus</h3> <a class="heading-link"
    /// href="#…">…</a></div>`: the self-link follows the heading, so the heading's name stays
    /// its visible text, and the link's own name (`linkName`) says where it leads.
    /// `level`: the level the page shows it at, which is the block's own (`#` published as h2, as
    /// `ContentStructure` does) or one below it.
    private func heading(_ block: MarkdownBlock, id: String, level: Int, linkName: String, client: inout PageHTMLClient,
                         repairs: inout MarkupRepairs) -> String {
        let written = max(block.headingLevel ?? 3, 2)
        let rendered = rewrite(block, client: &client, repairs: &repairs)
            .trimmingWhitespace
        let open = "<h\(written)>", close = "</h\(written)>"
        guard rendered.hasPrefix(open), rendered.hasSuffix(close) else { return rendered }
        let inner = rendered.dropFirst(open.count).dropLast(close.count)
        let heading = "<h\(level) id=\"\(id)\">\(inner)</h\(level)>"
        // A heading that is itself a link needs no second one.
        guard !String(inner).containsBytes("<a ") else { return heading }
        let link = "<a class=\"heading-link\" href=\"#\(id)\" aria-label=\"\(HTMLEscaping.escapeAttribute(linkName))\">#</a>"
        return "<div class=\"heading-anchor\">\(heading) \(link)</div>"
    }
}
