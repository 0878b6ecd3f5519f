import Foundation

/// Watch mode's build: keeps every stage's results between builds and redoes only what a change
/// touches. A changed page is parsed, rendered and assembled again; navigation and overviews
/// when titles, order or the set of pages change; every page when the theme, config or assets
/// change. The search index is rescored every time (its scores depend on every page) from
/// tokens cached per page, on another core while the pages are rebuilt. The snapshot equals a
/// full `Pipeline.build` of the same content.
public final class IncrementalSite: @unchecked Sendable {
    public let site: SiteInput
    private var settings: SiteSettings?
    private var theme = Theme()
    private var assets = AssetCatalog.empty
    /// What older entries include; a change to it parses the pages that include anything again.
    private var includes = IncludeLibrary.empty
    private var globalDiagnostics = Diagnostics()
    /// Problems reading the includes folder.
    private var includeDiagnostics = Diagnostics()
    /// Problems reading content files (not UTF-8, unreadable), by file.
    private var loadProblems: [String: [Diagnostic]] = [:]
    private var sources: [String: SourceFile] = [:]
    private var pages: [String: (page: CriteriaPage, diagnostics: Diagnostics)] = [:]
    private var rendered: [String: (page: RenderedPage, diagnostics: Diagnostics)] = [:]
    /// Each page's index drafts, packed in the session's term numbers (`TermNumbering`).
    private var packedDrafts: [String: PackedDrafts] = [:]
    private var termNumbering = TermNumbering()
    /// The postings' storage of the last save's scoring, for the next (`SpareBlocks`).
    private let spareBlocks = SpareBlocks()
    /// The search files' texts, kept from one rebuild to the next where their inputs are the same.
    private var searchFiles = SearchFilesReuse()
    private var assembleDiagnostics = Diagnostics()
    private let checker = IncrementalChecker()
    private var checkDiagnostics = Diagnostics()
    private var files: [String: String] = [:]
    /// What links to pages depend on (`LinkKey`) and what navigation and overview pages show of
    /// them (`NavigationKey`), page by page, at the last rebuild.
    private var linkSignature: [LinkKey] = []
    private var navigationSignature: [NavigationKey] = []
    /// The last rebuild's assembler, kept while the navigation stays the same: with it go its
    /// tree and each folder's rendered navigation.
    private var assembler: PageAssembler?
    /// The last rebuild's links, kept while the link signature, config and assets stay the same.
    private var links: SiteLinks?

    public init(site: SiteInput) { self.site = site }

    /// What one rebuild did, for the terminal and for tests.
    public struct Outcome: Sendable {
        public var snapshot: SiteSnapshot
        public var diagnostics: Diagnostics
        public var pagesParsed: Int
        public var pagesRendered: Int
        public var wasFullAssemble: Bool
        /// Search files whose text was made again, where their inputs changed (`SearchFilesReuse`).
        public var docsFilesMade: Int
        public var termShardsMade: Int
        /// Content files read: the changed ones, or all when the content folder was listed again.
        public var contentFilesRead: Int
        /// The sources (paths under the content folder) that changed, were added or went away.
        public var sourcesChanged: [String]
    }

