/// The search index: units of text (a page's introduction, or a tab's text before its first
/// heading, or one heading's part of a tab) and, for each term, the units it scores in.
/// Format and ranking: `docs/search.md`.
public struct SearchIndex: Sendable, Equatable {
    public struct Unit: Sendable, Equatable {
        public var page: String
        public var tab: String
        public var heading: String
        /// Relative to the site root, with the fragment that opens the tab and heading.
        public var url: String
        public var categoryIndex: Int
        public var kind: Kind
        /// Plain text, whitespace collapsed, cut to `SearchIndex.excerptLength` characters.
        public var text: String

        /// "Link › iOS Developer Notes › Focus".
        public var label: String { [page, tab, heading].filter { !$0.isEmpty }.joined(separator: " › ") }

        /// Field by field, as the synthesized one, but the kind by its raw value: the synthesized
        /// one copied both units (retaining their strings) before comparing the kinds, and watch
        /// mode compares 100,000 units at every save (`SearchFilesReuse`). Integers first; a unit
        /// kept from the save before holds the very same strings, equal without reading them.
        public static func == (lhs: Unit, rhs: Unit) -> Bool {
            lhs.categoryIndex == rhs.categoryIndex && lhs.kind.rawValue == rhs.kind.rawValue
                && lhs.page == rhs.page && lhs.tab == rhs.tab && lhs.heading == rhs.heading && lhs.url == rhs.url
                && lhs.text == rhs.text
        }
    }

    public enum Kind: Int, Sendable, CaseIterable {
        case intro = 0, criteria, notes, videos

        public var name: String { ["intro", "criteria", "notes", "videos"][rawValue] }

        init(section: SectionKind) {
            switch section {
            case .generalNotes: self = .intro
            case .condensed, .gherkin, .criteria, .wcag: self = .criteria
            case .developerNotes, .androidDeveloperNotes, .iosDeveloperNotes: self = .notes
            case .videos: self = .videos
            }
        }
    }

    /// One unit a term occurs in, with its precomputed BM25 score (×1000, rounded). Kept in
    /// 32-bit fields: an index holds a posting per term and unit, millions for a large site.
    public struct Posting: Sendable, Equatable {
        private var storedUnit: Int32
        private var storedScore: Int32
        /// The term occurs in the title of the unit's page.
        public var isInTitle: Bool

        public init(unit: Int, score: Int, isInTitle: Bool) {
            storedUnit = Int32(clamping: unit)
            storedScore = Int32(clamping: score)
            self.isInTitle = isInTitle
        }

        public var unit: Int {
            get { Int(storedUnit) }
            set { storedUnit = Int32(clamping: newValue) }
        }

        public var score: Int {
            get { Int(storedScore) }
            set { storedScore = Int32(clamping: newValue) }
        }
    }

    public var units: [Unit]
    public var categories: [String]
    /// Term → postings in unit order.
    public var postings: [String: [Posting]]
    /// The number of each page's first unit, ascending: a page's units are the ones from its
    /// start to the next page's.
    public var pageStarts: [Int] = []
    /// Headings on more than half of the pages of a category, and on three or more
    /// (`#a11y - Web Accessibility Acceptance Criteria`): a result names its section by the tab alone, not by one of these.
    public var sharedHeadings: [String] = []
    /// What a query's words may also mean (`SearchThesaurus`).
    public var thesaurus = SearchThesaurus()
    /// Words no page uses and the terms WordNet relates them to (`SearchLexicon`).
    public var lexicon = SearchLexicon()
    /// The categories' display titles (`Web`, `How to test`), in the order of `categories`.
    public var categoryTitles: [String] = []
    /// A docs file takes pages while their units fit in this many, and a larger page has a file
    /// of its own (`SearchIndexFiles.docsPages`). The index's files are laid out by it and its
    /// meta file gives it; read back from there, the CLI finds a result's docs file with it. A
    /// new index starts with `SearchIndexFiles.docsUnits`.
    public var docsUnits = SearchIndexFiles.docsUnits
    /// The tabs docs files number, as the index's meta file lists them: the CLI reads a unit's
    /// tab from the index's own list, as the browser does, not from the one it was built with.
    /// A new index starts with `SearchIndexFiles.tabs`.
    public var tabs: [Tab] = SearchIndexFiles.tabs

    /// A tab's label and the anchor its units' fragments start with.
    public struct Tab: Sendable, Equatable {
        public var label: String
        public var anchor: String
    }

    public init(units: [Unit], categories: [String], postings: [String: [Posting]]) {
        self.units = units
        self.categories = categories
        self.postings = postings
    }

    /// The page (its number in `pageStarts`) that `unit` belongs to.
    public func page(ofUnit unit: Int) -> Int {
        var low = 0, high = pageStarts.count
        while low < high {
            let middle = (low + high) / 2
            if pageStarts[middle] <= unit { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }

    /// The title a result shows for `unit`'s section among the page's `shown` sections: its tab
    /// and heading, or the tab alone when the heading is a shared one and no other section
    /// shown is in the same tab (then the heading tells them apart).
    public func sectionTitle(ofUnit number: Int, among shown: [Int]) -> String {
        let unit = units[number]
        let tabShared = shown.contains { $0 != number && units[$0].tab == unit.tab }
        let heading = sharedHeadings.contains(unit.heading) && !tabShared ? "" : unit.heading
        return [unit.tab, heading].filter { !$0.isEmpty }.joined(separator: " › ")
    }

    /// Sets what the site's settings say of search: the thesaurus of the theme's and the
    /// configuration's synonyms, and the categories' titles as the navigation gives them.
    public mutating func configure(theme: Theme, config: SiteConfig) {
        thesaurus = SearchThesaurus(synonyms: theme.searchSynonyms + config.searchSynonyms)
        lexicon = SearchParts.lexicon ? SearchLexicon(table: theme.searchLexicon, terms: postings) : SearchLexicon()
        let navigation = NavigationBuilder(config: config)
        // The WCAG pages' category is the site's own (`WCAGSearchPages`), unless content has that folder.
        let wcag = theme.hasWCAGPages && config.categoryTitles[WCAGCitingPages.folder] == nil
        categoryTitles = categories.map { $0.isEmpty ? "" : wcag && $0 == WCAGCitingPages.folder ? "WCAG 2.2" : navigation.title(ofFolder: $0) }
    }

    public static let excerptLength = 300
    public static let formatVersion = 3
    /// A heading on more than this share of a category's pages is a shared one.
    static let sharedHeadingShare = 0.5
    /// … and on at least this many: a small category's headings are its own.
    static let sharedHeadingPages = 3
}
