/// The finish stage: what needs every page: links into other pages' fragments, the index
/// scored, overview pages and navigation with every page's card, search files, the rest of the
/// site's files.
extension PipelineRun {
    /// Fragment links checked, the index scored, overview pages and the rest of the layout's
    /// files made and, when the destination is a folder still written, written into it like the
    /// pages' files; the search index and the copied files are left to the emit stage.
    /// Diagnostics in stage order. A run that makes no site stops at what it asked for.
    mutating func finish(_ plan: BuildPlan, _ done: inout PagesDone, into destination: inout BuildDestination?) -> FinishedSite {
        defer { clock.lap("finish") }
        guard purpose.makesSite else { return finishEarly(&done) }
        let (searchFiles, checks, layoutFiles, handOut) = scoreAndLayOut(plan, &done, into: destination)
        var writeFailure = done.writeFailure
        do {
            try destination?.record(handOut?.written() ?? [])
        } catch {
            writeFailure = writeFailure ?? error
        }
        // The pages not rendered again keep their files; the layout's files are left to the
        // emit stage only when they were not written here (a build in memory, or one that
        // stopped writing).
        let kept = sources.compactMap { plan.reusable[$0.path]?.outputPath }
        let unwritten = handOut == nil ? layoutFiles : []
        let entries = SiteEntries.list(files: unwritten + searchFiles, media: done.pages.media, assets: assets, theme: theme,
                                       kept: kept, writtenBefore: destination?.paths ?? [])
        let diagnostics = siteDiagnostics(parse: done.pages.parseDiagnostics, render: done.pages.renderDiagnostics, checks: checks)
        let newCache = BuildCache(settings: settingsPrint, linkSignature: plan.linkSignature, navigationSignature: plan.navigationSignature,
                                  pages: done.pages.records, files: [:], diagnostics: diagnostics.all,
                                  history: history.map { ContentHistory(head: $0.head, isShallow: $0.isShallow, commits: $0.commits) })
        return FinishedSite(diagnostics: diagnostics, entries: entries, kept: kept, cache: newCache, media: done.pages.media,
                            pagesRendered: done.pages.renderedCount, writeFailure: writeFailure)
    }

    /// `check`, `search` and `export`: the diagnostics, and the index or the pages they asked for.
    private func finishEarly(_ done: inout PagesDone) -> FinishedSite {
        var fragments = FragmentResolution()
        let checks = fragments.resolve(done.pages.checked)
        var finished = FinishedSite(diagnostics: siteDiagnostics(parse: done.pages.parseDiagnostics, render: done.pages.renderDiagnostics, checks: checks),
                                    pages: done.pages.parsed)
        if purpose == .searchIndex {
            var index = IndexAccumulator()
            swap(&index, &done.pages.index)
            addWCAGPages(to: &index, citedBy: done.pages.cards.facets)
            var scored = index.finish()
            scored.configure(theme: theme, config: settings.config)
            finished.index = scored
        }
        return finished
    }

    /// The index is scored on this thread while another core lays out the overview pages and
    /// `checks.js`, starts writing them (`FileHandOut`) and checks links into fragments; this
    /// thread joins in the writing once the index is scored. Scoring is the longest step here
    /// and the overview pages the longest to write. The index is taken out of the pass first, so it is let go as
    /// it is scored, not kept by the pass the other core reads.
    private func scoreAndLayOut(_ plan: BuildPlan, _ done: inout PagesDone, into destination: BuildDestination?)
        -> (searchFiles: [OutputFile], checks: [Diagnostic], layoutFiles: [OutputFile], handOut: FileHandOut?) {
        var index = IndexAccumulator()
        swap(&index, &done.pages.index)
        let cards = done.pages.cards
        addWCAGPages(to: &index, citedBy: cards.facets)
        let checked = done.pages.checked, config = settings.config, theme = theme, outlines = plan.outlines
        let checksEntries = done.pages.checksEntries
        let layout = siteLayout(stamp: plan.stamp, history: plan.history)
        let handOut = destination?.pageWriter.map(FileHandOut.init)
        let (searchFiles, (checks, layoutFiles)) = ParallelMap.alongside({
            let lastDocs = index.takeDocsFiles(all: true)
            var scored = index.finish()
            scored.configure(theme: theme, config: config)
            let files = SearchIndexFiles().files(for: scored, includingDocs: false) + lastDocs
            handOut?.write()
            return files
        }, {
            let files = layout.files(outlines, cards: cards) + [ChecksScript.file(checksEntries)]
            handOut?.publish(files)
            var fragments = FragmentResolution()
            let checks = fragments.resolve(checked)
            handOut?.write()
            return (checks, files)
        })
        return (searchFiles, checks, layoutFiles, handOut)
    }

    /// The search pages of the success criteria the pages cite, after the content's.
    private func addWCAGPages(to index: inout IndexAccumulator, citedBy facets: [String: PageFacets]) {
        for number in siteLayout(stamp: nil, history: nil).citedCriteria(facets.values) {
            index.add(WCAGSearchPages.drafts(of: number, pageURLs: settings.config.pageURLs))
        }
    }

    /// The check stage's problems and those that need every page (`DuplicateTitleRule`), at the
    /// site's levels: a build and watch mode report the same.
    func siteChecks(_ checks: [Diagnostic]) -> [Diagnostic] {
        let outlines = sources.map(\.outline)
        return settings.config.rules.apply(checks + DuplicateTitleRule.check(outlines, navigation: NavigationBuilder(config: settings.config)))
    }

    /// Load, parse, render, check and layout problems, in that order, for a build and a preview.
    /// Parse problems come as found and are set at the site's levels here, as they are reported:
    /// a change of `rules:` reaches the pages a preview does not parse again.
    func siteDiagnostics(parse: [Diagnostic], render: [Diagnostic], checks: [Diagnostic]) -> Diagnostics {
        var diagnostics = loadDiagnostics
        diagnostics.append(contentsOf: settings.config.rules.apply(parse))
        diagnostics.append(contentsOf: render)
        diagnostics.append(contentsOf: siteChecks(checks))
        diagnostics.append(contentsOf: layoutDiagnostics)
        return diagnostics
    }
}
