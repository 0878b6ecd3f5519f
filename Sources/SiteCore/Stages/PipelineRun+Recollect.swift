import Foundation

/// A preview's finish stage (`PipelinePurpose.preview`): the index scored from the pages' packed
/// drafts, links into fragments resolved against names kept while they hold, the site's other
/// files kept while the navigation holds, and only the search files whose inputs changed made
/// again (`SearchFilesReuse`).
extension PipelineRun {
    /// The index is scored on another core while this one resolves checks, lays the site's
    /// other files out again when the navigation changed, and gathers the problems: scoring is
    /// the longest step of a save.
    mutating func recollect(_ plan: BuildPlan, _ done: PagesDone) -> IncrementalSite.Outcome {
        let paths = sources.map(\.path), searched = paths + keepWCAGSearchPages(), index = memory.index
        var changes = plan.changes
        let (diagnostics, scored) = ParallelMap.alongside({ () -> Diagnostics in
            compareNavigation(&changes)
            // Redirect pages are the layout's: an alias added or gone changes links, not navigation.
            changes.remakesAll ? layOutSite(plan) : keepPageFiles(done.revisited)
            let checks = memory.fragments.resolve(sources.map { ($0.path, $0.outline.address, memory.pages[$0.path]?.findings) })
            return siteDiagnostics(parse: paths.flatMap { memory.pages[$0]?.parseDiagnostics ?? [] },
                                   render: paths.flatMap { memory.pages[$0]?.renderDiagnostics ?? [] }, checks: checks)
        }, { index.scored(searched) })
        var configured = scored
        configured.configure(theme: theme, config: settings.config)
        let search = replaceSearchFiles(with: configured)
        let checks = ChecksScript.file(paths.compactMap { path in memory.pages[path]?.checksEntry.map { (path, $0) } })
        memory.files[checks.path] = checks.contents
        let media = paths.flatMap { memory.pages[$0]?.rendered?.media ?? [] }
        let snapshot = SiteSnapshot(files: memory.files, copies: SiteSnapshot.copies(theme: theme, media: media, assets: assets))
        let reparsed = recall?.reparsed ?? []
        return IncrementalSite.Outcome(snapshot: snapshot, diagnostics: diagnostics, pagesParsed: reparsed.count,
                                       pagesRendered: done.pagesRendered, wasFullAssemble: changes.assemblesAll,
                                       docsFilesMade: search.docsMade, termShardsMade: search.shardsMade,
                                       contentFilesRead: recall?.filesRead ?? 0, sourcesChanged: reparsed.sorted())
    }

    /// The keys of the WCAG pages' search pages (`WCAGSearchPages`), drafted when first cited.
    private mutating func keepWCAGSearchPages() -> [String] {
        let cited = siteLayout(stamp: nil, history: nil).citedCriteria(sources.compactMap { memory.pages[$0.path]?.facets })
        for number in cited where !memory.index.holds(WCAGSearchPages.key(of: number)) {
            memory.index.keep(WCAGSearchPages.drafts(of: number, pageURLs: settings.config.pageURLs), of: WCAGSearchPages.key(of: number))
        }
        return cited.map(WCAGSearchPages.key)
    }

    /// Compares the pages' navigation keys, each with its card, with the last run's.
    private mutating func compareNavigation(_ changes: inout ChangePlan) {
        let keys = sources.map { source in
            var key = PageKeys.Navigation(source.outline)
            let held = memory.pages[source.path]
            key.card = held?.rendered.map { .init(summary: $0.summary, isGuide: !$0.hasCriteria, facets: held?.facets ?? PageFacets()) }
            return key
        }
        changes.compare(navigation: keys, since: memory.navigationKeys)
        memory.navigationKeys = keys
    }

    /// The overview pages and the site's other files made with every page's card, and every
    /// file of the site put in place of the last run's; the search files go in after.
    private mutating func layOutSite(_ plan: BuildPlan) {
        var cards = SiteLayout.Cards()
        for source in sources {
            guard let held = memory.pages[source.path], let rendered = held.rendered else { continue }
            cards.summaries[source.path] = rendered.summary
            cards.facets[source.path] = held.facets
            if !rendered.hasCriteria { cards.guides.insert(source.path) }
        }
        let made = siteLayout(stamp: plan.stamp, history: plan.history).files(plan.outlines, cards: cards)
        let pageFiles = sources.compactMap { memory.pages[$0.path]?.file }
        memory.files = Dictionary((pageFiles + OutputFile.made(made)).map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// The navigation holds: the site's files stay, but for the pages gone through again.
    private mutating func keepPageFiles(_ revisited: [String]) {
        for path in revisited {
            guard let file = memory.pages[path]?.file else { continue }
            memory.files[file.path] = file.contents
        }
    }

    /// The search files' texts, made on all cores and only where their inputs changed, put in
    /// place of the last run's: every search file, kept or made again, goes into the site's files.
    private mutating func replaceSearchFiles(with index: SearchIndex) -> SearchFilesReuse.Made {
        let before = memory.searchFiles.paths
        let made = memory.searchFiles.files(for: index)
        // The last run's search files that this one does not make (there are fewer) go by
        // name, rather than by filtering every path of the site.
        let madePaths = Set(made.files.map(\.path))
        for path in before where !madePaths.contains(path) { memory.files[path] = nil }
        for file in made.files { memory.files[file.path] = file.text }
        return made
    }
}
