import Foundation

/// `criteria build`: the site from a content folder, written as it is built, doing only the
/// work its inputs' changes call for (the build cache, `BuildCache`, is kept in the output).
///
/// A build goes a page at a time, so its memory grows with the site only by what every page
/// needs of the others (outlines, navigation, fragment names) and by the search index:
/// 1. load: settings, theme, assets, and each content file's hash and `PageOutline` (its front
///    matter); texts are let go;
/// 2. plan: links, navigation, which page writes which file, and what changed since the last
///    build (`PageKeys`), all from the outlines;
/// 3. page pass, in batches on all cores: each page is read, parsed, checked, drafted for the index,
///    rendered, assembled and its file written into a staging folder (`PageWork`), all on one
///    core; what the pages gave is kept in page order as they come (`PageKeeper`), the
///    search's docs files written as they fill;
/// 4. finish: links into other pages' fragments are checked, the index is scored, overview
///    pages (whose cards need every page's summary) and search files are made;
/// 5. emit: the rest of the site is written and, when the build has no errors, all of it is put
///    in place (`OutputWriter.Staging`, `OutputUpdater.Staging`); otherwise the previous site stays.
///
/// With the cache:
/// - Nothing changed (same tool, settings and content, every written file intact): nothing is
///   parsed, rendered or written; the last build's diagnostics are reported again.
/// - Some pages changed, but no page's address, aliases, title or order did: every page is
///   parsed (links are checked and the search index is built from all of them), only the
///   changed pages are rendered and assembled, and only files whose bytes differ are written.
/// - Otherwise every page is rendered; still only changed files are written.
public struct CachedBuild: Sendable {
    /// Pages per batch. A build that will fail gives up its staging folder between batches, so a
    /// batch is what it may write in vain; the cores wait for each other only at its end.
    let pagesPerBatch: Int
    /// How many bytes of content text the survey keeps for the page pass (`KeptTexts`).
    let keptTextBytes: Int

    public init() { self.init(pagesPerBatch: 256) }

    /// Tests use small batches, so a few pages go through several, and no kept texts, so that
    /// the page pass reads files again.
    init(pagesPerBatch: Int, keptTextBytes: Int = KeptTexts.defaultBytes) {
        self.pagesPerBatch = pagesPerBatch
        self.keptTextBytes = keptTextBytes
    }

    public struct Result: Sendable {
        public var diagnostics: Diagnostics
        public var pageCount: Int
        public var pagesRendered: Int
        /// Nothing changed: nothing was written.
        public var isUpToDate: Bool
        public var stageTimes: [StageLap]
        /// What was written; nil when nothing was (errors, or a write failure).
        public var summary: Summary?
        /// Why the site could not be written, when the content was fine.
        public var writeFailure: (any Error)?
        /// True when the previous site was left as it was because of errors (or warnings, when
        /// they count as errors).
        public var failed: Bool
    }

    public struct Summary: Sendable, Equatable {
        public var filesWritten: Int
        public var filesRemoved: Int
        public var setAside: String?
    }

    /// Builds `site` into its output folder. failingOnWarnings: warnings, like errors, keep the
    /// previous site (`--warnings-as-errors`).
    public func build(_ site: SiteInput, failingOnWarnings: Bool = false, progress: Pipeline.Progress? = nil) -> Result {
        var run = BuildRun(site: site, progress: progress, usingCache: site.stampDate == nil, pagesPerBatch: pagesPerBatch,
                           keptTextBytes: keptTextBytes)
        return run.toDisk(failingOnWarnings: failingOnWarnings)
    }

    /// The whole site in memory, every page rendered and no cache read or written: what bundles,
    /// watch-mode snapshots and tests use. Same stages, so the same site as `build`.
    func inMemory(_ site: SiteInput, progress: Pipeline.Progress? = nil) -> (output: BuildOutput, diagnostics: Diagnostics) {
        var run = BuildRun(site: site, progress: progress, usingCache: false, pagesPerBatch: pagesPerBatch, keptTextBytes: keptTextBytes)
        return run.toMemory()
    }
}

/// One build, stage by stage; see `CachedBuild`.
private struct BuildRun {
    let site: SiteInput
    let progress: Pipeline.Progress?
    let pagesPerBatch: Int
    var clock = StageClock()
    /// Problems of loading, then of laying out (templates, output paths claimed twice).
    var loadDiagnostics = Diagnostics()
    var layoutDiagnostics = Diagnostics()

