/// The fragments each page answers to: its headings' ids and plain slugs (content links like
/// `#focus` are rewritten to the id), its tabs, and every `id` or `name` in its raw HTML.
struct FragmentTargets {
    /// Output path (`web/link/index.html`) → names, without `everyPage`'s.
    private var byOutputPath: [String: Set<String>] = [:]

    /// Of two pages at one address (an error), the first in source order is the one written
    /// (`PageAssembler.assemble`), so links into the address are checked against its names.
    init(_ pages: [CheckedPage]) {
        self.init(names: pages.map { ($0.page.address, Self.ownNames(of: $0)) })
    }

    /// From names already worked out, by page address in source order; `everyPage`'s may be left out.
    init(names: [(address: [String], names: Set<String>)]) {
        for (address, pageNames) in names {
            let path = PageURLs.folder.href(address)
            if byOutputPath[path] == nil { byOutputPath[path] = pageNames }
        }
    }

    /// The names every page answers to: the top, and each tab's anchors.
    static let everyPage: Set<String> = Set(["top"] + SectionKind.allCases.flatMap { [$0.anchor, $0.anchor + "-heading", "tab-" + $0.anchor] })

    /// The names of one page that not every page has: its headings' ids and slugs, and the ids
    /// and anchor names of its raw HTML. A build keeps these for every page until its links are
    /// checked (`PagePass`), so only what a link may need is kept.
    static func ownNames(of page: CheckedPage) -> Set<String> {
        let anchors = page.page.headingAnchors
        let all = anchors.all
        var names: Set<String> = []
        // Room for the names every page has at once: growing as they came rehashed the set
        // several times a page. (Few raw HTML tags have ids; the set is kept until links are checked.)
        names.reserveCapacity(all.count + anchors.bySlug.count + page.page.checks.count)
        names.formUnion(all)
        names.formUnion(anchors.bySlug.keys)
        names.formUnion(page.page.checks.lazy.map(\.id))
        for tag in page.tags where !tag.isEnd {
            if let id = tag.attribute("id"), !id.isEmpty { names.insert(id) }
            if tag.name == "a", let name = tag.attribute("name"), !name.isEmpty { names.insert(name) }
        }
        return names
    }

    /// The names of a page that is in the site, those of `everyPage` aside.
    func ownNames(of page: CheckedPage) -> Set<String> {
        byOutputPath[PageURLs.folder.href(page.page.address)] ?? Self.ownNames(of: page)
    }

    /// The names of the page at `outputPath`, those of `everyPage` aside; nil for overview pages,
    /// which have no headings to check.
    func ownNames(atOutputPath outputPath: String) -> Set<String>? { byOutputPath[outputPath] }
}
