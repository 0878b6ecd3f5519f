import Foundation

/// One run of the pipeline, stage by stage (`Pipeline.run` calls them in order). The load stage
/// is `init`; the plan, the page pass, the finish and the emit stages are in its extensions.
struct PipelineRun {
    let site: SiteInput
    let purpose: PipelinePurpose
    let progress: Pipeline.Progress?
    let pagesPerBatch: Int
    /// The sources' texts the survey kept, each taken by its page in the page pass.
    let keptTexts: KeptTexts
    var clock = StageClock()
    /// Problems of loading, then of laying out (templates, output paths claimed twice).
    var loadDiagnostics = Diagnostics()
    var layoutDiagnostics = Diagnostics()

    let settings: SiteSettings
    let theme: Theme
    let assets: AssetCatalog
    let includes: IncludeLibrary
    let sources: [SurveyedSource]
    /// The pages marked `draft: true` that this build leaves out, for the link check.
    let drafts: [PageOutline]
    /// The content folder's git history (`dates: git`), for the pages' dates and the changes
    /// page; nil outside git, with `dates: off`, or for a run that shows no dates.
    let history: ContentHistory?
    /// The settings' fingerprint the cache is kept under; empty for a run that makes no site.
    let settingsPrint: String
    /// The build cache of the output folder, when it is ours and was written with these settings.
    var cache: BuildCache?
    /// What `OutputFolderGuard` says of the output folder, asked once: it reads every file name
    /// there. Nil for a build that reads no cache, until it writes.
    let outputVerdict: Swift.Result<OutputFolderGuard.Verdict, any Error>?
    let ownOutput: Bool
    var previous: BuildCache?
    /// Why the output folder could not be opened; the content is still built, for its diagnostics.
    var writeFailure: (any Error)?
    /// A preview's results of earlier runs (`SiteMemory`), and what its load stage found
    /// changed; empty and nil for every other run.
    var memory = SiteMemory()
    var recall: SiteMemory.Recall?

    /// Whether the run keeps what its stages made for the next (a preview's).
    var remembers: Bool { recall != nil }

    /// The load stage: settings, theme, assets, includes, and each content file's hash and
    /// outline (its front matter; the texts are kept for the page pass when `KeptTexts` allows),
    /// with the last build's cache when the run writes into a folder.
    init(site: SiteInput, purpose: PipelinePurpose, pagesPerBatch: Int, keptTextBytes: Int, progress: Pipeline.Progress?) {
        self.site = site
        self.purpose = purpose
        self.progress = progress
        self.pagesPerBatch = pagesPerBatch
        let keptTexts = KeptTexts(bytes: keptTextBytes)
        self.keptTexts = keptTexts
        let settings = SiteSettings.resolve(site, into: &loadDiagnostics)
        self.settings = settings
        let (surveyed, assets, surroundings) = Self.survey(site, settings: settings, purpose: purpose, keeping: keptTexts,
                                                           into: &loadDiagnostics)
        theme = surroundings.theme
        self.assets = assets
        includes = surroundings.includes
        settingsPrint = purpose.makesSite ? BuildFingerprint.settings(site: site, settings: settings, theme: theme, assets: assets) : ""
        loadDiagnostics = settings.config.rules.apply(loadDiagnostics)
        sources = surveyed.filter { site.includesDrafts || !$0.outline.isDraft }
        drafts = surveyed.filter { !site.includesDrafts && $0.outline.isDraft }.map(\.outline)
        for draft in drafts { _ = keptTexts.take(draft.sourcePath) }   // left out: no page pass takes them
        history = surroundings.history
        outputVerdict = surroundings.output?.verdict
        ownOutput = (try? outputVerdict?.get()) == .ours
        previous = surroundings.output?.cache
        cache = previous?.settings == settingsPrint ? previous : nil
        clock.lap("load")
    }

