/// A page per native platform whose Developer Notes some pages have (`platforms/android/`,
/// `platforms/ios/`): those pages by category, each linked to that tab. Where the Android and
/// iOS filters lead without JavaScript; Web and Native lead to their categories' overviews.
extension PageAssembler {
    /// A native platform and the tab of its notes (`Check.Platform.nativeTabs`).
    struct NativePlatform {
        var platform: Check.Platform
        var tab: SectionKind
        /// As the filters and `data-platforms` name it.
        var value: String { platform.rawValue }
        /// "Android", "iOS": the tab's short label.
        var title: String { tab.shortTitle ?? tab.title }

        /// Whether the page has this platform's notes.
        func isNoted(on entry: SiteTree.PageEntry) -> Bool { entry.facets.platforms.contains(value) }
    }

    static let nativePlatforms = Check.Platform.nativeTabs.map { NativePlatform(platform: $0.platform, tab: $0.tab) }

    static func platformFolder(_ platform: NativePlatform) -> [String] { ["platforms", platform.value] }

    /// The platforms some page has notes for, each with its page, made when read; none without
    /// the WCAG pages' templates, without which no page has filters to lead there.
    func platformFiles() -> [OutputFile] {
        guard hasWCAGPages else { return [] }
        return Self.nativePlatforms.filter(hasPages).map { platform in
            OutputFile(path: PageURLs.folder.outputPath(Self.platformFolder(platform))) { [self] in platformPage(platform).contents }
        }
    }

    func hasPages(_ platform: NativePlatform) -> Bool {
        allPageEntries.contains(where: platform.isNoted)
    }

    func platformPage(_ platform: NativePlatform) -> OutputFile {
        let folder = Self.platformFolder(platform)
        let root = Self.rootPrefix(depth: folder.count)
        let title = platform.tab.title
        let pages = allPageEntries.filter(platform.isNoted)
        var layout = layout(at: folder, title: title, description: "\(title): \(Self.countText(pages))", current: [], isSiteHome: false)
        layout.breadcrumbs = [CrumbView(title: "Home", href: root + "index.html", isCurrent: false),
                              CrumbView(title: title, href: root + PageURLs.folder.href(folder), isCurrent: true)]
        layout.hasBreadcrumbs = true
        let rootCards = platformCards(tree.rootPages, platform, root: root)
        let groups = platformGroups(platform, root: root)
        let view = OverviewPageView(
            layout: layout, title: title,
            intro: "\(Self.countText(pages)) \(pages.count == 1 ? "has" : "have") \(platform.title) Developer Notes; each link opens that tab.",
            cards: rootCards, hasCards: !rootCards.isEmpty, groups: groups, hasGroups: !groups.isEmpty)
        return OutputFile(path: PageURLs.folder.outputPath(folder), contents: templates.render(view, template: "overview"))
    }

    /// Each top-level category with pages that have the platform's notes, those pages' cards.
    private func platformGroups(_ platform: NativePlatform, root: String) -> [CardGroupView] {
        tree.categories.compactMap { category in
            let cards = platformCards(category.allPages, platform, root: root)
            return cards.isEmpty ? nil : CardGroupView(title: category.title, href: root + PageURLs.folder.href(category.path),
                                                       countText: Self.countText(cards), cards: cards, hasCards: true)
        }
    }

    /// The cards of the pages with the platform's notes, each linked to that tab.
    private func platformCards(_ entries: [SiteTree.PageEntry], _ platform: NativePlatform, root: String) -> [CardView] {
        entries.filter(platform.isNoted).map { entry in
            var card = card(entry, root: root)
            card.href += "#" + platform.tab.anchor
            return card
        }
    }
}
