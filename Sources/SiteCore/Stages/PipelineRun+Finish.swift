/// The finish stage: what needs every page: links into other pages' fragments, the index
/// scored, overview pages and navigation with every page's card, search files, the rest of the
/// site's files.
extension PipelineRun {
    /// Fragment links checked, the index scored, overview pages and the rest of the layout's
    /// files made and, when the destination is a folder still written, written into it like the
    /// pages' files; the search index and the copied files are left to the emit stage.
    /// Diagnostics in stage order. A run that makes no site stops at what it asked for. A
    /// preview lays the site's other files out again only when the navigation, every page's
    /// card in it, changed, and makes only the search files whose inputs changed.
    mutating func finish(_ plan: BuildPlan, _ done: inout PagesDone, into destination: inout BuildDestination?) -> FinishedSite {
        var steps: [(name: String, seconds: Double)] = []
        defer {
            clock.lap("finish")
            for step in steps { clock.note("  \(step.name), wall time", seconds: step.seconds) }
        }
        guard purpose.makesSite else { return finishEarly(&done) }
        let cards = done.pages.cards
        let changes = navigationChanges(plan, cards: cards)
        let laidOut = scoreAndLayOut(plan, &done, cards: cards, layingOut: changes.remakesAll, into: destination)
        steps = laidOut.steps
        let (layoutFiles, checksFile, handOut) = (laidOut.layoutFiles, laidOut.checksFile, laidOut.handOut)
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
        let unwritten = handOut == nil ? (layoutFiles ?? []) + [checksFile] : []
        let searchFiles = searchFiles(laidOut.search)
        let diagnostics = siteDiagnostics(parse: done.pages.parseDiagnostics, render: done.pages.renderDiagnostics, checks: laidOut.checks)
        var finished = FinishedSite(diagnostics: diagnostics, kept: kept, media: done.pages.media, pagesRendered: done.pages.renderedCount,
                                    writeFailure: writeFailure)
        guard !remembers else {
            finished.remembered = .init(layout: layoutFiles, files: searchFiles + [checksFile], assembledAll: changes.assemblesAll)
            return finished
        }
        finished.entries = SiteEntries.list(files: unwritten + searchFiles, media: done.pages.media, assets: assets, theme: theme, kept: kept,
                                            writtenBefore: destination?.paths ?? [])
        finished.cache = BuildCache(settings: settingsPrint, linkSignature: plan.linkSignature, navigationSignature: plan.navigationSignature,
                                    pages: done.pages.records, files: [:], diagnostics: diagnostics.all,
                                    history: history.map { ContentHistory(head: $0.head, isShallow: $0.isShallow, commits: $0.commits) })
        return finished
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
            var scored = index.finish()
            scored.configure(theme: theme, config: settings.config)
            finished.index = scored
        }
        return finished
    }

    /// The index is scored on this thread while another core lays out the overview pages and
    /// `checks.js`, starts writing them (`FileHandOut`) and checks links into fragments; this
    /// thread joins in the writing once the index is scored. Each side's steps are timed for
    /// `--verbose`: the overview pages are made as they are written, so most of the layout
    /// side's time shows as writing. Scoring is the longest step here and the overview
    /// pages the longest to write. The index is taken out of the pass first, so it is let go as
    /// it is scored, not kept by the pass the other core reads. A build makes its search files
    /// here; a preview is handed the scored index, to make only those whose inputs changed.
    private mutating func scoreAndLayOut(_ plan: BuildPlan, _ done: inout PagesDone, cards: SiteLayout.Cards, layingOut: Bool,
                                         into destination: BuildDestination?) -> LaidOut {
        var index = IndexAccumulator()
        swap(&index, &done.pages.index)
        let checked = done.pages.checked, config = settings.config, theme = theme, outlines = plan.outlines
        let checksEntries = done.pages.checksEntries
        let layout = siteLayout(stamp: plan.stamp, history: plan.history), fragments = memory.fragments, remembers = remembers
        let history = plan.history
        let handOut = destination?.pageWriter.map(FileHandOut.init)
        let (search, (checks, resolved, layoutFiles, checksFile, layingTimes)) = ParallelMap.alongside({ () -> (index: SearchIndex?, files: [OutputFile], times: [Double]) in
            var clock = StepClock()
            // Taken out of the captured variable, so that finishing it copies nothing.
            var taken = IndexAccumulator()
            swap(&taken, &index)
            let lastDocs = remembers ? [] : taken.takeDocsFiles(all: true)
            var scored = (consume taken).finish()
            scored.configure(theme: theme, config: config)
            let t1 = clock.lap()
            let files = remembers ? [] : SearchIndexFiles().files(for: scored, includingDocs: false) + lastDocs
            let t2 = clock.lap()
            handOut?.write()
            return (remembers ? scored : nil, files, [t1, t2, clock.lap()])
        }, {
            var clock = StepClock()
            let files = layingOut ? layout.files(outlines, cards: cards) : nil
            let t1 = clock.lap()
            let checksFile = ChecksScript.file(checksEntries, moves: CheckMoves(history: history, pageURLs: config.pageURLs))
            let t2 = clock.lap()
            handOut?.publish((files ?? []) + [checksFile])
            var fragments = fragments
            let checks = fragments.resolve(checked)
            let t3 = clock.lap()
            handOut?.write()
            return (checks, fragments, files, checksFile, [t1, t2, t3, clock.lap()])
        })
        let steps = Array(zip(["index scored", "search files made", "writing, after the index"], search.times))
            + zip(["overview pages laid out", "checks script made", "fragment links checked", "writing, after the layout"], layingTimes)
        if remembers { memory.fragments = resolved }
        return LaidOut(search: (search.index, search.files), checks: checks, layoutFiles: layoutFiles, checksFile: checksFile, handOut: handOut,
                       steps: steps.map { (name: $0.0, seconds: $0.1) })
    }

    /// What `scoreAndLayOut` made: the scored index (kept by a preview) and a build's search
    /// files, the check stage's problems with fragment links added, the layout's files (nil when
    /// the navigation did not change in a preview), `checks.js`, what is writing them, and the
    /// wall time of each step on either side, for `--verbose`.
    private struct LaidOut {
        var search: (index: SearchIndex?, files: [OutputFile])
        var checks: [Diagnostic]
        var layoutFiles: [OutputFile]?
        var checksFile: OutputFile
        var handOut: FileHandOut?
        var steps: [(name: String, seconds: Double)]
    }

    /// The check stage's problems and those that need every page (`DuplicateTitleRule`,
    /// `OneCategoryRule`), at the site's levels: a build and watch mode report the same.
    func siteChecks(_ checks: [Diagnostic]) -> [Diagnostic] {
        let outlines = sources.map(\.outline)
        let navigation = NavigationBuilder(config: settings.config)
        return settings.config.rules.apply(OneCategoryRule.check(outlines, navigation: navigation) + checks
                                               + DuplicateTitleRule.check(outlines, navigation: navigation))
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
