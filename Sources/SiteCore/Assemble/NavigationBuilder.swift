/// Assemble stage, part one: pages → the category tree, ordered.
///
/// Pages sort by front-matter `order`, then title; categories by the configured order, then title.
public struct NavigationBuilder: Sendable {
    public var config: SiteConfig

    public init(config: SiteConfig) { self.config = config }

    /// summaries: each page's card text by source path; a page without one gets an empty card.
    /// guides: the source paths of pages without criteria tabs. facets: each page's WCAG
    /// criteria and native platforms by source path.
    public func build(_ pages: [PageOutline], summaries: [String: String], guides: Set<String> = [],
                      facets: [String: PageFacets] = [:]) -> SiteTree {
        let entries = pages.map { page in
            SiteTree.PageEntry(address: page.address, title: page.title, summary: summaries[page.sourcePath] ?? "", order: page.order,
                               isGuide: guides.contains(page.sourcePath), facets: facets[page.sourcePath] ?? PageFacets())
        }
        let root = category(at: [], entries: entries)
        return SiteTree(categories: root.subcategories, rootPages: root.pages)
    }

    private func category(at path: [String], entries: [SiteTree.PageEntry]) -> SiteTree.Category {
        let depth = path.count
        let direct = entries.filter { $0.address.count == depth + 1 }
        let deeper = Dictionary(grouping: entries.filter { $0.address.count > depth + 1 }) { $0.address[depth] }
        let subcategories = deeper.map { name, members in category(at: path + [name], entries: members) }
        return SiteTree.Category(
            path: path,
            title: path.last.map(title(ofFolder:)) ?? config.title,
            subcategories: subcategories.sorted(by: categoryOrder),
            pages: direct.sorted(by: pageOrder)
        )
    }

    func title(ofFolder name: String) -> String {
        config.categoryTitles[name] ?? PageAddress.title(fromName: name)
    }

    private func categoryOrder(_ lhs: SiteTree.Category, _ rhs: SiteTree.Category) -> Bool {
        let configured = config.categoryOrder
        let left = configured.firstIndex(of: lhs.path.last ?? "") ?? configured.count
        let right = configured.firstIndex(of: rhs.path.last ?? "") ?? configured.count
        if left != right { return left < right }
        return (lhs.title.lowercased(), lhs.path.joined(separator: "/")) < (rhs.title.lowercased(), rhs.path.joined(separator: "/"))
    }

    private func pageOrder(_ lhs: SiteTree.PageEntry, _ rhs: SiteTree.PageEntry) -> Bool {
        let left = lhs.order ?? Int.max, right = rhs.order ?? Int.max
        if left != right { return left < right }
        return (lhs.title.lowercased(), lhs.address.joined(separator: "/")) < (rhs.title.lowercased(), rhs.address.joined(separator: "/"))
    }
}
