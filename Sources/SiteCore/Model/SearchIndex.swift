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

    public static let excerptLength = 400
    public static let formatVersion = 1
}
