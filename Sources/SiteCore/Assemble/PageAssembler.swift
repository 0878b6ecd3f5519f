/// Assemble stage: rendered pages + theme + category tree → the site's HTML files: one per
/// page, an overview per folder, the home page, the WCAG pages, and a redirect page per alias.
///
/// Two sources that would write the same output path are an error; the first one keeps it.
public struct PageAssembler: Sendable {
    let config: SiteConfig
    let tree: SiteTree
    let templates: TemplateRenderer
    /// When and from what the site was built, for the home page of a bundle.
    let stamp: BuildStamp?
    /// The side navigation, rendered once per folder and shared by its pages.
    let navigation: NavigationHTML
    /// The pages' dates and the changes page's commits (`SiteHistory`); nil: no dates, no changes page.
    var history: SiteHistory?
    /// The tree's pages, root pages first, listed once: the filters of every overview page ask.
    let allPageEntries: [SiteTree.PageEntry]

    public init(config: SiteConfig, tree: SiteTree, theme: Theme, stamp: BuildStamp? = nil, into sink: inout Diagnostics) {
        self.config = config
        self.tree = tree
        let templates = TemplateRenderer(theme: theme, into: &sink)
        self.templates = templates
        self.stamp = stamp
        navigation = NavigationHTML(tree: tree, templates: templates, pageURLs: config.pageURLs)
        allPageEntries = tree.rootPages + tree.categories.flatMap(\.allPages)
    }

    /// What `assemble` lays out before any page is rendered.
    public struct Assembly: Sendable {
        /// Every file but the criteria pages': home, search, overviews, alias redirects, 404,
        /// sitemap. Overviews list every page below them as a card (the home page of a large site
        /// is megabytes), so like pages they are made as they are written, on all cores.
        public var files: [OutputFile]
        /// The pages that write their own file, source path → output path. A page whose output
        /// path an earlier source claimed is left out (and reported).
        public var pageFiles: [String: String]
        /// Where the pages' files go in `files`, for the whole site in claim order.
        var pagesIndex: Int
    }

    /// The files of a site from its pages' outlines. Output paths are claimed in a fixed order
    /// (home, search, My criteria, test plan, audits, overviews, WCAG index, pages, aliases,
    /// WCAG criteria, platforms, 404, sitemap); a second claim of a path is an error, and the
    /// first keeps it.
    public func assemble(_ pages: [PageOutline], into sink: inout Diagnostics) -> Assembly {
        var claims = OutputClaims()
        claims.reserve(folder: Theme.assetsFolder, for: "the theme's files")
        claims.reserve(file: OutputFolderGuard.manifestName, for: "the build's list of its files")
        claims.reserve(file: BuildCache.fileName, for: "the build cache")
        var files: [OutputFile] = []
        func add(_ file: OutputFile, source: String, location: SourceLocation, remedy: String = OutputClaims.rename) {
            if claims.claim(file.path, by: source, at: location, remedy: remedy, into: &sink) { files.append(file) }
        }
        add(OutputFile(path: "index.html") { [self] in home().contents },
            source: "the home page", location: SourceLocation(file: "index.html"))
        for (file, source) in toolPages() { add(file, source: source, location: SourceLocation(file: file.path)) }
        for category in tree.allCategories {
            let folder = category.path.joined(separator: "/")
            add(OutputFile(path: PageURLs.folder.outputPath(category.path)) { [self] in overview(of: category).contents },
                source: "the overview of \(folder)/", location: SourceLocation(file: folder + "/"))
        }
        let citing = WCAGCitingPages(tree)
        let wcagFiles = wcagFolderHoldsContent(into: &sink) ? [] : wcagIndexFiles(citing)
        for file in wcagFiles { add(file, source: "the WCAG index", location: SourceLocation(file: file.path)) }
        let pagesIndex = files.count
        var pageFiles: [String: String] = [:]
        for page in pages {
            let path = config.pageURLs.outputPath(page.address)
            if claims.claim(path, by: page.sourcePath, at: SourceLocation(file: page.sourcePath, line: 1, column: 1), into: &sink) {
                pageFiles[page.sourcePath] = path
            }
        }
        for page in pages {
            for alias in page.aliases {
                let path = SiteLinks.normalisedAlias(alias.path)
                guard !path.isEmpty else { continue }
                add(redirect(from: path, to: page), source: "alias \(alias.path) of \(page.sourcePath)",
                    location: alias.place ?? SourceLocation(file: page.sourcePath, line: 1, column: 1),
                    remedy: "change or remove the alias in the page's front matter")
            }
        }
        // After the pages: a page's own address wins over a criterion's page or a platform's.
        for (number, file) in wcagCriterionFiles(citing) {
            add(file, source: "the page of WCAG \(number)", location: SourceLocation(file: file.path))
        }
        // A platform's page is a convenience: content at its address keeps it, and no error.
        for file in platformFiles() where !claims.isTaken(file.path) { add(file, source: "a platform's page", location: .init(file: file.path)) }
        if let notFound = notFoundPage() { add(notFound, source: "the 404 page", location: SourceLocation(file: "404.html")) }
        if let history, let changes = changesPage(history, outlines: pages) {
            add(changes, source: "the changes page", location: SourceLocation(file: Self.changesPath))
            add(OutputFile(path: Self.feedPath) { [self] in ChangesFeed(config: config).feed(history, outlines: pages) },
                source: "the changes feed", location: SourceLocation(file: Self.feedPath))
        }
        if let sitemap = sitemap(pages) { add(sitemap, source: "the sitemap", location: SourceLocation(file: "sitemap.xml")) }
        return Assembly(files: files, pageFiles: pageFiles, pagesIndex: pagesIndex)
    }

