/// What the WCAG pages and the filters need of a page beyond its card: the success criteria it
/// cites and the native platforms it has notes for. The parse stage finds them (`PageCitations`); a
/// build's cache keeps them for pages not rendered again, watch mode with the page's card.
public struct PageFacets: Sendable, Equatable {
    /// Success-criterion numbers of WCAG 2.2 ("1.4.11"), each once, in WCAG's order.
    public var wcag: [String] = []
    /// "android", "ios": the page has that platform's Developer Notes tab.
    public var platforms: [String] = []
    /// The page's checks that cite a criterion the page cites, for the criteria's pages.
    public var checks: [CheckCitation] = []

    /// A check as a criterion's page lists it: its anchor, its text, the criteria it cites.
    public struct CheckCitation: Sendable, Equatable {
        public var id: String
        public var text: String
        public var wcag: [String]
    }

    public init(wcag: [String] = [], platforms: [String] = [], checks: [CheckCitation] = []) {
        self.wcag = wcag
        self.platforms = platforms
        self.checks = checks
    }

    /// The page's facets, read from its parsed sections.
    init(_ page: CriteriaPage) {
        wcag = PageCitations.numbers(in: page)
        platforms = Check.Platform.nativeTabs.filter { page.hasSection($0.tab) }.map(\.platform.rawValue)
        let cited = Set(wcag)
        checks = page.checks.compactMap { check in
            let wcag = check.wcag.filter(cited.contains)
            return wcag.isEmpty ? nil : CheckCitation(id: check.id, text: check.text, wcag: wcag)
        }
        checkCount = page.checks.count
    }

    /// How many checks the page has, citing or not.
    public var checkCount = 0

    /// The levels of the criteria it cites, each once, A before AA before AAA.
    var levels: [WCAGCriteria.Level] {
        let cited = Set(wcag.compactMap { WCAGCriteria.criterion($0)?.level })
        return WCAGCriteria.Level.allCases.filter(cited.contains)
    }
}
