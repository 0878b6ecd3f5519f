/// One entry of the side navigation (the `nav-item` template): a page, or a category with its
/// entries when it is open.
struct NavItemView {
    var title: String
    var href: String
    /// `nav-category`, `nav-subcategory` or `nav-page`.
    var className: String
    /// The item is the page being shown: `aria-current="page"`.
    var isCurrent: Bool
    /// The item contains the page being shown.
    var isOpen: Bool
    var children: [NavItemView]
    var hasChildren: Bool
}

extension NavItemView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("title", \.title),
        .text("href", \.href),
        .text("className", \.className),
        .flag("isCurrent", \.isCurrent),
        .flag("isOpen", \.isOpen),
        .list("children", \.children),
        .flag("hasChildren", \.hasChildren),
    ])
}

extension NavItemView {
    /// A page's entry in the navigation; the current page's is also open.
    init(entry: SiteTree.PageEntry, root: String, isCurrent: Bool, pageURLs: PageURLs) {
        self.init(title: entry.title, href: root + pageURLs.href(entry.address), className: "nav-page",
                  isCurrent: isCurrent, isOpen: isCurrent, children: [], hasChildren: false)
    }
}
