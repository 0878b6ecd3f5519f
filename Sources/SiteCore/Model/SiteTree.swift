/// The site's folders as categories, each with its sub-categories and pages, in display order.
public struct SiteTree: Sendable {
    public struct PageEntry: Sendable {
        public var address: [String]
        public var title: String
        public var summary: String
        public var order: Int?
        /// The page has no Condensed, Gherkin or Criteria tab (an article or a guide): overview pages
        /// list it apart.
        public var isGuide = false
        /// The WCAG criteria it cites and its native platforms: the WCAG pages' and the filters'.
        public var facets = PageFacets()
    }

    public struct Category: Sendable {
        /// Folder names from the content root, e.g. `["native", "controls"]`.
        public var path: [String]
        public var title: String
        public var subcategories: [Category]
        public var pages: [PageEntry]

        /// Pages in this category and all below it.
        public var pageCount: Int { pages.count + subcategories.reduce(0) { $0 + $1.pageCount } }

        /// This category's pages, then those of its sub-categories, depth first.
        public var allPages: [PageEntry] { pages + subcategories.flatMap(\.allPages) }
    }

    /// Top-level categories; pages at the content root are in `rootPages`.
    public let categories: [Category]
    public let rootPages: [PageEntry]
    /// Every category at every depth, parents before children.
    public let allCategories: [Category]
    private let titles: [[String]: String]
    /// Each page's neighbours among its category's own pages, by address.
    private let neighbours: [[String]: (previous: PageEntry?, next: PageEntry?)]

    public init(categories: [Category], rootPages: [PageEntry]) {
        func walk(_ category: Category) -> [Category] { [category] + category.subcategories.flatMap(walk) }
        self.categories = categories
        self.rootPages = rootPages
        allCategories = categories.flatMap(walk)
        titles = Dictionary(allCategories.map { ($0.path, $0.title) }, uniquingKeysWith: { first, _ in first })
        var neighbours: [[String]: (previous: PageEntry?, next: PageEntry?)] = [:]
        for pages in allCategories.map(\.pages) + [rootPages] {
            for (index, page) in pages.enumerated() {
                neighbours[page.address] = (index > 0 ? pages[index - 1] : nil, index + 1 < pages.count ? pages[index + 1] : nil)
            }
        }
        self.neighbours = neighbours
    }

    /// The pages before and after the page at `address` in its category, in navigation order.
    public func neighbours(of address: [String]) -> (previous: PageEntry?, next: PageEntry?) {
        neighbours[address] ?? (nil, nil)
    }

    /// The display name of the category at `path` (breadcrumbs ask once per level of every page).
    public func title(ofCategoryAt path: [String]) -> String? { titles[path] }
}