    /// What the load stage reads besides the content and the assets: the theme (its templates
    /// parsed), the includes, and the output folder's verdict and cache; nil output for a run
    /// that reads no cache.
    private struct Surroundings: Sendable {
        var theme: Theme
        var includes: IncludeLibrary
        var diagnostics: Diagnostics
        var output: (verdict: Swift.Result<OutputFolderGuard.Verdict, any Error>, cache: BuildCache?)?
        var history: ContentHistory?
    }

    /// The content surveyed and the assets loaded while, on another core, the theme and the
    /// rest are loaded and the output folder looked through and its cache read: they are
    /// independent. One after the other, the theme and the assets held up the survey, and the
    /// output folder was most of a no-change build; the theme, its lexicon the longest part,
    /// held up the assets (docs/performance-history.md). Problems in the order of the steps: the
    /// theme's and includes', then the survey's.
    private static func survey(_ site: SiteInput, settings: SiteSettings, purpose: PipelinePurpose, keeping kept: KeptTexts,
                               into sink: inout Diagnostics) -> (surveyed: [SurveyedSource], assets: AssetCatalog, surroundings: Surroundings) {
        var surveyDiagnostics = Diagnostics()
        let ((surveyed, assets), surroundings) = ParallelMap.alongside({
            (ContentLoader().survey(contentRoot: site.contentRoot, excluding: settings.excludedFolders(output: site.outputRoot),
                                    patterns: settings.config.exclude, keeping: kept, into: &surveyDiagnostics),
             AssetLoader().load(settings.assetsRoot))
        }, {
            loadSurroundings(site, settings: settings, purpose: purpose)
        })
        sink.append(contentsOf: surroundings.diagnostics)
        sink.append(contentsOf: surveyDiagnostics)
        return (surveyed, assets, surroundings)
    }

    private static func loadSurroundings(_ site: SiteInput, settings: SiteSettings, purpose: PipelinePurpose) -> Surroundings {
        var diagnostics = Diagnostics()
        // Started first: git runs while the rest is read. None outside a repository.
        let dates = purpose.showsDates && settings.config.dates == .git && GitHistoryReader.mayBeInRepository(site.contentRoot)
        let lookup = dates ? GitHistoryReader.PlaceLookup(site.contentRoot) : nil
        var output: (verdict: Swift.Result<OutputFolderGuard.Verdict, any Error>, cache: BuildCache?)?
        // A stamped build (a bundle) differs from every other, so it neither reads nor is worth a cache.
        if purpose.readsCache && site.stampDate == nil {
            let verdict = verdict(of: site)
            output = (verdict, (try? verdict.get()) == .ours ? BuildCache.read(in: site.outputRoot) : nil)
        }
        let refused = if case .failure? = output?.verdict { true } else { false }
        let parsesTemplates = purpose.makesSite && !refused && output?.cache == nil
        // Parsed here, beside the survey and the lexicon, and kept by the theme for the plan
        // stage, whose renderer takes the parse; a theme with problems is not kept, and the plan
        // stage parses it again and reports them. A build with a cache may be up to date and need
        // no template (the fingerprint that tells is made after the assets are loaded): its plan
        // stage parses them if it does. A refused output folder ends the build before any.
        let theme = settings.loadTheme(alongsideLexicon: { theme in
            guard parsesTemplates else { return }
            var reportedByThePlan = Diagnostics()
            _ = TemplateRenderer(theme: theme, into: &reportedByThePlan)
        }, into: &diagnostics)
        let includes = settings.loadIncludes(contentRoot: site.contentRoot, into: &diagnostics)
        // Read after the cache, whose history it extends with the commits made since.
        let history = lookup.flatMap { GitHistoryReader().read(site.contentRoot, since: output?.cache?.history, readingStatus: false, at: $0.place()) }
        return Surroundings(theme: theme, includes: includes, diagnostics: diagnostics, output: output, history: history)
    }

    static func verdict(of site: SiteInput) -> Swift.Result<OutputFolderGuard.Verdict, any Error> {
        Swift.Result { try OutputFolderGuard().check(output: site.outputRoot, content: site.contentRoot, force: site.force) }
    }
}
