import Foundation

extension IncrementalSite {
    /// What a rebuild keeps for the next, but the index's drafts (`IndexState`). The content's
    /// part is not private: `IncrementalSite+Content` lists, reads and parses it.
    struct State {
        let site: SiteInput
        private(set) var settings: SiteSettings?
        private var theme = Theme()
        private var assets = AssetCatalog.empty
        /// The outlines of the pages marked as drafts that the session leaves out, by source path.
        var drafts: [String: PageOutline] = [:]
        /// What older entries include; a change to it parses again the pages whose included files changed.
        var includes = IncludeLibrary.empty
        private var globalDiagnostics = Diagnostics()
        /// Problems reading the includes folder.
        var includeDiagnostics = Diagnostics()
        /// Problems listing and reading the content (names and files not UTF-8, unreadable
        /// files, exclude patterns that match nothing), as the last listing found them.
        var loadProblems: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
        var pages: [String: (page: CriteriaPage, diagnostics: Diagnostics)] = [:]
        /// What each page's parse rests on, as a build's cache records it (`BuildCache.Page.source`):
        /// its text's hash, then the stamp of the files it includes (`IncludeLibrary.stamp`).
        var parsedFrom: [String: (hash: String, record: String)] = [:]
        var rendered: [String: (page: RenderedPage, diagnostics: Diagnostics)] = [:]
        /// The search files' texts, kept from one rebuild to the next where their inputs are the same.
        private var searchFiles = SearchFilesReuse()
        private var assembleDiagnostics = Diagnostics()
        private var checker = IncrementalChecker()
        private var checkDiagnostics = Diagnostics()
        private var files: [String: String] = [:]
        /// What links to pages depend on and what navigation and overview pages show of them
        /// (`PageKeys`), page by page, at the last rebuild.
        private var linkKeys: [PageKeys.Link] = []
        private var navigationKeys: [PageKeys.Navigation] = []
        /// The last rebuild's assembler, kept while the navigation stays the same: with it go its
        /// tree and each folder's rendered navigation.
        private var assembler: PageAssembler?
        /// The last rebuild's links, kept while the link keys, config and assets stay the same.
        private var links: SiteLinks?
        /// What a stamped session's home page says (`SiteInput.stampDate`), as a build says it.
        private var stamp: BuildStamp?

        init(site: SiteInput) { self.site = site }
    }
}

extension IncrementalSite.State {
    typealias Outcome = IncrementalSite.Outcome

    /// `scoreIndex` scores the index of the pages, given those parsed again or removed, on
    /// another core while this one renders, checks and assembles.
    mutating func rebuild(changed: Set<String>?, scoreIndex: @Sendable ([CriteriaPage], [String], PageURLs) -> SearchIndex) -> Outcome {
        var scope = ChangeScope(changed: changed, site: site, settings: settings, holdsContent: holdsContent)
        let excluded = self.settings?.config.exclude
        let settings = scope.settings ? reloadSettings() : self.settings ?? reloadSettings()
        // Other patterns leave out other files: the content is listed again.
        if settings.config.exclude != excluded { scope.relistContent = true }
        if scope.assets || scope.settings { assets = AssetLoader().load(settings.assetsRoot) }
        let lastIncludes = scope.includes || scope.settings ? reloadIncludes() : nil
        let (reloaded, contentFilesRead) = reloadContent(scope)
        let reparsed = reloaded + (lastIncludes.map { reparseIncluding(since: $0, except: Set(reloaded)) } ?? [])
        // Sorted once per rebuild, not once per stage: every stage below goes through the
        // pages in source-path order.
        let paths = sources.keys.sorted()
        let ordered = paths.compactMap { pages[$0]?.page }
        let restamped = restamp()
        let everything = scope.settings || scope.assets || restamped
        var changes = ChangePlan(everything: everything)
        let links = siteLinks(ordered, settings: settings, changes: &changes)
        let renderAll = changes.rendersAll
        let toRender = renderAll ? Array(pages.keys) : reparsed.filter { pages[$0] != nil }
        // The index is drafted and scored on another core while this one renders, checks and
        // assembles: scoring alone is the largest step of a save. The two
        // sides touch different state: the index side only `IndexState`, this side none of it;
        // the index's files go in once both are done.
        let (done, index) = ParallelMap.alongside({
            render(toRender, links: links, config: settings.config)
            checkDiagnostics = checker.check(ordered, sources: sources, changed: reparsed, everything: everything || renderAll, site: links)
            let fullAssemble = assemble(ordered, changed: toRender, changes: &changes, config: settings.config)
            return (fullAssemble: fullAssemble, diagnostics: diagnostics(paths))
        }, { scoreIndex(ordered, reparsed, settings.config.pageURLs) })
        var configured = index
        configured.configure(theme: theme, config: settings.config)
        let searchFilesMade = replaceSearchFiles(with: configured)
        return Outcome(snapshot: snapshot(ordered), diagnostics: done.diagnostics, pagesParsed: reparsed.count,
                       pagesRendered: toRender.count, wasFullAssemble: done.fullAssemble,
                       docsFilesMade: searchFilesMade.docsMade, termShardsMade: searchFilesMade.shardsMade,
                       contentFilesRead: contentFilesRead, sourcesChanged: reparsed.sorted())
    }

    // MARK: - Stages

