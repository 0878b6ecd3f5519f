/// A preview's entry point (`PipelinePurpose.preview`, `Pipeline.preview`): its load stage
/// recalls what earlier runs made (`SiteMemory`) and loads again only what the changed paths
/// touch; the stages after it are a build's, each given the memory (`remembers`). Here is what
/// they hand it, and the emit stage's destination: the memory, and the snapshot it makes.
extension PipelineRun {
    /// The load stage of a preview: settings, theme, assets, includes and the content files
    /// loaded again as the changed paths (`changed`; nil: everything) say, the rest recalled.
    init(site: SiteInput, remembering memory: consuming SiteMemory, changed: Set<String>?, pagesPerBatch: Int) {
        self.site = site
        purpose = .preview
        progress = nil
        self.pagesPerBatch = pagesPerBatch
        keptTexts = KeptTexts(bytes: 0)
        let recall = memory.recall(site, changed: changed)
        settings = recall.settings
        theme = memory.theme
        assets = memory.assets
        includes = memory.includes
        // Every stage goes through the pages in source-path order, sorted while sources come or go.
        let order = memory.order ?? memory.surveyed.keys.sorted()
        memory.order = order
        sources = order.compactMap { memory.surveyed[$0] }
        drafts = memory.drafts.keys.sorted().compactMap { memory.drafts[$0] }
        loadDiagnostics = memory.loadDiagnostics
        settingsPrint = ""
        // Read on every save: a save makes a file uncommitted, and a commit moves the dates.
        history = recall.settings.config.dates == .git ? GitHistoryReader().read(site.contentRoot, since: memory.history) : nil
        memory.history = history
        outputVerdict = nil
        ownOutput = false
        self.memory = consume memory
        self.recall = recall
    }

    /// The page pass over every page, from memory, with the search pages of the success
    /// criteria they cite, drafted when first cited.
    mutating func recalledPass(rendered: Set<String>) -> PagePass {
        let cited = siteLayout(stamp: nil, history: nil).citedCriteria(sources.compactMap { memory.pages[$0.path]?.facets })
        for number in cited where !memory.index.holds(WCAGSearchPages.key(of: number)) {
            memory.index.keep(WCAGSearchPages.drafts(of: number, pageURLs: settings.config.pageURLs), of: WCAGSearchPages.key(of: number))
        }
        return memory.pass(of: sources, rendered: rendered, searched: sources.map(\.path) + cited.map(WCAGSearchPages.key))
    }

    /// What the finish stage makes again: a build, everything; a preview, the site's other
    /// files only when some page's navigation keys, its card among them, changed.
    mutating func navigationChanges(_ plan: BuildPlan, cards: SiteLayout.Cards) -> ChangePlan {
        guard remembers else { return ChangePlan(everything: true) }
        return memory.navigationChanges(plan.changes, outlines: plan.outlines, cards: cards)
    }

    /// The search files: a build's as the finish stage made them; a preview's made from the
    /// scored index only where their inputs changed.
    mutating func searchFiles(_ search: (index: SearchIndex?, files: [OutputFile])) -> [OutputFile] {
        guard let index = search.index else { return search.files }
        return memory.searchFiles(for: index)
    }

    /// The emit stage of a preview: the files made kept for the next save, the site's snapshot
    /// and what the save did, and the memory handed back to the session.
    mutating func remember(_ made: FinishedSite.Remembered, of finished: FinishedSite) -> (IncrementalSite.Outcome, SiteMemory) {
        memory.keep(made)
        var snapshot = SiteSnapshot(files: memory.files, copies: SiteSnapshot.copies(theme: theme, media: finished.media, assets: assets))
        snapshot.publishStylesheets(of: theme)
        let reparsed = recall?.reparsed ?? []
        let outcome = IncrementalSite.Outcome(snapshot: snapshot, diagnostics: finished.diagnostics, pagesParsed: reparsed.count,
                                              pagesRendered: finished.pagesRendered, wasFullAssemble: made.assembledAll,
                                              docsFilesMade: memory.searchFilesMade.docs, termShardsMade: memory.searchFilesMade.shards,
                                              contentFilesRead: recall?.filesRead ?? 0, sourcesChanged: reparsed.sorted())
        var taken = SiteMemory()
        swap(&taken, &memory)
        return (outcome, taken)
    }
}
