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
        // Without JavaScript, the platform's page of pages with its notes (`platformFiles`).
        for platform in Self.nativePlatforms where hasPages(platform) {
            platforms.append(FilterLinkView(kind: "platform", value: platform.value, title: platform.title,
                                            href: root + PageURLs.folder.href(Self.platformFolder(platform))))
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
