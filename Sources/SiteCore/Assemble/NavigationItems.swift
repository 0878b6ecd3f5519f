/// The side navigation's items: the site's root pages and top categories; the categories on the
/// way to the current page or category are open, showing their pages and sub-categories.
struct NavigationItems: Sendable {
    let tree: SiteTree
    /// Where pages' files are, for their links.
    let pageURLs: PageURLs
    private let categories: [[String]: SiteTree.Category]

    init(tree: SiteTree, pageURLs: PageURLs = .folder) {
        self.tree = tree
        self.pageURLs = pageURLs
        categories = Dictionary(tree.allCategories.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The side navigation's top-level items for the page or category at `current`.
    func topLevel(root: String, current: [String]) -> [NavItemView] {
        tree.rootPages.map { pageItem($0, root: root, current: current) }
            + tree.categories.map { categoryItem($0, root: root, current: current) }
    }

    /// The entry of the category at `path` as it shows when `current` is the page or category
    /// shown; nil when there is no such category.
    func categoryItem(at path: [String], root: String, current: [String]) -> NavItemView? {
        categories[path].map { categoryItem($0, root: root, current: current) }
    }

    private func categoryItem(_ category: SiteTree.Category, root: String, current: [String]) -> NavItemView {
        let isOpen = current.starts(with: category.path)
        let children = isOpen
            ? category.pages.map { pageItem($0, root: root, current: current) }
                + category.subcategories.map { categoryItem($0, root: root, current: current) }
            : []
        return NavItemView(title: category.title, href: root + PageURLs.folder.href(category.path),
                           className: category.path.count == 1 ? "nav-category" : "nav-subcategory",
                           isCurrent: current == category.path, isOpen: isOpen,
                           children: children, hasChildren: !children.isEmpty)
    }

    private func pageItem(_ entry: SiteTree.PageEntry, root: String, current: [String]) -> NavItemView {
        NavItemView(entry: entry, root: root, isCurrent: entry.address == current, pageURLs: pageURLs)
    }
}
