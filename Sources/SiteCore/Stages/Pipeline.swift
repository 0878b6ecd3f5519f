import Foundation

/// The build, in one place: every command that reads content (`build`, `bundle`, `check`,
/// `search`, `export`, `serve`) runs the same stages, in this order (`run`):
/// 1. load: settings, theme, assets, includes, each content file's hash and outline (its front
///    matter; the texts kept for the page pass while `KeptTexts` allows), and the output
///    folder's build cache (`PipelineRun.init`);
/// 2. plan: links, navigation, which page writes which file, and what changed since the last
///    build (`PipelineRun.plan`, `BuildPlan`, `ChangePlan` over `PageKeys`);
/// 3. page pass, in batches on all cores: each page read, parsed, checked, drafted for the
///    index, rendered and assembled on one core, its file written as it is made
///    (`PipelineRun.pagePass`, `PageWork`, `PageKeeper`);
/// 4. finish: links into other pages' fragments checked, the index scored, overview pages,
///    navigation with every page's card, search files and the site's other files made
///    (`PipelineRun.finish`, `SiteLayout`, `FragmentResolution`);
/// 5. emit: the rest written and the staging folder put in place, or the files kept in memory
///    (`PipelineRun.emit`, `BuildDestination`).
/// What a command wants (`PipelinePurpose`) decides where the files go and how far each page
/// goes: `check` renders but assembles nothing, `search` drafts the index only, `export` keeps
/// the parsed pages.
///
/// A preview (watch mode: `IncrementalSite`, `Pipeline.preview`) is a build with memory: its
/// own load stage recalls what earlier runs made (`SiteMemory`) and loads again what the changed
/// paths touch (`ChangeScope`); then the same four stages run, each given the memory (empty for
/// a build) and keeping in it what the next save needs (`PipelineRun.remembers`). The plan keeps
/// links and claims while the pages' keys hold (`ChangePlan`, against the last run's keys where a
/// build compares the cache's); the page pass goes through the pages and steps a change touches
/// (`PageSteps.again`, `PageWork.Visit`), each page's results kept (`PageMemory`), and gives the
/// finish stage every page as a build's pass would; the finish stage lays the site's other files
/// out again only when the navigation with every page's card changed, and remakes only the search
/// files whose inputs changed (`SearchFilesReuse`); the emit stage's destination is the memory,
/// and the snapshot it makes (`PipelineRun+Preview`).
///
/// A build goes a page at a time, so its memory grows with the site only by what every page
/// needs of the others (outlines, navigation, fragment names) and by the search index. With the
/// build cache (`BuildCache`, kept in the output folder):
/// - Nothing changed (same tool, settings and content, every written file intact): nothing is
///   parsed, rendered or written; the last build's diagnostics are reported again.
/// - Some pages changed, but no page's address, aliases, title or order did: every page is
///   parsed (links are checked and the search index is built from all of them), only the
///   changed pages are rendered and assembled, and only files whose bytes differ are written.
/// - Otherwise every page is rendered; still only changed files are written.
///
/// Stages report problems into diagnostics and keep going, so one run reports every problem.
public struct Pipeline: Sendable {
    public typealias Progress = @Sendable (_ stage: String, _ done: Int, _ total: Int) -> Void

    /// Pages per batch. A build that will fail gives up its staging folder between batches, so a
    /// batch is what it may write in vain; the cores wait for each other only at its end.
    let pagesPerBatch: Int
    /// How many bytes of content text the survey keeps for the page pass (`KeptTexts`).
    let keptTextBytes: Int

    public init() { self.init(pagesPerBatch: 256) }

    /// Tests use small batches, so a few pages go through several, and may keep no texts, so
    /// that the page pass reads files again.
    init(pagesPerBatch: Int, keptTextBytes: Int = KeptTexts.defaultBytes) {
        self.pagesPerBatch = pagesPerBatch
        self.keptTextBytes = keptTextBytes
    }

    /// The stages, in order, for every purpose but a preview's.
    func run(_ site: SiteInput, for purpose: PipelinePurpose, progress: Progress? = nil) -> PipelineOutcome {
        // 1. load: settings, theme, assets, includes, outlines, the last build's cache
        run(PipelineRun(site: site, purpose: purpose, pagesPerBatch: pagesPerBatch, keptTextBytes: keptTextBytes, progress: progress))
    }

