import Foundation

/// The page pass: every page read, parsed, checked, drafted for the index, rendered and
/// assembled on one core (`PageWork`), its file written as it is made.
extension PipelineRun {
    /// Every page, a batch at a time on all cores; what the pages gave is kept in page order as
    /// they come (`PageKeeper`), the search's docs files written as they fill. A build that will
    /// fail stops writing but still goes through every page, for its diagnostics.
    mutating func pagePass(_ plan: BuildPlan, into destination: inout BuildDestination?) -> PagesDone {
        let work = pageWork(plan)
        let keeper = PageKeeper(failing: loadDiagnostics.hasErrors || layoutDiagnostics.hasErrors,
                                failingOnWarnings: purpose.failsOnWarnings, rules: settings.config.rules,
                                takesDocs: purpose.makesSite)
        var writing = 0.0
        // One word cache per core for the whole pass: a cache made per batch met every word again.
        let words = StatePool<WordCache>()
        for start in stride(from: 0, to: sources.count, by: pagesPerBatch) {
            let batch = Array(sources[start..<min(start + pagesPerBatch, sources.count)])
            let total = sources.count
            // Given up between batches only: no core is writing into it then. After the last
            // batch, the emit stage gives up the folder of a build that failed.
            if keeper.stopsWriting { destination?.abandon() }
            let writer = destination?.pageWriter
            Self.run(work, on: batch, words: words, reusable: plan.reusable, pageFiles: plan.pageFiles, writer: writer,
                     progress: progress.map { report in { @Sendable done in report("pages", start + done, total) } }) { index, result in
                keeper.keep(result, of: batch[index], record: plan.reusable[batch[index].path], writer: writer)
            }
            let started = Date()
            let files = keeper.takeBatchFiles()
            destination?.record(files.written)
            do { try destination?.write(files.held) } catch { keeper.noteWriteFailure(error) }
            writing += Date().timeIntervalSince(started)
        }
        let done = PagesDone(pages: keeper.takePages(), writeFailure: keeper.writeFailure, keeping: keeper.keeping, writing: writing)
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
                        checker: ContentChecker(site: plan.links), assembler: plan.assembler, steps: purpose.steps, rules: config.rules,
                        pageURLs: config.pageURLs, keptTexts: keptTexts)
    }

    /// One batch of pages on all cores, a page at a time, each result handed to `keep` in batch
    /// order as soon as it can be; the pages a core goes through share a word cache for the
    /// index drafts (`WordCache`), kept in `words` from batch to batch.
    private static func run(_ work: PageWork, on batch: [SurveyedSource], words: StatePool<WordCache>, reusable: [String: BuildCache.Page],
                            pageFiles: [String: String], writer: FolderWriter?, progress: (@Sendable (Int) -> Void)?,
                            keep: @Sendable (Int, PageWork.Result) -> Void) {
        ParallelMap.forEach(batch, reusing: WordCache.init, from: words, progress: progress, { source, words in
            work.run(source, render: reusable[source.path] == nil, outputPath: pageFiles[source.path], writer: writer, words: &words)
        }, inOrder: keep)
    }
}