    /// Whether a content folder is where the WCAG pages go, said once, as the folder to rename:
    /// each index page's claim would name an output file under the content folder, which is none.
    private func wcagFolderHoldsContent(into sink: inout Diagnostics) -> Bool {
        guard hasWCAGPages, tree.allCategories.contains(where: { $0.path == [WCAGCitingPages.folder] }) else { return false }
        sink.error(SourceLocation(file: WCAGCitingPages.folder + "/"),
                   "this content folder would be written where the site puts its WCAG pages (\(WCAGCitingPages.indexPath) and a page per cited success criterion)",
                   note: "rename the folder")
        return true
    }

    /// The search page, My criteria, the test-plan builder and the audit page, those the theme
    /// has templates for, each with what claims its path.
    private func toolPages() -> [(file: OutputFile, source: String)] {
        [(searchPage(), "the search page"), (myCriteriaPage(), "the My criteria page"), (planPage(), "the test-plan page"),
         (auditPage(), "the audit page")].compactMap { file, source in file.map { ($0, source) } }
    }

    // MARK: - Pages

    func criteriaPage(_ rendered: RenderedPage) -> OutputFile {
        let page = rendered.page
        let definitions = ReferenceDefinitions(page.sections)
        let tabs = rendered.tabs.map { tab in
            let (markdown, fromRoot) = tab.kind.isCollectable
                ? CopyMarkdown.linkedFromRoot(page.section(tab.kind).map(definitions.completing) ?? "", links: tab.pageLinks, base: config.planLinkBase)
                : ("", [])
            return TabView(anchor: tab.kind.anchor, label: tab.kind.title, shortLabel: tab.kind.shortTitle ?? "",
                           hasShortLabel: tab.kind.shortTitle != nil, labelHeadingID: tab.labelHeadingID ?? "",
                           hasLabelHeadingID: tab.labelHeadingID != nil, html: tab.html,
                           isCollectable: !markdown.isEmpty, sourceJSON: markdown.isEmpty ? "" : ScriptJSON.string(markdown),
                           siteLinksJSON: markdown.isEmpty || fromRoot.isEmpty ? "" : "[" + fromRoot.map { JSONText.string($0) }.joined(separator: ",") + "]")
        }
        var layout = layout(at: page.address, title: page.title, description: page.description ?? rendered.summary, current: page.address,
                            isPage: true)
        layout.usesCollect = tabs.contains(where: \.isCollectable)
        layout.usesDemos = Self.holdsDemos(rendered)
        var view = CriteriaPageView(
            layout: layout, title: page.title, intro: rendered.introHTML, hasIntro: !rendered.introHTML.isEmpty,
            tabs: tabs, hasTabs: !tabs.isEmpty, isDraft: page.isDraft, sitePath: config.pageURLs.href(page.address)
        )
        let root = Self.rootPrefix(depth: config.pageURLs.depth(page.address))
        let (previous, next) = tree.neighbours(of: page.address)
        if let previous {
            (view.previousTitle, view.previousHref, view.hasPrevious) = (previous.title, root + config.pageURLs.href(previous.address), true)
        }
        if let next {
            (view.nextTitle, view.nextHref, view.hasNext) = (next.title, root + config.pageURLs.href(next.address), true)
        }
        view.hasNeighbours = view.hasPrevious || view.hasNext
        view = dated(view, sourcePath: page.sourcePath)
        return OutputFile(path: config.pageURLs.outputPath(page.address), contents: templates.render(view, template: "page"))
    }

    /// Whether the page holds markup the theme's demo script acts on (`DemoMarkup`).
    static func holdsDemos(_ page: RenderedPage) -> Bool {
        DemoMarkup.isIn(page.introHTML) || page.tabs.contains { DemoMarkup.isIn($0.html) }
    }

    /// `search.html`, when the theme has a `search` template.
    func searchPage() -> OutputFile? {
        guard templates.has("search") else { return nil }
        var layout = layout(at: [], title: "Search", description: "Search \(config.title)", current: [], isSiteHome: false, file: "search.html")
        layout.usesListStyles = true   // the results' styles
        let view = SearchPageView(layout: layout, title: "Search")
        return OutputFile(path: "search.html", contents: templates.render(view, template: "search"))
    }

    /// An alias keeps its folder's `index.html` whatever `page-urls:` says: it stands for an
    /// old address, which servers answer from a folder.
    func redirect(from path: String, to page: PageOutline) -> OutputFile {
        let depth = path.split(separator: "/").count
        let target = Self.rootPrefix(depth: depth) + config.pageURLs.href(page.address)
        let view = RedirectPageView(siteTitle: config.title, target: target, title: page.title)
        return OutputFile(path: path + "/index.html", contents: templates.render(view, template: "redirect"))
    }

    // MARK: - Paths

    static func rootPrefix(depth: Int) -> String { String(repeating: "../", count: depth) }
}
