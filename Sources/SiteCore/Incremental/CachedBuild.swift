import Foundation

/// `criteria build` with the build cache (`BuildCache`, kept in the output folder): the same site
/// as `Pipeline.build`, doing only the work its inputs' changes call for.
///
/// - Nothing changed (same tool, settings and content, every written file intact): nothing is
///   parsed, rendered or written; the last build's diagnostics are reported again.
/// - Some pages changed, but no page's address, aliases, title or order did: every page is parsed (links are checked and the search index is built from all of
///   them), only the changed pages are rendered and assembled, the overview pages are assembled
///   again, and only files whose bytes differ are written.
/// - Otherwise (or with no usable cache) every page is rendered and assembled; still only
///   changed files are written.
public struct CachedBuild: Sendable {
    public init() {}

    /// What `plan` found to do; `write` carries it out.
    public struct Plan: Sendable {
        public var diagnostics: Diagnostics
        public var pageCount: Int
        public var pagesRendered: Int
        /// Nothing changed: nothing to write.
        public var isUpToDate: Bool
        public var stageTimes: [StageLap]
        /// The built site; nil when up to date.
        var output: BuildOutput?
        fileprivate var kept: [String] = []
        fileprivate var cache: BuildCache?
        fileprivate var previousFiles: [String: BuildCache.File] = [:]
    }

    public struct Summary: Sendable, Equatable {
        public var filesWritten: Int
        public var filesRemoved: Int
        public var setAside: String?
    }

    /// usingCache: false renders every page whatever the output folder holds (`Pipeline.build`).
    public func plan(_ site: SiteInput, progress: Pipeline.Progress? = nil, usingCache: Bool = true) -> Plan {
        var clock = StageClock()
        var sink = Diagnostics()
        let loaded = Pipeline().load(site, into: &sink)
        let settingsPrint = BuildFingerprint.settings(site: site, settings: loaded.settings, theme: loaded.theme, assets: loaded.assets)
        let sourceHashes = Dictionary(uniqueKeysWithValues: loaded.sources.map { ($0.path, ContentHash($0.text).hex) })
        // A stamped build (a bundle) differs from every other, so it neither reads nor is worth a cache.
        let ownOutput = usingCache && site.stampDate == nil
            && (try? OutputFolderGuard().check(output: site.outputRoot, content: site.contentRoot, force: false)) == .ours
        let previous = ownOutput ? BuildCache.read(in: site.outputRoot) : nil
        let cache = previous?.settings == settingsPrint ? previous : nil
        clock.lap("load")
        if let cache, cache.pages.mapValues(\.source) == sourceHashes, cache.files.allSatisfy({ path, file in
            file.isIntact(at: site.outputRoot.appendingPathComponent(path).path, source: Self.copySource(of: path, loaded))
        }) {
            var replayed = Diagnostics()
            replayed.append(contentsOf: cache.diagnostics)
            return Plan(diagnostics: replayed, pageCount: cache.pages.count, pagesRendered: 0, isUpToDate: true,
                        stageTimes: clock.laps)
        }

        let pages = Pipeline().parse(loaded.sources, into: &sink, progress: progress)
        clock.lap("parse")
        // Indexed before rendering: the index's working memory is let go before the rendered
        // pages are held, so the two do not add up (10,000 pages: peak 1,588 → 1,309 MiB).
        let searchFiles = SearchIndexFiles().files(for: IndexBuilder().build(pages))
        clock.lap("index")
        let links = SiteLinks(pages: pages, origins: loaded.settings.config.siteOrigins, assets: loaded.assets)
        let linkSignature = pages.map { "\($0.sourcePath) \($0.address) \($0.aliases)" }
        var renderAll = cache == nil || cache?.linkSignature != linkSignature
        let reusable: [String: BuildCache.Page] = renderAll ? [:] : (cache?.pages ?? [:]).filter { path, record in
            sourceHashes[path] == record.source
                && cache?.files[record.outputPath]?.isIntact(at: site.outputRoot.appendingPathComponent(record.outputPath).path, source: nil) == true
        }
        let renderer = PageRenderer(site: links, policy: loaded.settings.config.rawHTML, offline: site.offline)
        var rendered = render(pages.filter { reusable[$0.sourcePath] == nil }, with: renderer, progress: progress)
        var pagesInOrder = pages.map { page in
            rendered[page.sourcePath]?.page ?? Self.standIn(for: page, from: reusable[page.sourcePath]!)
        }
        let navigationSignature = pagesInOrder.map(Self.navigationEntry)
        if !renderAll && navigationSignature != cache?.navigationSignature {
            // Every page shows every title in its navigation: all of them change.
            rendered.merge(render(pages.filter { rendered[$0.sourcePath] == nil }, with: renderer, progress: progress)) { new, _ in new }
            pagesInOrder = pages.map { rendered[$0.sourcePath]!.page }
            renderAll = true
        }
        for page in pages {
            sink.append(contentsOf: rendered[page.sourcePath]?.diagnostics.all ?? reusable[page.sourcePath]!.renderDiagnostics)
        }
        clock.lap("render")
        ContentChecker(site: links).check(pages, sources: loaded.sources, into: &sink)
        clock.lap("check")
        let tree = NavigationBuilder(config: loaded.settings.config).build(pagesInOrder)
        let stamp = site.stampDate.map { BuildStamp(date: $0, contentVersion: ContentVersionReader().version(of: site.contentRoot)) }
        let assembler = PageAssembler(config: loaded.settings.config, tree: tree, theme: loaded.theme, stamp: stamp, into: &sink)
        var files = assembler.assemble(pagesInOrder, only: renderAll ? nil : Set(rendered.keys), into: &sink)
        clock.lap("assemble")
        let kept = renderAll ? [] : pages.compactMap { rendered[$0.sourcePath] == nil ? reusable[$0.sourcePath]?.outputPath : nil }
        let records = Dictionary(uniqueKeysWithValues: pages.map { page in
            (page.sourcePath, BuildCache.Page(
                source: sourceHashes[page.sourcePath] ?? "", outputPath: PageAssembler.outputPath(page.address),
                summary: rendered[page.sourcePath]?.page.summary ?? reusable[page.sourcePath]!.summary,
                media: rendered[page.sourcePath]?.page.media ?? reusable[page.sourcePath]!.media,
                renderDiagnostics: rendered[page.sourcePath]?.diagnostics.all ?? reusable[page.sourcePath]!.renderDiagnostics))
        })
        // Each page's tabs are held by its file until the emit stage writes it (`OutputFile`);
        // the build's list of pages keeps only what media copying and the bundle need.
        let pagesRendered = rendered.count
        rendered = [:]
        pagesInOrder = pagesInOrder.map { RenderedPage(page: $0.page, introHTML: "", tabs: [], media: $0.media, summary: $0.summary) }
        files += searchFiles
        let newCache = BuildCache(settings: settingsPrint, linkSignature: linkSignature, navigationSignature: navigationSignature,
                                  pages: records, files: [:], diagnostics: sink.all)
        let output = BuildOutput(config: loaded.settings.config, theme: loaded.theme, assets: loaded.assets,
                                 pages: pagesInOrder, files: files, stageTimes: clock.laps)
        return Plan(diagnostics: sink, pageCount: pages.count, pagesRendered: pagesRendered, isUpToDate: false,
                    stageTimes: clock.laps, output: output, kept: kept, cache: newCache,
                    previousFiles: ownOutput ? previous?.files ?? [:] : [:])
    }

