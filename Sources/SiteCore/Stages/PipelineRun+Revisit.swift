/// A preview's page pass (`PipelinePurpose.preview`): only the pages a change touches go
/// through the steps it calls for (`PageSteps.again`, `PageWork.revisit`); the others' results are
/// recalled.
extension PipelineRun {
    private struct Visit: Sendable {
        var source: SurveyedSource
        var file: SourceFile
        var held: PageMemory?
        var redo: PageSteps
        var outputPath: String?
    }

    /// The pages to go through again, on all cores, each core reusing a word cache for the
    /// index's drafts as a build's page pass does; what they give is kept in the run's memory.
    mutating func revisitPages(_ plan: BuildPlan) -> PagesDone {
        let work = pageWork(plan)
        let pageURLs = settings.config.pageURLs
        let redraft = memory.index.draftedURLs != pageURLs
        memory.index.draft(for: pageURLs)
        let reparsed = Set(recall?.reparsed ?? [])
        let visits = sources.compactMap { source -> Visit? in
            let held = memory.pages[source.path]
            let redo = PageSteps.again(held: held != nil, reparse: reparsed.contains(source.path), changes: plan.changes, redraft: redraft)
            guard !redo.isEmpty, let file = memory.sources[source.path] else { return nil }
            return Visit(source: source, file: file, held: held, redo: redo, outputPath: plan.pageFiles[source.path])
        }
        var done = PagesDone(pages: PagePass())
        // A batch at a time, as a build goes: each batch's index drafts are packed before the
        // next batch is made, so a first run does not hold every page's drafts unpacked. The
        // word caches go from batch to batch, as a build's do.
        let words = StatePool<WordCache>()
        for start in stride(from: 0, to: visits.count, by: pagesPerBatch) {
            let batch = Array(visits[start..<min(start + pagesPerBatch, visits.count)])
            let revisits = ParallelMap.map(batch, reusing: WordCache.init, from: words) { visit, words in
                work.revisit(visit.source, file: visit.file, held: visit.held, redo: visit.redo, outputPath: visit.outputPath, words: &words)
            }
            keep(revisits, of: batch, into: &done)
        }
        done.revisited = visits.map(\.source.path)
        return done
    }

    /// What the pages gave, kept in the run's memory.
    private mutating func keep(_ revisits: [PageWork.Revisit], of visits: [Visit], into done: inout PagesDone) {
        for (visit, revisit) in zip(visits, revisits) {
            // Names a page did not have, or has no more: links into fragments are resolved again.
            if visit.held?.findings?.names != revisit.page.findings?.names { memory.fragments.forgetNames() }
            if let drafts = revisit.drafts { memory.index.keep(drafts, of: visit.source.path) }
            memory.pages[visit.source.path] = revisit.page
            if revisit.rechecked { memory.fragments.forget(visit.source.path) }
            if revisit.rendered { done.pagesRendered += 1 }
        }
    }
}
