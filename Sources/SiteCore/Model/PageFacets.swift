/// What the WCAG pages and the filters need of a page beyond its card: the success criteria it
/// cites and the native platforms it has notes for. Rendering finds them (`WCAGCitations`); a
/// build's cache keeps them for pages not rendered again, watch mode with the page's card.
public struct PageFacets: Sendable, Equatable {
    /// Success-criterion numbers of WCAG 2.2 ("1.4.11"), each once, in WCAG's order.
    public var wcag: [String] = []
    /// "android", "ios": the page has that platform's Developer Notes tab.
    public var platforms: [String] = []

    public init(wcag: [String] = [], platforms: [String] = []) {
        self.wcag = wcag
        self.platforms = platforms
    }

    /// The page's facets, read from its parsed sections.
    init(_ page: CriteriaPage) {
        wcag = WCAGCitations.numbers(in: page)
        var platforms: [String] = []
        if page.section(.androidDeveloperNotes) != nil { platforms.append("android") }
        if page.section(.iosDeveloperNotes) != nil { platforms.append("ios") }
        self.platforms = platforms
    }

    /// The levels of the criteria it cites, each once, A before AA before AAA.
    var levels: [WCAGCriteria.Level] {
        let cited = Set(wcag.compactMap { WCAGCriteria.criterion($0)?.level })
        return WCAGCriteria.Level.allCases.filter(cited.contains)
    }
}