    /// The links of the pages (and drafts left out), kept from the last rebuild while their keys
    /// (`PageKeys.Link`) stay the same; `changes` is given the keys.
    private mutating func siteLinks(_ ordered: [CriteriaPage], settings: SiteSettings, changes: inout ChangePlan) -> SiteLinks {
        // The drafts' keys too: a link to a draft says so, and where it is depends on them.
        let draftOutlines = drafts.keys.sorted().compactMap { drafts[$0] }
        let newLinkKeys = ordered.map(PageKeys.Link.init) + draftOutlines.map(PageKeys.Link.init)
        changes.compare(links: newLinkKeys, since: linkKeys)
        linkKeys = newLinkKeys
        // Made from exactly what the keys hold, the config's origins and the assets: kept while
        // those stay, with what it found.
        if !changes.rendersAll, let kept = links { return kept }
        let fresh = SiteLinks(pages: ordered, origins: settings.config.siteOrigins, assets: assets, pageURLs: settings.config.pageURLs)
            .leavingOut(drafts: draftOutlines)
        links = fresh
        return fresh
    }

    /// What the home page says of this build when the session is stamped, as a build works it
    /// out each time (the content's version may change with any save); returns whether it changed.
    private mutating func restamp() -> Bool {
        // Runs git twice a save, and a dirty-tree flip re-renders every page; only tests stamp a session, `serve` never does.
        let fresh = site.stampDate.map { BuildStamp(date: $0, contentVersion: ContentVersionReader().version(of: site.contentRoot)) }
        defer { stamp = fresh }
        return fresh != stamp
    }

    private mutating func reloadSettings() -> SiteSettings {
        globalDiagnostics = Diagnostics()
        let settings = SiteSettings.resolve(site, into: &globalDiagnostics)
        theme = settings.loadTheme(into: &globalDiagnostics)
        self.settings = settings
        return settings
    }

    private mutating func render(_ paths: [String], links: SiteLinks, config: SiteConfig) {
        let renderer = PageRenderer(site: links, policy: config.rawHTML, offline: site.offline)
        let targets = paths.sorted().compactMap { pages[$0]?.page }
        var unused = Diagnostics()
        let results = ParallelMap.map(targets, into: &unused) { page, _ -> RenderedResult in
            var sink = Diagnostics()
            return RenderedResult(page: renderer.render(page, into: &sink), diagnostics: sink)
        }
        for (page, result) in zip(targets, results) { rendered[page.sourcePath] = (result.page, result.diagnostics) }
    }

    /// Assembles every page when navigation may have changed (`changes`, given the pages'
    /// navigation keys here), else only `changed`; returns whether it was a full assemble. A full
    /// assemble leaves out the search index's files: `replaceSearchFiles` puts every one of them
    /// in after it.
    private mutating func assemble(_ ordered: [CriteriaPage], changed: [String], changes: inout ChangePlan, config: SiteConfig) -> Bool {
        let pagesInOrder = ordered.compactMap { rendered[$0.sourcePath]?.page }
        let keys = pagesInOrder.map(PageKeys.Navigation.init)
        changes.compare(navigation: keys, since: assembler == nil ? nil : navigationKeys)
        let full = changes.assemblesAll
        navigationKeys = keys
        var sink = Diagnostics()
        if full {
            let tree = NavigationBuilder(config: config).build(pagesInOrder)
            let assembler = PageAssembler(config: config, tree: tree, theme: theme, stamp: stamp, into: &sink)
            self.assembler = assembler
            let output = assembler.assemble(pagesInOrder, into: &sink)
            // Only what this assemble makes (a page's file may be under the index's folder too,
            // from a content folder named `search`, and goes with the rest).
            files = Dictionary(OutputFile.made(output).map { ($0.path, $0.contents) }, uniquingKeysWith: { _, last in last })
            assembleDiagnostics = sink
        } else if let assembler {
            for path in changed {
                guard let page = rendered[path]?.page else { continue }
                let file = assembler.criteriaPage(page)
                files[file.path] = file.contents
            }
        }
        return full
    }

    /// The search files' texts, made on all cores and only where their inputs changed
    /// (`SearchFilesReuse`), put in place of the last save's: every search file, kept or made
    /// again, is written into `files`.
    private mutating func replaceSearchFiles(with index: SearchIndex) -> SearchFilesReuse.Made {
        let before = searchFiles.paths
        let made = searchFiles.files(for: index)
        // The last save's search files that this one does not make (there are fewer) go by
        // name, rather than by filtering every path of the site.
        let madePaths = Set(made.files.map(\.path))
        for path in before where !madePaths.contains(path) { files[path] = nil }
        for file in made.files { files[file.path] = file.text }
        return made
    }

    // MARK: - Results

    var servedRoots: [URL] {
        guard let settings else { return [] }
        return settings.themeLayers + [settings.assetsRoot].compactMap { $0 }
    }

    var includesRoot: URL? { settings?.includesRoot }

    var themeRoots: [URL] { settings?.themeLayers ?? [] }

    private func snapshot(_ ordered: [CriteriaPage]) -> SiteSnapshot {
        let media = ordered.compactMap { rendered[$0.sourcePath]?.page.media }.flatMap { $0 }
        return SiteSnapshot(files: files, copies: SiteSnapshot.copies(theme: theme, media: media, assets: assets))
    }

    /// `paths`: the sources' paths, sorted. In a build's order: load, parse, render, check and
    /// layout problems.
    private func diagnostics(_ paths: [String]) -> Diagnostics {
        var all = globalDiagnostics
        all.append(contentsOf: includeDiagnostics)
        all.append(contentsOf: loadProblems)
        for path in paths { all.append(contentsOf: pages[path]?.diagnostics.all ?? []) }
        for path in paths { all.append(contentsOf: rendered[path]?.diagnostics.all ?? []) }
        all.append(contentsOf: checkDiagnostics)
        all.append(contentsOf: assembleDiagnostics)
        return settings?.config.rules.apply(all) ?? all
    }
}

private struct RenderedResult: Sendable {
    var page: RenderedPage
    var diagnostics: Diagnostics
}