    let settings: SiteSettings
    let theme: Theme
    let assets: AssetCatalog
    let includes: IncludeLibrary
    let sources: [SurveyedSource]
    /// The sources' texts the survey kept, each taken by its page in the page pass.
    let keptTexts: KeptTexts
    /// The pages marked `draft: true` that this build leaves out, for the link check.
    let drafts: [PageOutline]
    let settingsPrint: String
    /// The build cache of the output folder, when it is ours and was written with these settings.
    var cache: BuildCache?
    /// What `OutputFolderGuard` says of the output folder, asked once: it reads every file name
    /// there. Nil for a build that reads no cache, until it writes.
    let outputVerdict: Swift.Result<OutputFolderGuard.Verdict, any Error>?
    let ownOutput: Bool
    var previous: BuildCache?

    init(site: SiteInput, progress: Pipeline.Progress?, usingCache: Bool, pagesPerBatch: Int, keptTextBytes: Int) {
        self.site = site
        self.progress = progress
        self.pagesPerBatch = pagesPerBatch
        let keptTexts = KeptTexts(bytes: keptTextBytes)
        self.keptTexts = keptTexts
        let settings = SiteSettings.resolve(site, into: &loadDiagnostics)
        self.settings = settings
        theme = settings.loadTheme(into: &loadDiagnostics)
        assets = AssetLoader().load(settings.assetsRoot)
        includes = settings.loadIncludes(contentRoot: site.contentRoot, into: &loadDiagnostics)
        settingsPrint = BuildFingerprint.settings(site: site, settings: settings, theme: theme, assets: assets)
        // The output folder is looked through and its cache read on another core while the
        // content is surveyed: they are independent, and one after the other they were most of
        // a no-change build. A stamped build (a bundle) differs from every other, so it neither
        // reads nor is worth a cache.
        var surveyDiagnostics = Diagnostics()
        let (surveyed, output) = ParallelMap.alongside({
            ContentLoader().survey(contentRoot: site.contentRoot, excluding: settings.excludedFolders(output: site.outputRoot),
                                   patterns: settings.config.exclude, keeping: keptTexts, into: &surveyDiagnostics)
        }, { () -> (verdict: Swift.Result<OutputFolderGuard.Verdict, any Error>, cache: BuildCache?)? in
            guard usingCache else { return nil }
            let verdict = Self.verdict(of: site)
            return (verdict, (try? verdict.get()) == .ours ? BuildCache.read(in: site.outputRoot) : nil)
        })
        loadDiagnostics.append(contentsOf: surveyDiagnostics)
        loadDiagnostics = settings.config.rules.apply(loadDiagnostics)
        sources = surveyed.filter { site.includesDrafts || !$0.outline.isDraft }
        drafts = surveyed.filter { !site.includesDrafts && $0.outline.isDraft }.map(\.outline)
        outputVerdict = output?.verdict
        ownOutput = (try? outputVerdict?.get()) == .ours
        previous = output?.cache
        cache = previous?.settings == settingsPrint ? previous : nil
        clock.lap("load")
    }

    // MARK: - Builds

    mutating func toDisk(failingOnWarnings: Bool) -> CachedBuild.Result {
        if let replayed = upToDate() {
            let failed = replayed.hasErrors || (failingOnWarnings && replayed.warningCount > 0)
            return CachedBuild.Result(diagnostics: replayed, pageCount: sources.count, pagesRendered: 0, isUpToDate: true,
                                      stageTimes: clock.laps, summary: failed ? nil : .init(filesWritten: 0, filesRemoved: 0),
                                      writeFailure: nil, failed: failed)
        }
        // Only a build with nothing to do reports the last build's diagnostics again; let them
        // go (a large site has tens of thousands).
        cache?.diagnostics = []
        previous?.diagnostics = []
        var writeFailure: (any Error)?
        var destination: BuildDestination?
        do {
            let verdict = try (outputVerdict ?? Self.verdict(of: site)).get()
            destination = verdict == .ours
                ? .update(try OutputUpdater.Staging(output: site.outputRoot, previous: ownOutput ? previous?.files ?? [:] : [:]))
                : .newFolder(try OutputWriter.Staging(output: site.outputRoot, content: site.contentRoot, force: site.force))
        } catch {
            writeFailure = error   // the content is still built and checked, for its diagnostics
        }
        var built = run(into: &destination, failingOnWarnings: failingOnWarnings)
        writeFailure = writeFailure ?? built.writeFailure
        let failed = built.diagnostics.hasErrors || (failingOnWarnings && built.diagnostics.warningCount > 0)
        var summary: CachedBuild.Summary?
        if var destination, !failed, writeFailure == nil {
            do {
                // The entries (and the search index and overview pages they make) are let go
                // before the cache is written.
                let entries = built.entries
                built.entries = []
                summary = try destination.finish(consume entries, kept: built.kept, cache: &built.cache)
                try built.cache.write(in: site.outputRoot)
            } catch {
                destination.abandon()
                writeFailure = error
                summary = nil
            }
        } else {
            destination?.abandon()
        }
        clock.lap("emit")
        return CachedBuild.Result(diagnostics: built.diagnostics, pageCount: sources.count, pagesRendered: built.pagesRendered,
                                  isUpToDate: false, stageTimes: clock.laps, summary: summary, writeFailure: writeFailure, failed: failed)
    }

