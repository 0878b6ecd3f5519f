import Foundation

/// The page pass: every page read, parsed, checked, drafted for the index, rendered and
/// assembled on one core (`PageWork`), its file written as it is made; in a preview, only the
/// pages and steps a change touches, the others' results recalled.
extension PipelineRun {
    /// The pages to go through, a batch at a time on all cores; what the pages gave is kept in
    /// page order as they come (`PageKeeper`), the search's docs files written as they fill. A
    /// build that will fail stops writing but still goes through every page, for its
    /// diagnostics. A preview keeps what its pages gave after each batch (`SiteMemory`), so a
    /// first run does not hold every page's index drafts unpacked.
    mutating func pagePass(_ plan: BuildPlan, into destination: inout BuildDestination?) -> PagesDone {
        let work = pageWork(plan)
        let visits = self.visits(plan)
        let keeper = PageKeeper(failing: loadDiagnostics.hasErrors || layoutDiagnostics.hasErrors,
                                failingOnWarnings: purpose.failsOnWarnings, rules: settings.config.rules,
                                takesDocs: purpose.makesSite && !remembers)
        var writing = 0.0, rendered: Set<String> = []   // a preview's pages rendered
        // One word cache per core for the whole pass: a cache made per batch met every word again.
        let words = StatePool<WordCache>()
        for start in stride(from: 0, to: visits.count, by: pagesPerBatch) {
            let batch = Array(visits[start..<min(start + pagesPerBatch, visits.count)])
            let total = visits.count
            // Given up between batches only: no core is writing into it then. After the last
            // batch, the emit stage gives up the folder of a build that failed.
            if keeper.stopsWriting { destination?.abandon() }
            let writer = destination?.pageWriter
            Self.run(work, on: batch, words: words, writer: writer,
                     progress: progress.map { report in { @Sendable done in report("pages", start + done, total) } }) { index, result in
                keeper.keep(result, of: batch[index].source, record: plan.reusable[batch[index].source.path], writer: writer)
            }
            let started = Date()
            let files = keeper.takeBatchFiles()
            destination?.record(files.written)
            do { try destination?.write(files.held) } catch { keeper.noteWriteFailure(error) }
            writing += Date().timeIntervalSince(started)
            if remembers { rendered.formUnion(memory.keep(keeper.takeRemembered())) }
        }
        var done = PagesDone(pages: keeper.takePages(), writeFailure: keeper.writeFailure, keeping: keeper.keeping, writing: writing)
        if remembers { done.pages = recalledPass(rendered: rendered) } else { addWCAGPages(to: &done.pages) }
        clock.lap("pages")
        for step in done.pages.time.laps { clock.note("  \(step.name), thread time", seconds: step.seconds) }
        clock.note("  keeping results, thread time", seconds: done.keeping)
        clock.note("  writing between batches, wall time", seconds: done.writing)
        return done
    }

    /// What each page goes through. Criteria pages show titles only in their navigation: no
    /// card texts, which come from rendering.
    func pageWork(_ plan: BuildPlan) -> PageWork {
        let config = settings.config
        return PageWork(contentRoot: site.contentRoot, parser: PageParser(includes: includes),
                        renderer: PageRenderer(site: plan.links, policy: config.rawHTML, offline: site.offline),
                        checker: ContentChecker(site: plan.links), assembler: plan.assembler, rules: config.rules,
                        pageURLs: config.pageURLs, keptTexts: keptTexts, remembers: remembers)
    }

    /// The pages to go through and their steps: every page through every step of the run, but
    /// rendering for those the build cache keeps; in a preview, the pages a change touches,
    /// through the steps it calls for (`PageSteps.again`).
    private mutating func visits(_ plan: BuildPlan) -> [PageWork.Visit] {
        guard remembers else {
            let steps = purpose.steps.union(.parse)
            return sources.map { source in
                PageWork.Visit(source: source, outputPath: plan.pageFiles[source.path],
                               steps: plan.reusable[source.path] == nil ? steps : steps.subtracting(.render))
            }
        }
        let pageURLs = settings.config.pageURLs
        let redraft = memory.index.draftedURLs != pageURLs
        memory.index.draft(for: pageURLs)
        let reparsed = Set(recall?.reparsed ?? [])
        return sources.compactMap { source in
            let held = memory.pages[source.path]
            let steps = PageSteps.again(held: held != nil, reparse: reparsed.contains(source.path), changes: plan.changes, redraft: redraft)
            guard !steps.isEmpty, let file = memory.sources[source.path] else { return nil }
            return PageWork.Visit(source: source, outputPath: plan.pageFiles[source.path], steps: steps, held: held, file: file)
        }
    }

    /// The search pages of the success criteria the pages cite, after the content's.
    private func addWCAGPages(to pass: inout PagePass) {
        guard purpose.steps.contains(.index) else { return }
        let numbers = siteLayout(stamp: nil, history: nil).citedCriteria(pass.records.values.lazy.map(\.facets))
        let pageURLs = settings.config.pageURLs
        // On every core: after the content's last page, one core drafting them left the other idle.
        var unused = Diagnostics()
        let drafted = ParallelMap.map(numbers, into: &unused) { number, _ in WCAGSearchPages.drafts(of: number, pageURLs: pageURLs) }
        for drafts in drafted { pass.index.add(drafts) }
    }

    /// One batch of pages on all cores, a page at a time, each result handed to `keep` in batch
    /// order as soon as it can be; the pages a core goes through share a word cache for the
    /// index drafts (`WordCache`), kept in `words` from batch to batch.
    private static func run(_ work: PageWork, on batch: [PageWork.Visit], words: StatePool<WordCache>, writer: FolderWriter?,
                            progress: (@Sendable (Int) -> Void)?, keep: @Sendable (Int, PageWork.Result) -> Void) {
        ParallelMap.forEach(batch, reusing: WordCache.init, from: words, progress: progress, { visit, words in
            work.run(visit, writer: writer, words: &words)
        }, inOrder: keep)
    }
}
