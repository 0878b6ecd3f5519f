/// The home page and the category overviews: categories and sub-categories as headed groups of
/// page links with their counts; pages without criteria tabs (guides, articles) listed apart.
extension PageAssembler {
    func overview(of category: SiteTree.Category) -> OutputFile {
        let root = Self.rootPrefix(depth: category.path.count)
        let all = category.allPages
        var layout = layout(at: category.path, title: category.title, description: "\(category.title): \(Self.countText(all))", current: category.path)
        let filters = pageFilters(root: root, for: all)
        layout.usesFilters = filters != nil
        layout.usesListStyles = filters != nil
        var view = OverviewPageView(
            layout: layout,
            title: category.title, intro: Self.introText(all),
            cards: criteriaCards(category.pages, root: root), hasCards: category.pages.contains { !$0.isGuide },
            groups: groups(category.subcategories, root: root), hasGroups: !category.subcategories.isEmpty,
            guideGroups: guideGroups([category], root: root, within: category.path), hasGuides: all.contains(where: \.isGuide)
        )
        view.filters = filters
        if hasWCAGPages { view.wcagHref = root + WCAGCitingPages.indexPath }
        return OutputFile(path: PageURLs.folder.outputPath(category.path), contents: templates.render(view, template: "overview"))
    }

    func home() -> OutputFile {
        let all = tree.rootPages + tree.categories.flatMap(\.allPages)
        let rootGuides = tree.rootPages.filter(\.isGuide)
        var guides = guideGroups(tree.categories, root: "", within: [])
        if !rootGuides.isEmpty {
            guides.insert(CardGroupView(title: "General", href: "", hasHref: false, countText: Self.countText(rootGuides),
                                        cards: rootGuides.map { card($0, root: "") }, hasCards: true), at: 0)
        }
        var layout = layout(at: [], title: config.title, description: config.title, current: [])
        let filters = pageFilters(root: "", for: all)
        layout.usesFilters = filters != nil
        layout.usesListStyles = filters != nil
        var view = OverviewPageView(
            layout: layout,
            title: config.title, intro: Self.introText(all),
            cards: criteriaCards(tree.rootPages, root: ""), hasCards: tree.rootPages.contains { !$0.isGuide },
            groups: groups(tree.categories, root: ""), hasGroups: !tree.categories.isEmpty,
            guideGroups: guides, hasGuides: !guides.isEmpty,
            buildInfo: stamp?.text ?? "", hasBuildInfo: stamp != nil
        )
        view.filters = filters
        if hasWCAGPages { view.wcagHref = WCAGCitingPages.indexPath }
        return OutputFile(path: "index.html", contents: templates.render(view, template: "home"))
    }

    // MARK: - Parts

    func card(_ entry: SiteTree.PageEntry, root: String) -> CardView {
        CardView(title: entry.title, href: root + config.pageURLs.href(entry.address), summary: entry.summary, hasSummary: !entry.summary.isEmpty,
                 platforms: WCAGCitingPages.platforms(of: entry).joined(separator: " "),
                 levels: entry.facets.levels.map(\.rawValue).joined(separator: " "))
    }

    private func criteriaCards(_ entries: [SiteTree.PageEntry], root: String) -> [CardView] {
        entries.filter { !$0.isGuide }.map { card($0, root: root) }
    }

    /// Each category with criteria pages: its own pages, then each sub-category with the pages of
    /// all its folders.
    private func groups(_ categories: [SiteTree.Category], root: String) -> [CardGroupView] {
        categories.compactMap { category in
            let criteria = category.allPages.filter { !$0.isGuide }
            guard !criteria.isEmpty else { return nil }
            let subgroups = category.subcategories.compactMap { sub -> CardGroupView? in
                let cards = criteriaCards(sub.allPages, root: root)
                return cards.isEmpty ? nil : CardGroupView(title: sub.title, href: root + PageURLs.folder.href(sub.path), countText: Self.countText(cards),
                                                           cards: cards, hasCards: true)
            }
            let cards = criteriaCards(category.pages, root: root)
            return CardGroupView(title: category.title, href: root + PageURLs.folder.href(category.path), countText: Self.countText(criteria),
                                 cards: cards, hasCards: !cards.isEmpty, subgroups: subgroups, hasSubgroups: !subgroups.isEmpty)
        }
    }

    /// The guides of `categories` and every category below them, one group per folder holding
    /// some, titled with the folders' names below `within` ("How to test › Test type").
    private func guideGroups(_ categories: [SiteTree.Category], root: String, within: [String]) -> [CardGroupView] {
        func walk(_ category: SiteTree.Category) -> [CardGroupView] {
            let guides = category.pages.filter(\.isGuide)
            var title = (within.count..<category.path.count).compactMap { tree.title(ofCategoryAt: Array(category.path.prefix($0 + 1))) }
                .joined(separator: " › ")
            if title.isEmpty { title = category.title }
            let own = guides.isEmpty ? [] : [CardGroupView(title: title, href: root + PageURLs.folder.href(category.path), countText: Self.countText(guides),
                                                           cards: guides.map { card($0, root: root) }, hasCards: true)]
            return own + category.subcategories.flatMap(walk)
        }
        return categories.flatMap(walk)
    }

    /// "1 page", "12 pages".
    static func countText(_ pages: some Collection) -> String {
        "\(pages.count) \(pages.count == 1 ? "page" : "pages")"
    }

    /// "97 pages of criteria."; with guides, "103 pages: 97 of criteria and 6 guides.", the
    /// total first, as the filters' status line counts guides too ("Showing all 103 pages.").
    static func introText(_ pages: [SiteTree.PageEntry]) -> String {
        let guides = pages.filter(\.isGuide).count, criteria = pages.count - guides
        guard guides > 0 else { return "\(criteria) \(criteria == 1 ? "page" : "pages") of criteria." }
        return "\(pages.count) pages: \(criteria) of criteria and \(guides) \(guides == 1 ? "guide" : "guides")."
    }
}
