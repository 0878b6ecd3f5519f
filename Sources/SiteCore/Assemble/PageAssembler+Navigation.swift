/// The layout's navigation: the side tree and the breadcrumbs.
extension PageAssembler {
    /// The layout values for a page at `path` (an address or a category path).
    ///
    /// The side navigation opens only the categories on the way to the current page: each shows
    /// its pages and its sub-categories as links, and every other category is a single link to its
    /// overview. A page's size then depends on the size of its own folders, not of the site.
    /// `root` replaces the relative path to the site root (the 404 page's links are absolute).
    func layout(at path: [String], title: String, description: String, current: [String], isSiteHome: Bool? = nil,
                root: String? = nil) -> LayoutView {
        let root = root ?? Self.rootPrefix(depth: path.count)
        let crumbs = breadcrumbs(to: current, title: title, root: root)
        return LayoutView(
            siteTitle: config.title, root: root,
            headTitle: (isSiteHome ?? current.isEmpty) ? config.title : "\(title) · \(config.title)",
            description: description, hasDescription: !description.isEmpty,
            canonical: canonicalURL(of: path) ?? "", hasCanonical: canonicalURL(of: path) != nil,
            nav: tree.rootPages.map { pageItem($0, root: root, current: current) }
                + tree.categories.map { categoryItem($0, root: root, current: current) },
            breadcrumbs: crumbs, hasBreadcrumbs: !current.isEmpty
        )
    }

    /// `https://intranet.example.com/a11y/` + `native/controls/link/`: the folder form, which any
    /// server answers with its `index.html`.
    func canonicalURL(of path: [String]) -> String? {
        guard let base = config.baseURL, !base.isEmpty else { return nil }
        let folder = path.map { URLPath.encode($0) + "/" }.joined()
        return (base.hasSuffix("/") ? base : base + "/") + folder
    }

    private func categoryItem(_ category: SiteTree.Category, root: String, current: [String]) -> NavItemView {
        let isOpen = current.starts(with: category.path)
        let children = isOpen
            ? category.pages.map { pageItem($0, root: root, current: current) }
                + category.subcategories.map { categoryItem($0, root: root, current: current) }
            : []
        return NavItemView(title: category.title, href: root + Self.href(category.path),
                           className: category.path.count == 1 ? "nav-category" : "nav-subcategory",
                           isCurrent: current == category.path, isOpen: isOpen,
                           children: children, hasChildren: !children.isEmpty)
    }

    private func pageItem(_ entry: SiteTree.PageEntry, root: String, current: [String]) -> NavItemView {
        NavItemView(title: entry.title, href: root + Self.href(entry.address), className: "nav-page",
                    isCurrent: entry.address == current, isOpen: entry.address == current, children: [], hasChildren: false)
    }

    /// Home › category › sub-category › page; the last one is the current page.
    private func breadcrumbs(to path: [String], title: String, root: String) -> [CrumbView] {
        var crumbs = [CrumbView(title: "Home", href: root + "index.html", isCurrent: path.isEmpty)]
        guard !path.isEmpty else { return crumbs }
        for depth in 1..<path.count {
            let folder = Array(path.prefix(depth))
            let name = tree.title(ofCategoryAt: folder) ?? PageAddress.title(fromName: folder.last ?? "")
            crumbs.append(CrumbView(title: name, href: root + Self.href(folder), isCurrent: false))
        }
        crumbs.append(CrumbView(title: title, href: root + Self.href(path), isCurrent: true))
        return crumbs
    }
}
