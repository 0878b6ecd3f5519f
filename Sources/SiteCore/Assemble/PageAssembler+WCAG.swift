/// The WCAG pages: an index of every WCAG 2.2 success criterion with the number of pages citing
/// it, one page per level, and one page per cited criterion listing the pages citing it. They are
/// made from the navigation tree (its pages' facets), like the overview pages, by a build and a
/// preview alike.
extension PageAssembler {
    var hasWCAGPages: Bool { templates.has("wcag-index") && templates.has("wcag-criterion") }


    /// The index and the level pages, made when read; none without the theme's templates.
    func wcagIndexFiles(_ citing: WCAGCitingPages) -> [OutputFile] {
        guard hasWCAGPages else { return [] }
        return ([nil] + WCAGCriteria.Level.allCases.map(Optional.some)).map { level in
            OutputFile(path: level.map(WCAGCitingPages.levelPath) ?? WCAGCitingPages.indexPath) { [self] in wcagIndex(citing, level: level).contents }
        }
    }

    /// A page per cited criterion, by its number, made when read.
    func wcagCriterionFiles(_ citing: WCAGCitingPages) -> [(String, OutputFile)] {
        guard hasWCAGPages else { return [] }
        return citing.cited.map { criterion in
            (criterion.number, OutputFile(path: config.pageURLs.outputPath(WCAGCitingPages.address(of: criterion.number))) { [self] in
                wcagPage(criterion, citing: citing).contents
            })
        }
    }

    /// The index (`level`: nil) or a level's page.
    func wcagIndex(_ citing: WCAGCitingPages, level: WCAGCriteria.Level? = nil) -> OutputFile {
        let path = level.map(WCAGCitingPages.levelPath) ?? WCAGCitingPages.indexPath
        let depth = path.split(separator: "/").count - 1
        let root = Self.rootPrefix(depth: depth)
        let title = level.map { "WCAG 2.2 Level \($0.rawValue)" } ?? "WCAG 2.2 success criteria"
        let criteria = WCAGCriteria.all.filter { level == nil || $0.level == level }
        // 4.1.1 is listed, marked obsolete, but is not one of WCAG 2.2's criteria to count.
        let current = criteria.filter { !$0.isObsolete }
        let cited = current.filter { !citing.pages(citing: $0.number).isEmpty }.count
        var layout = self.layout(at: [], title: title, description: "\(title): the pages citing each", current: [], isSiteHome: false, root: root)
        // A level's page is one view of the index: its trail goes through it, as a criterion's does.
        layout.breadcrumbs = [CrumbView(title: "Home", href: root + "index.html", isCurrent: false)]
            + (level == nil ? [] : [CrumbView(title: "WCAG 2.2", href: root + WCAGCitingPages.indexPath, isCurrent: false)])
            + [CrumbView(title: level.map { "Level \($0.rawValue)" } ?? title, href: root + path, isCurrent: true)]
        layout.hasBreadcrumbs = true
        layout.usesFilters = level == nil
        layout.usesListStyles = true
        layout.setCanonical(canonicalURL(PageURLs.folder.canonicalPath(path.split(separator: "/").dropLast().map(String.init))))
        var filters = filters(root: root)
        filters.noun = "success criteria"
        filters.levelLabel = "WCAG level"
        filters.platformLabel = "Cited on"
        filters.platformPhrase = "cited on %s pages"
        let view = WCAGIndexView(
            layout: layout, title: title,
            intro: "\(cited) of \(current.count) success criteria are cited by a page of this site; the others are marked “not cited”."
                + criteria.filter(\.isObsolete).map { " \($0.number) \($0.name), obsolete in WCAG 2.2, is listed but not counted." }.joined(),
            principles: principles(criteria, citing: citing, root: root),
            filters: filters, levelLinks: levelLinks(root: root, current: level))
        return OutputFile(path: path, contents: templates.render(view, template: "wcag-index"))
    }

    /// A cited criterion's page: its Understanding link and the pages citing it by platform.
    func wcagPage(_ criterion: WCAGCriteria.Criterion, citing: WCAGCitingPages) -> OutputFile {
        let address = WCAGCitingPages.address(of: criterion.number)
        let root = Self.rootPrefix(depth: config.pageURLs.depth(address))
        let title = "\(criterion.number) \(criterion.name)"
        var layout = self.layout(at: [], title: title, description: "WCAG \(title) (Level \(criterion.level.rawValue)): the pages citing it",
                                 current: [], isSiteHome: false, root: root)
        layout.breadcrumbs = [CrumbView(title: "Home", href: root + "index.html", isCurrent: false),
                              CrumbView(title: "WCAG 2.2", href: root + WCAGCitingPages.indexPath, isCurrent: false),
                              CrumbView(title: title, href: root + config.pageURLs.href(address), isCurrent: true)]
        layout.hasBreadcrumbs = true
        layout.usesListStyles = true
        layout.setCanonical(canonicalURL(config.pageURLs.canonicalPath(address)))
        let pages = citing.pages(citing: criterion.number)
        let view = WCAGCriterionPageView(
            layout: layout, number: criterion.number, name: criterion.name, level: criterion.level.rawValue,
            understandingURL: criterion.understandingURL, inShort: WCAGSummaries.summary(of: criterion.number) ?? "",
            countText: "Cited by " + Self.countText(pages),
            groups: platformGroups(pages, root: root, citing: criterion.number))
        return OutputFile(path: config.pageURLs.outputPath(address), contents: templates.render(view, template: "wcag-criterion"))
    }

