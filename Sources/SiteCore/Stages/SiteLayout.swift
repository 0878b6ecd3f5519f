/// The site's generated pages, made in one place for a build and a preview: the overview pages,
/// the home, search and 404 pages, alias redirects, the sitemap, the WCAG, changes, plan and audit
/// pages (`PageAssembler`), and the success criteria that get a page and a search page. The plan
/// stage lays the site out without cards, to claim the pages' files; the finish stage lays it out
/// again with every page's card.
struct SiteLayout: Sendable {
    let config: SiteConfig
    let theme: Theme
    let stamp: BuildStamp?
    /// The pages' dates and the changes page's commits; nil without a history.
    let history: SiteHistory?

    /// What the overview pages show of each page, by source path.
    struct Cards: Sendable {
        var summaries: [String: String] = [:]
        /// The pages without criteria tabs, listed apart.
        var guides: Set<String> = []
        var facets: [String: PageFacets] = [:]
    }

    /// The assembler for these outlines and cards, and what it lays out: the pages' files it
    /// claims, and the site's other files, each made only when read. Template problems and
    /// output paths claimed twice go into `sink`.
    func lay(_ outlines: [PageOutline], cards: Cards = Cards(), into sink: inout Diagnostics)
        -> (assembler: PageAssembler, assembly: PageAssembler.Assembly) {
        let tree = NavigationBuilder(config: config).build(outlines, summaries: cards.summaries, guides: cards.guides, facets: cards.facets)
        var assembler = PageAssembler(config: config, tree: tree, theme: theme, stamp: stamp, into: &sink)
        assembler.history = history
        return (assembler, assembler.assemble(outlines, into: &sink))
    }

    /// The site's other files, with every page's card; their problems are the plan's, reported there.
    func files(_ outlines: [PageOutline], cards: Cards) -> [OutputFile] {
        var reportedByThePlan = Diagnostics()
        return lay(outlines, cards: cards, into: &reportedByThePlan).assembly.files
    }

    /// The success criteria that get a page and a search page (`WCAGSearchPages`): those the
    /// pages cite, when the theme makes WCAG pages.
    func citedCriteria(_ facets: some Sequence<PageFacets>) -> [String] {
        theme.hasWCAGPages ? WCAGSearchPages.cited(facets) : []
    }
}