    /// Watch mode's run (`PipelinePurpose.preview`): the same stages, each given what earlier
    /// runs made (`memory`, given back with this run's results) and redoing what the changed
    /// paths (absolute; nil: everything) call for. It writes no folder and reads no cache, so
    /// it has no refused output or up-to-date shortcut, and its destination is the memory.
    func preview(_ site: SiteInput, changed: Set<String>?, memory: inout SiteMemory) -> IncrementalSite.Outcome {
        var taken = SiteMemory()
        swap(&taken, &memory)
        // 1. load: what changed loaded again, the rest recalled
        var outcome = run(PipelineRun(site: site, remembering: consume taken, changed: changed, pagesPerBatch: pagesPerBatch))
        // A preview reads no cache and writes no folder, so neither shortcut of `run` applies.
        guard let preview = outcome.preview, let kept = outcome.memory.take() else { preconditionFailure("a preview remembers") }
        memory = kept
        return preview
    }

    /// The stages after loading, in order.
    private func run(_ run: consuming PipelineRun) -> PipelineOutcome {
        if let refused = run.refusedOutput() { return refused }       // an output folder it may not write
        if let unchanged = run.upToDate() { return unchanged }        // nothing changed since the last build
        var destination = run.openDestination()                       // a staging folder, memory, or nowhere
        let plan = run.plan()                                         // 2. plan: links, navigation, what changed
        var pages = run.pagePass(plan, into: &destination)            // 3. parse, check, index, render, assemble
        let finished = run.finish(plan, &pages, into: &destination)   // 4. overviews, navigation, search, the rest
        Discard.elsewhere((consume plan, consume pages))              // read no more: freed beside the emit stage
        let outcome = run.emit(finished, into: destination)           // 5. emit
        Discard.elsewhere((consume run, consume finished))
        return outcome
    }

    /// `criteria build`: the site written into its output folder, doing only the work its
    /// inputs' changes call for. failingOnWarnings: warnings, like errors, keep the previous
    /// site (`--warnings-as-errors`).
    public func build(_ site: SiteInput, failingOnWarnings: Bool = false, progress: Progress? = nil) -> BuildResult {
        run(site, for: .folder(failingOnWarnings: failingOnWarnings), progress: progress).result
    }

    /// The whole site in memory, every page rendered and no cache read or written: what
    /// `criteria bundle` and tests use. Same stages, so the same site as a build into a folder.
    public func build(_ site: SiteInput, into sink: inout Diagnostics, progress: Progress? = nil) -> BuildOutput {
        let outcome = run(site, for: .memory, progress: progress)
        sink.append(contentsOf: outcome.result.diagnostics)
        guard let output = outcome.output else { preconditionFailure("a run in memory keeps its site") }
        return output
    }

    /// `criteria check`: what a build reports about the content (load, parse, render and the
    /// content rules), without assembling or writing anything. Returns the checked pages' source
    /// paths, relative to the content folder.
    public func check(_ site: SiteInput, into sink: inout Diagnostics) -> [String] {
        let outcome = run(site, for: .check)
        sink.append(contentsOf: outcome.result.diagnostics)
        return outcome.sourcePaths
    }

    /// The search index of a content folder, for `criteria search`: the pages parsed and indexed.
    public func searchIndex(_ site: SiteInput, into sink: inout Diagnostics) -> SearchIndex {
        let outcome = run(site, for: .searchIndex)
        sink.append(contentsOf: outcome.result.diagnostics)
        guard let index = outcome.index else { preconditionFailure("a run for the index scores it") }
        return index
    }

    /// The parsed pages of a content folder, for `criteria export`.
    public func parsedPages(_ site: SiteInput, into sink: inout Diagnostics) -> [CriteriaPage] {
        exportable(site, into: &sink).pages
    }

    /// The parsed pages, and the export that names their files as the site does (`page-urls:`).
    public func exportable(_ site: SiteInput, into sink: inout Diagnostics) -> (pages: [CriteriaPage], export: SiteExport) {
        let outcome = run(site, for: .parsedPages)
        sink.append(contentsOf: outcome.result.diagnostics)
        return (outcome.pages, SiteExport(pageURLs: outcome.pageURLs, dates: outcome.dates))
    }

    /// The parsed pages as plan rows (their files where the site puts them, their dates), and
    /// what plan links start with (`criteria plan`).
    public func plannable(_ site: SiteInput, into sink: inout Diagnostics) -> (checks: [PlanCheck], linkBase: String) {
        let outcome = run(site, for: .parsedPages)
        sink.append(contentsOf: outcome.result.diagnostics)
        return (PlanCheck.rows(outcome.pages, pageURLs: outcome.pageURLs, dates: outcome.dates), outcome.linkBase)
    }

    /// Writes a site built in memory; refuses when it had errors, so the previous site stays.
    public func emit(_ output: BuildOutput, site: SiteInput) throws -> OutputWriter.Summary {
        try OutputWriter().write(output.files, media: output.media, assets: output.assets, theme: output.theme,
                                 to: site.outputRoot, content: site.contentRoot, force: site.force)
    }
}