    mutating func toMemory() -> (output: BuildOutput, diagnostics: Diagnostics) {
        var destination: BuildDestination? = .memory([])
        let built = run(into: &destination, failingOnWarnings: false)
        guard case .memory(let written) = destination else { preconditionFailure("the destination stays in memory") }
        let generated = built.entries.compactMap { entry -> OutputFile? in
            if case .generated(let file) = entry.source, entry.path != OutputFolderGuard.manifestName { return file }
            return nil
        }
        // The pages and docs files, in the order the build made them, then the rest of the site.
        let files = written + generated
        let output = BuildOutput(config: settings.config, theme: theme, assets: assets, pageCount: sources.count, files: files, media: built.media,
                                 stageTimes: clock.laps)
        return (output, built.diagnostics)
    }

    private static func verdict(of site: SiteInput) -> Swift.Result<OutputFolderGuard.Verdict, any Error> {
        Swift.Result { try OutputFolderGuard().check(output: site.outputRoot, content: site.contentRoot, force: site.force) }
    }

    /// The last build's diagnostics, when nothing changed since and every file it wrote is intact.
    private func upToDate() -> Diagnostics? {
        let output = site.outputRoot.path
        guard let cache, cache.pages.count == sources.count,
              sources.allSatisfy({ source in cache.pages[source.path].map { includes.isCurrent($0.source, textHash: source.hash) } == true }),
              cache.files.allSatisfy({ path, file in
                  file.isIntact(at: output.joiningFile(path), source: copySource(of: path))
              })
        else { return nil }
        var replayed = Diagnostics()
        replayed.append(contentsOf: cache.diagnostics)
        return replayed
    }

    // MARK: - Stages

    /// What `run` leaves to the emit stage.
    struct Built {
        var diagnostics: Diagnostics
        /// Everything but the pages' files, which were written as they were made.
        var entries: [SiteEntries.Entry]
        var kept: [String]
        var cache: BuildCache
        var media: [MediaRef]
        var pagesRendered: Int
        /// Why a batch of pages could not be written (a full disk, say).
        var writeFailure: (any Error)?
    }

    /// What the outlines decide before any page is parsed.
    struct Plan {
        var outlines: [PageOutline]
        var links: SiteLinks
        var linkSignature: [String]
        var navigationSignature: [String]
        /// Pages the cache keeps as they are: unchanged source, intact file, and no page's
        /// address, aliases, title or order changed (else none: every page shows them).
        var reusable: [String: BuildCache.Page]
        /// Source path → output path of the pages that write their own file.
        var pageFiles: [String: String]
        var stamp: BuildStamp?
    }

    /// What the page pass gave.
    struct PagesDone {
        var pages: PagePass
        var writeFailure: (any Error)?
        /// Thread time keeping what each page gave (`PageKeeper`); wall time between batches,
        /// recording the files written and writing those held (in memory: pages, docs files).
        var keeping = 0.0, writing = 0.0
    }