    /// Writes what `plan` built and then the cache; call it only for a plan without errors.
    public func write(_ plan: Plan, site: SiteInput) throws -> Summary {
        guard let output = plan.output, var cache = plan.cache else { return Summary(filesWritten: 0, filesRemoved: 0) }
        let entries = SiteEntries.list(files: output.files, media: output.media, assets: output.assets, theme: output.theme,
                                       kept: plan.kept)
        let verdict = try OutputFolderGuard().check(output: site.outputRoot, content: site.contentRoot, force: site.force)
        let summary: Summary
        if verdict == .ours {
            let result = try OutputUpdater().update(entries, kept: plan.kept, previous: plan.previousFiles, output: site.outputRoot)
            cache.files = result.records
            summary = Summary(filesWritten: result.written.count, filesRemoved: result.removed.count)
        } else {
            let written = try OutputWriter().write(entries, to: site.outputRoot, content: site.contentRoot, force: site.force)
            cache.files = OutputUpdater.records(of: entries, outcomes: written.outcomes, in: site.outputRoot)
            summary = Summary(filesWritten: written.summary.filesWritten, filesRemoved: 0, setAside: written.summary.setAside)
        }
        try FileOperations().writeAtomically(try cache.encoded(), to: site.outputRoot, path: BuildCache.fileName)
        return summary
    }

    // MARK: - Helpers

    /// Where the emit stage copies an output file from (`SiteEntries`): theme assets under
    /// `_assets/`, media from the assets folder; nil for generated files.
    private static func copySource(of path: String, _ loaded: LoadedSite) -> URL? {
        let themePrefix = Theme.assetsFolder + "/"
        if path.hasPrefix(themePrefix), let source = loaded.theme.assets[String(path.dropFirst(themePrefix.count))] { return source }
        guard let root = loaded.assets.root, loaded.assets.files.contains(path) else { return nil }
        return root.appendingPathComponent(path)
    }

    private func render(_ pages: [CriteriaPage], with renderer: PageRenderer, progress: Pipeline.Progress?)
        -> [String: (page: RenderedPage, diagnostics: Diagnostics)] {
        var unused = Diagnostics()
        let results = ParallelMap.map(pages, into: &unused, progress: { progress?("render", $0, pages.count) }) { page, _ in
            var sink = Diagnostics()
            return RenderResult(page: renderer.render(page, into: &sink), diagnostics: sink)
        }
        return Dictionary(uniqueKeysWithValues: results.map { ($0.page.page.sourcePath, ($0.page, $0.diagnostics)) })
    }

    /// An unchanged page as navigation, overview pages and media copying see it. Its own HTML
    /// file is kept, so its tabs are not needed.
    private static func standIn(for page: CriteriaPage, from record: BuildCache.Page) -> RenderedPage {
        RenderedPage(page: page, introHTML: "", tabs: [], media: record.media, summary: record.summary)
    }

    /// What every page's navigation shows of a page. Card texts are left out: only overview
    /// pages show them, and those are assembled on every build.
    private static func navigationEntry(_ rendered: RenderedPage) -> String {
        "\(rendered.page.address) \(rendered.page.title) \(rendered.page.order ?? -1)"
    }
}

private struct RenderResult: Sendable {
    var page: RenderedPage
    var diagnostics: Diagnostics
}
