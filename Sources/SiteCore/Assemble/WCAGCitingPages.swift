/// The pages citing each WCAG success criterion, from every page's facets, in the site's order
/// (root pages, then each category's pages as the navigation lists them).
struct WCAGCitingPages: Sendable {
    private(set) var byNumber: [String: [SiteTree.PageEntry]] = [:]

    init(_ tree: SiteTree) {
        for entry in tree.rootPages + tree.categories.flatMap(\.allPages) {
            for number in entry.facets.wcag { byNumber[number, default: []].append(entry) }
        }
    }

    /// The cited criteria, in WCAG's order: each has a page.
    var cited: [WCAGCriteria.Criterion] { WCAGCriteria.all.filter { byNumber[$0.number] != nil } }

    func pages(citing number: String) -> [SiteTree.PageEntry] { byNumber[number] ?? [] }

    /// Where a criterion's page is: `wcag/1.4.11/index.html`, or `wcag/1.4.11.html` with `page-urls: file`.
    static func address(of number: String) -> [String] { [WCAGCitingPages.folder, number] }

    static let folder = "wcag"
    static let indexPath = "wcag/index.html"

    /// `wcag/level-aa/index.html`: the criteria of one level, the filters' target without JavaScript.
    static func levelPath(_ level: WCAGCriteria.Level) -> String { "wcag/level-\(level.rawValue.lowercased())/index.html" }

    /// "web", "native": the top-level folder a page is in; root pages have none.
    static func platform(of entry: SiteTree.PageEntry) -> String? { entry.address.count > 1 ? entry.address[0] : nil }

    /// The values the filters match a page by: its top-level folder and its native platforms.
    static func platforms(of entry: SiteTree.PageEntry) -> [String] {
        [platform(of: entry)].compactMap { $0 } + entry.facets.platforms
    }
}