    /// The href of a criterion's page from a page `depth` folders below the root.
    func wcagHref(_ number: String, root: String) -> String {
        root + config.pageURLs.href(WCAGCitingPages.address(of: number))
    }

    // MARK: - Parts

    private func principles(_ criteria: [WCAGCriteria.Criterion], citing: WCAGCitingPages, root: String) -> [WCAGHeadingView] {
        // Grouped once: a criterion's guideline is worked out from its number, which asked of
        // every criterion for every guideline showed in a small build's profile.
        let byGuideline = Dictionary(grouping: criteria, by: \.guideline)
        return WCAGCriteria.principles.compactMap { principle in
            let guidelines = WCAGCriteria.guidelines.filter { $0.number.hasPrefix(principle.number + ".") }.compactMap { guideline in
                let rows = (byGuideline[guideline.number] ?? []).map { row($0, citing: citing, root: root) }
                return rows.isEmpty ? nil : WCAGHeadingView(id: "guideline-" + String(guideline.number.map { $0 == "." ? "-" : $0 }),
                                                            title: "\(guideline.number) \(guideline.name)", criteria: rows)
            }
            return guidelines.isEmpty ? nil : WCAGHeadingView(id: "principle-" + principle.number,
                                                              title: "\(principle.number) \(principle.name)", guidelines: guidelines)
        }
    }

    private func row(_ criterion: WCAGCriteria.Criterion, citing: WCAGCitingPages, root: String) -> WCAGCriterionRowView {
        let pages = citing.pages(citing: criterion.number)
        var platforms: [String] = [], counts: [String: Int] = [:]
        for page in pages {
            // A page in an `android/` folder with Android notes names the platform twice.
            var seen: Set<String> = []
            for platform in WCAGCitingPages.platforms(of: page) where seen.insert(platform).inserted {
                if counts[platform] == nil { platforms.append(platform) }
                counts[platform, default: 0] += 1
            }
        }
        return WCAGCriterionRowView(number: criterion.number, name: criterion.name, level: criterion.level.rawValue,
                                    href: pages.isEmpty ? "" : wcagHref(criterion.number, root: root), isCited: !pages.isEmpty,
                                    countText: pages.isEmpty ? "not cited" : Self.countText(pages),
                                    platforms: platforms.joined(separator: " "),
                                    platformCounts: platforms.map { "\($0):\(counts[$0] ?? 0)" }.joined(separator: " "),
                                    isObsolete: criterion.isObsolete)
    }

    /// The citing pages by top-level category, in the navigation's order; root pages first, as "General".
    private func platformGroups(_ pages: [SiteTree.PageEntry], root: String, citing number: String) -> [CardGroupView] {
        var order: [String] = [], members: [String: [SiteTree.PageEntry]] = [:]
        for page in pages {
            let key = WCAGCitingPages.platform(of: page) ?? ""
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(page)
        }
        return order.map { key in
            let cards = (members[key] ?? []).map { checkCard($0, root: root, citing: number) }
            let title = key.isEmpty ? "General" : tree.title(ofCategoryAt: [key]) ?? key
            return CardGroupView(title: title, href: key.isEmpty ? "" : root + PageURLs.folder.href([key]), hasHref: !key.isEmpty,
                                 countText: Self.countText(cards), cards: cards, hasCards: true)
        }
    }

    /// A citing page's card with its checks citing the criterion, each linked to its anchor.
    private func checkCard(_ entry: SiteTree.PageEntry, root: String, citing number: String) -> CardView {
        var card = card(entry, root: root)
        let checks = entry.facets.checks.filter { $0.wcag.contains(number) }
        if checks.count == entry.facets.checkCount, checks.count > 1 {
            card.allChecksText = "all \(checks.count) checks"
        } else if checks.isEmpty, entry.facets.checkCount > 0 {
            // Cited by a note or a link outside the checks, which cite other criteria.
            card.allChecksText = "cited by none of its checks"
        } else {
            card.checks = checks.map { CrumbView(title: $0.text, href: card.href + "#" + $0.id, isCurrent: false) }
        }
        return card
    }

    private func levelLinks(root: String, current: WCAGCriteria.Level?) -> [CrumbView] {
        [CrumbView(title: "All levels", href: root + WCAGCitingPages.indexPath, isCurrent: current == nil)]
            + WCAGCriteria.Level.allCases.map { level in
                CrumbView(title: "Level \(level.rawValue)", href: root + WCAGCitingPages.levelPath(level), isCurrent: current == level)
            }
    }
}