    /// Rebuilds after `changed` (absolute paths); nil means everything (the first build).
    public func rebuild(changed: Set<String>?) -> Outcome {
        var scope = ChangeScope(changed: changed, site: site, settings: settings, holdsContent: holdsContent)
        if scope.settings || settings == nil {
            let excluded = settings?.config.exclude
            reloadSettings()
            // Other patterns leave out other files: the content is listed again.
            if settings?.config.exclude != excluded { scope.relistContent = true }
        }
        if scope.assets || scope.settings { assets = AssetLoader().load(settings?.assetsRoot) }
        let includesChanged = (scope.includes || scope.settings) && reloadIncludes()
        let (reloaded, contentFilesRead) = reloadContent(scope)
        let reparsed = reloaded + (includesChanged ? reparseIncluding(except: Set(reloaded)) : [])
        // Sorted once per rebuild (it was once per stage, 4 % of a save at 10,000 pages): every
        // stage below goes through the pages in source-path order.
        let paths = sources.keys.sorted()
        let ordered = paths.compactMap { pages[$0]?.page }
        let everything = scope.settings || scope.assets
        let newLinkSignature = ordered.map { LinkKey(sourcePath: $0.sourcePath, address: $0.address, aliases: $0.aliases) }
        let renderAll = everything || newLinkSignature != linkSignature
        linkSignature = newLinkSignature
        // Made from exactly what the signature holds, the config's origins and the assets: kept
        // while those stay (making it for 10,000 pages was 7 % of a save), with what it found.
        if renderAll || self.links == nil {
            self.links = SiteLinks(pages: ordered, origins: settings!.config.siteOrigins, assets: assets)
        }
        let links = self.links!
        let toRender = renderAll ? Array(pages.keys) : reparsed.filter { pages[$0] != nil }
        // The index is drafted and scored on another core while this one renders, checks and
        // assembles: scoring alone was a third of a save at 10,000 pages, on one core. The two
        // sides touch different state: the index side only `packedDrafts`, `termNumbering` and
        // `spareBlocks` (`scoredIndex`), this side none of them; the index's files go in once both are done.
        let (done, index) = ParallelMap.alongside({
            render(toRender, links: links)
            checkDiagnostics = checker.check(ordered, sources: sources, changed: reparsed, everything: everything || renderAll, site: links)
            let fullAssemble = assemble(ordered, changed: toRender, force: everything)
            return (fullAssemble: fullAssemble, diagnostics: diagnostics(paths))
        }, { [self] in scoredIndex(ordered, changed: reparsed) })
        let searchFilesMade = replaceSearchFiles(with: index)
        return Outcome(snapshot: snapshot(ordered), diagnostics: done.diagnostics, pagesParsed: reparsed.count,
                       pagesRendered: toRender.count, wasFullAssemble: done.fullAssemble,
                       docsFilesMade: searchFilesMade.docsMade, termShardsMade: searchFilesMade.shardsMade,
                       contentFilesRead: contentFilesRead, sourcesChanged: reparsed.sorted())
    }

    // MARK: - Stages

    private func reloadSettings() {
        globalDiagnostics = Diagnostics()
        settings = SiteSettings.resolve(site, into: &globalDiagnostics)
        theme = settings!.loadTheme(into: &globalDiagnostics)
    }

    /// Reads the includes folder again; returns whether any file in it changed.
    private func reloadIncludes() -> Bool {
        var sink = Diagnostics()
        let fresh = settings?.loadIncludes(contentRoot: site.contentRoot, into: &sink) ?? .empty
        includeDiagnostics = sink
        defer { includes = fresh }
        return fresh != includes
    }

    /// Parses again the pages that include something (`except` those just parsed); returns their paths.
    private func reparseIncluding(except parsed: Set<String>) -> [String] {
        let dependent = pages.filter { !$0.value.page.includes.isEmpty && !parsed.contains($0.key) }.keys.sorted()
        let files = dependent.compactMap { sources[$0] }
        let parser = PageParser(includes: includes)
        var unused = Diagnostics()
        let results = ParallelMap.map(files, into: &unused) { file, _ -> ParsedPage in
            var sink = Diagnostics()
            return ParsedPage(page: parser.parse(file, into: &sink), diagnostics: sink)
        }
        for (file, result) in zip(files, results) { pages[file.path] = (result.page, result.diagnostics) }
        return files.map(\.path)
    }

    /// Whether `relative` (to the content folder) is a source, a file that could not be loaded,
    /// or a folder above either.
    private func holdsContent(_ relative: String) -> Bool {
        let folder = relative + "/"
        return sources[relative] != nil || loadProblems[relative] != nil
            || sources.keys.contains { $0.hasPrefix(folder) } || loadProblems.keys.contains { $0.hasPrefix(folder) }
    }