    /// The pipeline after loading (`init`): plans the site, goes through the pages (writing
    /// their files into `destination` while the build has no errors), then makes the rest of
    /// the site; `toDisk` and `toMemory` emit what it gives.
    private mutating func run(into destination: inout BuildDestination?, failingOnWarnings: Bool) -> Built {
        let plan = self.plan()
        // What the pages need of the last build is in the plan (`reusable`) and the
        // destination (its files' records); the rest of its cache is let go.
        cache = nil
        previous = nil
        clock.lap("lay out")
        var done = pagePass(plan, into: &destination, failingOnWarnings: failingOnWarnings)
        clock.lap("pages")
        for step in done.pages.time.laps { clock.note("  \(step.name), thread time", seconds: step.seconds) }
        clock.note("  keeping results, thread time", seconds: done.keeping)
        clock.note("  writing between batches, wall time", seconds: done.writing)
        let built = finish(plan, &done, into: &destination)
        clock.lap("finish")
        return built
    }

    /// Stage 2: links, navigation and output paths, from the outlines alone.
    private mutating func plan() -> Plan {
        let config = settings.config
        let outlines = sources.map(\.outline)
        let linkSignature = outlines.map { PageKeys.Link($0).signature }
        let navigationSignature = outlines.map { PageKeys.Navigation($0).signature }
        let renderAll = cache == nil || cache?.linkSignature != linkSignature || cache?.navigationSignature != navigationSignature
        let hashes = Dictionary(sources.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
        let output = site.outputRoot.path, cache = self.cache
        let reusable: [String: BuildCache.Page] = renderAll ? [:] : (cache?.pages ?? [:]).filter { path, record in
            hashes[path].map { includes.isCurrent(record.source, textHash: $0) } == true
                && cache?.files[record.outputPath]?.isIntact(at: output.joiningFile(record.outputPath), source: nil) == true
        }
        let stamp = site.stampDate.map { BuildStamp(date: $0, contentVersion: ContentVersionReader().version(of: site.contentRoot)) }
        let claims = PageAssembler(config: config, tree: NavigationBuilder(config: config).build(outlines, summaries: [:]), theme: theme,
                                   stamp: stamp, into: &layoutDiagnostics)
        return Plan(outlines: outlines, links: SiteLinks(outlines: outlines, origins: config.siteOrigins, assets: assets, pageURLs: config.pageURLs)
                        .leavingOut(drafts: drafts),
                      linkSignature: linkSignature, navigationSignature: navigationSignature, reusable: reusable,
                      pageFiles: claims.assemble(outlines, into: &layoutDiagnostics).pageFiles, stamp: stamp)
    }

    /// Stage 3: every page, a batch at a time. A build that will fail stops writing but still
    /// renders and checks every page, for its diagnostics.
    private func pagePass(_ plan: Plan, into destination: inout BuildDestination?, failingOnWarnings: Bool) -> PagesDone {
        let config = settings.config
        var unreported = Diagnostics()   // the templates' problems, reported while laying out
        // Criteria pages show titles only in their navigation: no card texts, which come from rendering.
        let assembler = PageAssembler(config: config, tree: NavigationBuilder(config: config).build(plan.outlines, summaries: [:]),
                                      theme: theme, stamp: plan.stamp, into: &unreported)
        let work = PageWork(contentRoot: site.contentRoot, parser: PageParser(includes: includes),
                            renderer: PageRenderer(site: plan.links, policy: config.rawHTML, offline: site.offline),
                            checker: ContentChecker(site: plan.links), assembler: assembler, rules: config.rules, keptTexts: keptTexts)
        let keeper = PageKeeper(failing: loadDiagnostics.hasErrors || layoutDiagnostics.hasErrors, failingOnWarnings: failingOnWarnings)
        var writing = 0.0
        for start in stride(from: 0, to: sources.count, by: pagesPerBatch) {
            let batch = Array(sources[start..<min(start + pagesPerBatch, sources.count)])
            let total = sources.count
            // Given up between batches only: no core is writing into it then. After the last
            // batch, the emit stage gives up the folder of a build that failed.
            if keeper.stopsWriting { destination?.abandon() }
            let writer = destination?.pageWriter
            Self.run(work, on: batch, reusable: plan.reusable, pageFiles: plan.pageFiles, writer: writer,
                     progress: progress.map { report in { @Sendable done in report("pages", start + done, total) } }) { index, result in
                keeper.keep(result, of: batch[index], record: plan.reusable[batch[index].path], writer: writer)
            }
            let started = Date()
            let files = keeper.takeBatchFiles()
            destination?.record(files.written)
            do { try destination?.write(files.held) } catch { keeper.noteWriteFailure(error) }
            writing += Date().timeIntervalSince(started)
        }
        return PagesDone(pages: keeper.pages, writeFailure: keeper.writeFailure, keeping: keeper.keeping, writing: writing)
    }

    /// Stage 4: fragment links checked, the index scored, overview pages and the rest of the
    /// layout's files made and, when the destination is a folder still written, written into it
    /// like the pages' files; the search index and the copied files are left to the emit stage.
    /// Diagnostics in stage order.
    private func finish(_ plan: Plan, _ done: inout PagesDone, into destination: inout BuildDestination?) -> Built {
        // The index is scored on this thread while another core lays out the overview pages,
        // starts writing them (`FileHandOut`) and checks links into fragments; this thread
        // joins in the writing once the index is scored. Scoring is the longest step here
        // and the overview pages the longest to write. The index is
        // taken out of the pass first, so it is let go as it is scored, not kept by the pass
        // the other core reads.
        var index = IndexAccumulator()
        swap(&index, &done.pages.index)
        let pages = done.pages, config = settings.config, theme = theme, outlines = plan.outlines, stamp = plan.stamp
        let handOut = destination?.pageWriter.map(FileHandOut.init)
        let (searchFiles, (checks, assembly)) = ParallelMap.alongside({
            let lastDocs = index.takeDocsFiles(all: true)
            var scored = index.finish()
            scored.configure(theme: theme, config: config)
            let files = SearchIndexFiles().files(for: scored, includingDocs: false) + lastDocs
            handOut?.write()
            return files
        }, {
            var unreported = Diagnostics()   // the same templates and claims as in `plan`, reported there
            let assembler = PageAssembler(config: config, tree: NavigationBuilder(config: config).build(outlines, summaries: pages.summaries,
                                                                                                   guides: pages.guides),
                                          theme: theme, stamp: stamp, into: &unreported)
            let assembly = assembler.assemble(outlines, into: &unreported)
            handOut?.publish(assembly.files)
            let checks = pages.resolvedChecks()
            handOut?.write()
            return (checks, assembly)
        })
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
        let unwritten = handOut == nil ? assembly.files : []
        let entries = SiteEntries.list(files: unwritten + searchFiles, media: done.pages.media, assets: assets, theme: theme,
                                       kept: kept, writtenBefore: destination?.paths ?? [])
        var diagnostics = loadDiagnostics
        diagnostics.append(contentsOf: done.pages.parseDiagnostics)
        diagnostics.append(contentsOf: done.pages.renderDiagnostics)
        diagnostics.append(contentsOf: settings.config.rules.apply(checks))
        diagnostics.append(contentsOf: layoutDiagnostics)
        let newCache = BuildCache(settings: settingsPrint, linkSignature: plan.linkSignature, navigationSignature: plan.navigationSignature,
                                  pages: done.pages.records, files: [:], diagnostics: diagnostics.all)
        return Built(diagnostics: diagnostics, entries: entries, kept: kept, cache: newCache, media: done.pages.media,
                     pagesRendered: done.pages.renderedCount, writeFailure: writeFailure)
    }

    /// One batch of pages on all cores, a page at a time, each result handed to `keep` in batch
    /// order as soon as it can be; the pages a core goes through share a word cache for the
    /// index drafts (`WordCache`).
    private static func run(_ work: PageWork, on batch: [SurveyedSource], reusable: [String: BuildCache.Page],
                            pageFiles: [String: String], writer: FolderWriter?, progress: (@Sendable (Int) -> Void)?,
                            keep: @Sendable (Int, PageWork.Result) -> Void) {
        ParallelMap.forEach(batch, reusing: WordCache.init, progress: progress, { source, words in
            work.run(source, render: reusable[source.path] == nil, outputPath: pageFiles[source.path], writer: writer, words: &words)
        }, inOrder: keep)
    }

    /// Where the emit stage copies an output file from (`SiteEntries`): theme assets under
    /// `_assets/`, media from the assets folder; nil for generated files.
    private func copySource(of path: String) -> URL? {
        let themePrefix = Theme.assetsFolder + "/"
        if path.hasPrefix(themePrefix), let source = theme.assets[String(path.dropFirst(themePrefix.count))] { return source }
        guard let root = assets.root, assets.files.contains(path) else { return nil }
        return root.appendingFile(path)
    }
}
