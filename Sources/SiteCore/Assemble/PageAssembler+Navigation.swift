/// The layout's navigation: the side tree and the breadcrumbs.
extension PageAssembler {
    /// The layout values for a page at `path` (an address or a category path).
    ///
    /// The side navigation opens only the categories on the way to the current page: each shows
    /// its pages and its sub-categories as links, and every other category is a single link to its
    /// overview. A page's size then depends on the size of its own folders, not of the site.
    /// `navHTML` is that navigation rendered (`NavigationHTML`); `nav`, the items themselves, is
    /// built only for a theme whose layout asks for it.
    /// `root` replaces the relative path to the site root (the 404 page's links are absolute).
    /// `isPage`: `path` is a criteria page's address, whose file follows `page-urls:`. `file`: the
    /// page is that file at the site's root (`search.html`), its own canonical address.
    func layout(at path: [String], title: String, description: String, current: [String], isSiteHome: Bool? = nil,
                root: String? = nil, isPage: Bool = false, file: String? = nil) -> LayoutView {
        let root = root ?? Self.rootPrefix(depth: isPage ? config.pageURLs.depth(path) : path.count)
        let crumbs = breadcrumbs(to: current, title: title, root: root, isPage: isPage)
        let canonical = canonicalURL(file ?? (isPage ? config.pageURLs : PageURLs.folder).canonicalPath(path))
        var view = LayoutView(
            siteTitle: config.title, root: root,
            headTitle: (isSiteHome ?? current.isEmpty) ? config.title : headTitle(title, current: current),
            description: description, hasDescription: !description.isEmpty,
            canonical: canonical ?? "", hasCanonical: canonical != nil,
            navigation: { [navigation] in navigation.items.topLevel(root: root, current: current) },
            navHTML: navigation.html(root: root, current: current),
            breadcrumbs: crumbs, hasBreadcrumbs: !current.isEmpty,
            logo: config.logoPath, accentCSS: config.accent?.css ?? "", hasAccent: config.accent != nil
        )
        view.hasChanges = history != nil && templates.has("changes")
        return view
    }

    /// The page's title, its top-level category's and the site's: a site has pages of one title
    /// in two categories (Button under Web and under Native), whose tabs and history entries
    /// looked alike.
    private func headTitle(_ title: String, current: [String]) -> String {
        guard current.count > 1 else { return "\(title) · \(config.title)" }
        // Named as the breadcrumbs name it.
        let category = tree.title(ofCategoryAt: [current[0]]) ?? PageAddress.title(fromName: current[0])
        return "\(title) · \(category) · \(config.title)"
    }

    /// `https://intranet.example.com/a11y/` + `relative` (`PageURLs.canonicalPath`); nil
    /// without a base URL.
    func canonicalURL(_ relative: String) -> String? {
        guard let base = config.baseURL, !base.isEmpty else { return nil }
        return (base.hasSuffix("/") ? base : base + "/") + relative
    }

    /// Home › category › sub-category › page; the last one is the current page.
    private func breadcrumbs(to path: [String], title: String, root: String, isPage: Bool) -> [CrumbView] {
        var crumbs = [CrumbView(title: "Home", href: root + "index.html", isCurrent: path.isEmpty)]
        guard !path.isEmpty else { return crumbs }
        for depth in 1..<path.count {
            let folder = Array(path.prefix(depth))
            let name = tree.title(ofCategoryAt: folder) ?? PageAddress.title(fromName: folder.last ?? "")
            crumbs.append(CrumbView(title: name, href: root + PageURLs.folder.href(folder), isCurrent: false))
        }
        crumbs.append(CrumbView(title: title, href: root + (isPage ? config.pageURLs : PageURLs.folder).href(path), isCurrent: true))
        return crumbs
    }
}
