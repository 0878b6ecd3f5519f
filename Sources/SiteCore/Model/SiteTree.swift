/// The site's folders as categories, each with its sub-categories and pages, in display order.
public struct SiteTree: Sendable {
    public struct PageEntry: Sendable {
        public var address: [String]
        public var title: String
        public var summary: String
        public var order: Int?
    }

    public struct Category: Sendable {
        /// Folder names from the content root, e.g. `["native", "controls"]`.
        public var path: [String]
        public var title: String
        public var subcategories: [Category]
        public var pages: [PageEntry]

        /// Pages in this category and all below it.
        public var pageCount: Int { pages.count + subcategories.reduce(0) { $0 + $1.pageCount } }
    }

    /// Top-level categories; pages at the content root are in `rootPages`.
    public var categories: [Category]
    public var rootPages: [PageEntry]

    /// Every category at every depth, parents before children.
    public var allCategories: [Category] {
        func walk(_ category: Category) -> [Category] { [category] + category.subcategories.flatMap(walk) }
        return categories.flatMap(walk)
    }

    public func category(at path: [String]) -> Category? {
        allCategories.first { $0.path == path }
    }
}

/// A file of the generated site: its path relative to the output root and its bytes.
public struct OutputFile: Sendable, Equatable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