    /// Reads what changed and parses it; returns the source paths parsed or removed, and how
    /// many files were read.
    private func reloadContent(_ scope: ChangeScope) -> (reparsed: [String], filesRead: Int) {
        let contentRoot = site.contentRoot.standardizedFileURL.path
        let named = scope.contentPaths.map { String($0.dropFirst(contentRoot.count + 1)) }
        let targeted = !scope.relistContent && named.allSatisfy { sources[$0] != nil }
        var fresh: [SourceFile] = []
        var gone: [String] = []
        if targeted {
            for path in named {
                var sink = Diagnostics()
                if let file = ContentLoader().loadFile(path, contentRoot: site.contentRoot, into: &sink) {
                    fresh.append(file)
                } else {
                    gone.append(path)
                }
                loadProblems[path] = sink.all.isEmpty ? nil : sink.all
            }
        } else {
            var sink = Diagnostics()
            fresh = ContentLoader().load(contentRoot: site.contentRoot,
                                         excluding: settings?.excludedFolders(output: site.outputRoot) ?? [site.outputRoot],
                                         patterns: settings?.config.exclude ?? [], into: &sink)
            loadProblems = Dictionary(grouping: sink.all, by: \.location.file)
            gone = Array(Set(sources.keys).subtracting(fresh.map(\.path)))
        }
        if !site.includesDrafts {
            // A page marked as a draft is left out as if it were gone, as a build leaves it out.
            let drafts = fresh.filter { PageParser().outline($0).isDraft }.map(\.path)
            fresh.removeAll { drafts.contains($0.path) }
            gone += drafts.filter { sources[$0] != nil }
        }
        for path in gone {
            sources[path] = nil; pages[path] = nil; rendered[path] = nil; packedDrafts[path] = nil
        }
        let changed = fresh.filter { sources[$0.path] != $0 || pages[$0.path] == nil }
        for file in fresh { sources[file.path] = file }
        var unused = Diagnostics()
        let parser = PageParser(includes: includes)
        let parsed = ParallelMap.map(changed, into: &unused) { file, _ -> ParsedPage in
            var sink = Diagnostics()
            return ParsedPage(page: parser.parse(file, into: &sink), diagnostics: sink)
        }
        for (file, result) in zip(changed, parsed) { pages[file.path] = (result.page, result.diagnostics) }
        return (changed.map(\.path) + gone, targeted ? named.count : fresh.count)
    }

    private func render(_ paths: [String], links: SiteLinks) {
        let renderer = PageRenderer(site: links, policy: settings!.config.rawHTML)
        let targets = paths.sorted().compactMap { pages[$0]?.page }
        var unused = Diagnostics()
        let results = ParallelMap.map(targets, into: &unused) { page, _ -> RenderedResult in
            var sink = Diagnostics()
            return RenderedResult(page: renderer.render(page, into: &sink), diagnostics: sink)
        }
        for (page, result) in zip(targets, results) { rendered[page.sourcePath] = (result.page, result.diagnostics) }
    }

