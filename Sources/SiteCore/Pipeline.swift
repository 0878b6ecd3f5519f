import Foundation

/// The whole-site entry points, and where each stage of a build is.
///
/// A build (`CachedBuild`, for `criteria build`, and `build` here, for bundles and tests) goes:
/// 1. load: settings, theme, assets, each content file's outline and hash (`CachedBuild`'s
///    `BuildRun.init`: `SiteSettings`, `ContentLoader.survey`, `BuildCache.read`);
/// 2. plan: links, navigation, output paths and what changed since the last build, from the
///    outlines alone (`BuildRun.plan`, `PageKeys`);
/// 3. page pass: each page read, parsed, checked, drafted for the index, rendered and assembled
///    on one core, its file written as it is made (`BuildRun.pagePass`, `PageWork`, `PageKeeper`);
/// 4. finish: links into fragments checked, the index scored, overview pages, search files and
///    the site's other files made (`BuildRun.finish`);
/// 5. emit: the rest written and the staging folder put in place, or the files kept in memory
///    (`BuildRun.toDisk`, `BuildRun.toMemory`, `BuildDestination`).
/// Watch mode (`IncrementalSite`) keeps each stage's results between saves and redoes what a
/// change touches, with the same change detector (`PageKeys`). `check`, `searchIndex` and
/// `parsedPages` run the first stages over the whole site at once.
///
/// Stages report problems into `sink` and keep going, so one run reports every problem.
/// Parsing and rendering run in parallel, one cmark parser per document.
public struct Pipeline: Sendable {
    public typealias Progress = @Sendable (_ stage: String, _ done: Int, _ total: Int) -> Void

    public init() {}

    /// The whole site in memory, every page rendered: what `criteria bundle` and tests use. It is
    /// `CachedBuild`'s build with no cache and memory for the folder, so both build the same site.
    public func build(_ site: SiteInput, into sink: inout Diagnostics, progress: Progress? = nil) -> BuildOutput {
        let built = CachedBuild().inMemory(site, progress: progress)
        sink.append(contentsOf: built.diagnostics)
        return built.output
    }

    /// `criteria check`: what a build reports about the content (load, parse, render and the
    /// content rules), without assembling or writing anything. Returns the checked pages' source
    /// paths, relative to the content folder.
    public func check(_ site: SiteInput, into sink: inout Diagnostics) -> [String] {
        var clock = StageClock()
        var found = Diagnostics()
        let (settings, _, assets, sources, pages, drafts) = loadAndParse(site, into: &found, progress: nil, clock: &clock)
        let links = SiteLinks(pages: pages, origins: settings.config.siteOrigins, assets: assets, pageURLs: settings.config.pageURLs).leavingOut(drafts: drafts)
        let renderer = PageRenderer(site: links, policy: settings.config.rawHTML)
        // Rendered for the sanitizer's `raw-html` warnings; the HTML itself is not needed.
        _ = ParallelMap.map(pages, into: &found) { page, sink in renderer.render(page, into: &sink) }
        ContentChecker(site: links).check(pages, sources: sources, into: &found)
        sink.append(contentsOf: settings.config.rules.apply(found))
        return pages.map(\.sourcePath)
    }

    /// The search index of a content folder, for `criteria search`: load and parse, then index.
    public func searchIndex(_ site: SiteInput, into sink: inout Diagnostics) -> SearchIndex {
        var clock = StageClock()
        let loaded = loadAndParse(site, into: &sink, progress: nil, clock: &clock)
        var index = IndexBuilder(pageURLs: loaded.settings.config.pageURLs).build(loaded.pages)
        index.configure(theme: loaded.theme, config: loaded.settings.config)
        return index
    }

    /// The parsed pages of a content folder, for `criteria export`: load and parse only.
    public func parsedPages(_ site: SiteInput, into sink: inout Diagnostics) -> [CriteriaPage] {
        var clock = StageClock()
        return loadAndParse(site, into: &sink, progress: nil, clock: &clock).pages
    }

    private func loadAndParse(_ site: SiteInput, into sink: inout Diagnostics, progress: Progress?, clock: inout StageClock)
        -> (settings: SiteSettings, theme: Theme, assets: AssetCatalog, sources: [SourceFile], pages: [CriteriaPage], drafts: [PageOutline]) {
        let loaded = load(site, into: &sink)
        clock.lap("load")
        let pages = parse(loaded.sources, includes: loaded.includes, into: &sink, progress: progress)
        clock.lap("parse")
        return (loaded.settings, loaded.theme, loaded.assets, loaded.sources, pages, loaded.drafts)
    }

    /// Load stage: settings, theme, assets and every content file, read but not parsed.
    func load(_ site: SiteInput, into sink: inout Diagnostics) -> LoadedSite {
        let settings = SiteSettings.resolve(site, into: &sink)
        let theme = settings.loadTheme(into: &sink)
        let assets = AssetLoader().load(settings.assetsRoot)
        let includes = settings.loadIncludes(contentRoot: site.contentRoot, into: &sink)
        let files = ContentLoader().load(contentRoot: site.contentRoot, excluding: settings.excludedFolders(output: site.outputRoot),
                                         patterns: settings.config.exclude, into: &sink)
        let outlines = files.map { PageParser().outline($0) }
        let sources = zip(files, outlines).filter { site.includesDrafts || !$0.1.isDraft }.map(\.0)
        let drafts = site.includesDrafts ? [] : outlines.filter(\.isDraft)
        return LoadedSite(settings: settings, theme: theme, assets: assets, includes: includes, sources: sources, drafts: drafts)
    }

    /// Parse stage, on all cores; diagnostics in source order.
    func parse(_ sources: [SourceFile], includes: IncludeLibrary, into sink: inout Diagnostics, progress: Progress? = nil) -> [CriteriaPage] {
        let parser = PageParser(includes: includes)
        return ParallelMap.map(sources, into: &sink, progress: { progress?("parse", $0, sources.count) }) { source, sink in
            parser.parse(source, into: &sink)
        }
    }

    /// Writes a finished build; refuses when it had errors, so the previous site stays.
    public func emit(_ output: BuildOutput, site: SiteInput) throws -> OutputWriter.Summary {
        try OutputWriter().write(output.files, media: output.media, assets: output.assets, theme: output.theme,
                                 to: site.outputRoot, content: site.contentRoot, force: site.force)
    }
}
