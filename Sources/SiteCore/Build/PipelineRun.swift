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
        theme = settings.loadTheme(into: &loadDiagnostics)
        assets = AssetLoader().load(settings.assetsRoot)
        includes = settings.loadIncludes(contentRoot: site.contentRoot, into: &loadDiagnostics)
        settingsPrint = purpose.makesSite ? BuildFingerprint.settings(site: site, settings: settings, theme: theme, assets: assets) : ""
        // A stamped build (a bundle) differs from every other, so it neither reads nor is worth a cache.
        let (surveyed, output) = Self.survey(site, settings: settings, usingCache: purpose.readsCache && site.stampDate == nil,
                                             keeping: keptTexts, into: &loadDiagnostics)
        loadDiagnostics = settings.config.rules.apply(loadDiagnostics)
        sources = surveyed.filter { site.includesDrafts || !$0.outline.isDraft }
        drafts = surveyed.filter { !site.includesDrafts && $0.outline.isDraft }.map(\.outline)
        for draft in drafts { _ = keptTexts.take(draft.sourcePath) }   // left out: no page pass takes them
        outputVerdict = output?.verdict
        ownOutput = (try? outputVerdict?.get()) == .ours
        previous = output?.cache
        cache = previous?.settings == settingsPrint ? previous : nil
        clock.lap("load")
    }

    /// The content surveyed while, on another core, the output folder is looked through and its
    /// cache read: they are independent, and one after the other they were most of a no-change
    /// build.
    private static func survey(_ site: SiteInput, settings: SiteSettings, usingCache: Bool, keeping kept: KeptTexts,
                               into sink: inout Diagnostics)
        -> (surveyed: [SurveyedSource], output: (verdict: Swift.Result<OutputFolderGuard.Verdict, any Error>, cache: BuildCache?)?) {
        var surveyDiagnostics = Diagnostics()
        let (surveyed, output) = ParallelMap.alongside({
            ContentLoader().survey(contentRoot: site.contentRoot, excluding: settings.excludedFolders(output: site.outputRoot),
                                   patterns: settings.config.exclude, keeping: kept, into: &surveyDiagnostics)
        }, { () -> (verdict: Swift.Result<OutputFolderGuard.Verdict, any Error>, cache: BuildCache?)? in
            guard usingCache else { return nil }
            let verdict = verdict(of: site)
            return (verdict, (try? verdict.get()) == .ours ? BuildCache.read(in: site.outputRoot) : nil)
        })
        sink.append(contentsOf: surveyDiagnostics)
        return (surveyed, output)
    }

    static func verdict(of site: SiteInput) -> Swift.Result<OutputFolderGuard.Verdict, any Error> {
        Swift.Result { try OutputFolderGuard().check(output: site.outputRoot, content: site.contentRoot, force: site.force) }
    }
}
