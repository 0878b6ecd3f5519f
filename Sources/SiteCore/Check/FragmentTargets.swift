/// The fragments each page answers to: its headings' ids and plain slugs (content links like
/// `#focus` are rewritten to the id), its tabs, and every `id` or `name` in its raw HTML.
struct FragmentTargets {
    /// Output path (`web/link/index.html`) → names.
    private var byOutputPath: [String: Set<String>] = [:]

    init(_ pages: [CheckedPage]) {
        for page in pages {
            byOutputPath[SiteLinks.indexPath(page.page.address.joined(separator: "/"))] = Self.names(of: page)
        }
    }

    /// From names already worked out, by page address.
    init(names: [(address: [String], names: Set<String>)]) {
        for (address, pageNames) in names { byOutputPath[SiteLinks.indexPath(address.joined(separator: "/"))] = pageNames }
    }

    /// The names of one page.
    static func names(of page: CheckedPage) -> Set<String> {
        let anchors = HeadingAnchors(page: page.page)
        var names: Set<String> = ["top"]
        for ids in anchors.ids.values { names.formUnion(ids.values) }
        names.formUnion(anchors.bySlug.keys)
        for kind in SectionKind.allCases { names.formUnion([kind.anchor, kind.anchor + "-heading", "tab-" + kind.anchor]) }
        for tag in page.tags where !tag.isEnd {
            if let id = tag.attribute("id"), !id.isEmpty { names.insert(id) }
            if tag.name == "a", let name = tag.attribute("name"), !name.isEmpty { names.insert(name) }
        }
        return names
    }

    /// The names of a page that is in the site.
    func names(of page: CheckedPage) -> Set<String> {
        byOutputPath[SiteLinks.indexPath(page.page.address.joined(separator: "/"))] ?? Self.names(of: page)
    }

    /// The names of the page at `outputPath`; nil for overview pages, which have no headings to check.
    func names(atOutputPath outputPath: String) -> Set<String>? { byOutputPath[outputPath] }
}