    /// Assembles every page when navigation may have changed, else only `changed`; returns
    /// whether it was a full assemble. A full assemble leaves out the search index's files:
    /// `replaceSearchFiles` puts every one of them in after it.
    private func assemble(_ ordered: [CriteriaPage], changed: [String], force: Bool) -> Bool {
        let pagesInOrder = ordered.compactMap { rendered[$0.sourcePath]?.page }
        let signature = pagesInOrder.map(NavigationKey.init)
        let full = force || signature != navigationSignature || assembler == nil
        navigationSignature = signature
        var sink = Diagnostics()
        if full {
            let tree = NavigationBuilder(config: settings!.config).build(pagesInOrder)
            let assembler = PageAssembler(config: settings!.config, tree: tree, theme: theme, into: &sink)
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

    /// Drafts the changed pages, and on the first build every page, on all cores, each core
    /// reusing a word cache as `CachedBuild`'s do (drafted one after another, each page with a
    /// cache of its own, a 10,000-page session started in 15–18 s, not 12–14 s). Each page's
    /// drafts are packed once into the session's term numbers, and every save scores the packed
    /// pages as they are: packing all 7 million pairs again was a quarter of a save at 10,000
    /// pages. Runs beside the other stages (`rebuild`): touches no state but `packedDrafts`,
    /// `termNumbering` and `spareBlocks`.
    private func scoredIndex(_ pages: [CriteriaPage], changed: [String]) -> SearchIndex {
        for path in changed { packedDrafts[path] = nil }
        let missing = pages.filter { packedDrafts[$0.sourcePath] == nil }
        let drafted = ParallelMap.map(missing, reusing: WordCache.init) { page, words in IndexBuilder().drafts(of: page, cache: &words) }
        for (page, pageDrafts) in zip(missing, drafted) { packedDrafts[page.sourcePath] = termNumbering.pack(pageDrafts) }
        var accumulator = IndexAccumulator(numbering: termNumbering, spareBlocks: spareBlocks)
        accumulator.add(contentsOf: pages.map { packedDrafts[$0.sourcePath] ?? PackedDrafts() })
        // Consumed, not copied: a copy shares the units, and finishing then copies all 100,000
        // of them (five strings retained each) to make them its own.
        var index = (consume accumulator).finish()
        index.configure(theme: theme, config: settings?.config ?? SiteConfig())
        return index
    }

    /// The search files' texts, made on all cores and only where their inputs changed
    /// (`SearchFilesReuse`), put in place of the last save's: every search file, kept or made
    /// again, is written into `files`.
    private func replaceSearchFiles(with index: SearchIndex) -> SearchFilesReuse.Made {
        let before = searchFiles.paths
        let made = searchFiles.files(for: index)
        // The last save's search files that this one does not make (there are fewer) go by
        // name: filtering the whole site's 16,000 paths for them was 3 % of a save.
        let madePaths = Set(made.files.map(\.path))
        for path in before where !madePaths.contains(path) { files[path] = nil }
        for file in made.files { files[file.path] = file.text }
        return made
    }

    // MARK: - Results

    /// The folders copied files may come from (theme layers, assets): a server checks that a file,
    /// symbolic links resolved, is inside one of them before sending it.
    public var servedRoots: [URL] {
        guard let settings else { return [] }
        return settings.themeLayers + [settings.assetsRoot].compactMap { $0 }
    }

    /// The includes folder of older entries, to be watched with the content.
    public var includesRoot: URL? { settings?.includesRoot }

    /// The theme's folders, so a CSS-only change can be told from others.
    public var themeRoots: [URL] { settings?.themeLayers ?? [] }

    private func snapshot(_ ordered: [CriteriaPage]) -> SiteSnapshot {
        let media = ordered.compactMap { rendered[$0.sourcePath]?.page.media }.flatMap { $0 }
        return SiteSnapshot(files: files, copies: SiteSnapshot.copies(theme: theme, media: media, assets: assets))
    }

    /// `paths`: the sources' paths, sorted.
    private func diagnostics(_ paths: [String]) -> Diagnostics {
        var all = globalDiagnostics
        all.append(contentsOf: includeDiagnostics)
        for path in loadProblems.keys.sorted() { all.append(contentsOf: loadProblems[path]!) }
        for path in paths {
            if let parsed = pages[path] { all.append(contentsOf: parsed.diagnostics) }
            if let done = rendered[path] { all.append(contentsOf: done.diagnostics) }
        }
        all.append(contentsOf: assembleDiagnostics)
        all.append(contentsOf: checkDiagnostics)
        return settings?.config.rules.apply(all) ?? all
    }
}

private struct ParsedPage: Sendable {
    var page: CriteriaPage
    var diagnostics: Diagnostics
}

private struct RenderedResult: Sendable {
    var page: RenderedPage
    var diagnostics: Diagnostics
}

/// What links to a page depend on: a change to any of these re-renders every page.
private struct LinkKey: Equatable {
    var sourcePath: String
    var address: [String]
    var aliases: [String]
}

/// What navigation and overview pages show of a page: a change to any of these assembles the
/// whole site again.
private struct NavigationKey: Equatable {
    var address: [String]
    var title: String
    var order: Int?
    var summary: String
    var description: String?

    init(_ page: RenderedPage) {
        address = page.page.address
        title = page.page.title
        order = page.page.order
        summary = page.summary
        description = page.page.description
    }
}
