/// The filters of the home page, the overview pages and the WCAG index: by platform (the
/// top-level categories holding criteria pages, then Android and iOS where pages have those
/// tabs) and by WCAG level.
extension PageAssembler {
    /// `pages`: those the list shows; a platform none or all of them have is not offered, nor
    /// a level none of them cites.
    func filters(root: String, for pages: [SiteTree.PageEntry]? = nil) -> FiltersView {
        var platforms = tree.categories.filter(Self.holdsCriteria).map { category in
            FilterLinkView(kind: "platform", value: category.path.last ?? "", title: category.title,
                           href: root + PageURLs.folder.href(category.path))
        }
        for (value, title) in [("android", "Android"), ("ios", "iOS")] {
            // Without JavaScript, the overview of the category holding the first such page.
            guard let page = allPageEntries.first(where: { $0.facets.platforms.contains(value) }) else { continue }
            let folder = Array(page.address.dropLast())
            platforms.append(FilterLinkView(kind: "platform", value: value, title: title,
                                            href: root + (folder.isEmpty ? "index.html" : PageURLs.folder.href(folder))))
        }
        var levels = WCAGCriteria.Level.allCases.map { level in
            FilterLinkView(kind: "level", value: level.rawValue, title: "Level \(level.rawValue)", href: root + WCAGCitingPages.levelPath(level))
        }
        if let pages {
            let criteria = pages.filter { !$0.isGuide }
            platforms = platforms.filter { link in
                let count = criteria.filter { WCAGCitingPages.platforms(of: $0).contains(link.value) }.count
                return count > 0 && count < criteria.count
            }
            let cited = Set(pages.flatMap(\.facets.levels).map(\.rawValue))
            levels = levels.filter { cited.contains($0.value) }
        }
        return FiltersView(platforms: platforms, levels: levels)
    }

    /// The filters of a list of pages: nil when none would narrow it.
    func pageFilters(root: String, for pages: [SiteTree.PageEntry]) -> FiltersView? {
        guard hasWCAGPages else { return nil }
        let filters = filters(root: root, for: pages)
        return filters.platforms.isEmpty && filters.levels.isEmpty ? nil : filters
    }

    /// Whether the category or one below it holds a criteria page, without listing its pages.
    private static func holdsCriteria(_ category: SiteTree.Category) -> Bool {
        category.pages.contains { !$0.isGuide } || category.subcategories.contains(where: holdsCriteria)
    }
}
