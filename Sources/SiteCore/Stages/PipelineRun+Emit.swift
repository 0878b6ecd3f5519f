import Foundation

/// The emit stage: where a run's files go (a staging folder put in place, memory, or nowhere),
/// and the shortcut of a build with nothing to do.
extension PipelineRun {
    /// The last build's outcome, when nothing changed since (same tool, settings and content,
    /// every file it wrote intact): nothing is parsed, rendered or written, and its diagnostics
    /// are reported again. Nil when there is work to do.
    func upToDate() -> PipelineOutcome? {
        let output = site.outputRoot.path
        // A new commit changes dates and the changes page, whatever it changed in the files.
        guard let cache, cache.pages.count == sources.count, cache.history?.head == history?.head,
              sources.allSatisfy({ source in cache.pages[source.path].map { includes.isCurrent($0.source, textHash: source.hash) } == true }),
              cache.files.allSatisfy({ path, file in
                  file.isIntact(at: output.joiningFile(path), source: copySource(of: path))
              })
        else { return nil }
        var replayed = Diagnostics()
        replayed.append(contentsOf: cache.diagnostics)
        let failed = replayed.hasErrors || (purpose.failsOnWarnings && replayed.warningCount > 0)
        let result = BuildResult(diagnostics: replayed, pageCount: sources.count, pagesRendered: 0, isUpToDate: true,
                                 stageTimes: clock.laps, summary: failed ? nil : .init(filesWritten: 0, filesRemoved: 0),
                                 writeFailure: nil, failed: failed)
        var outcome = PipelineOutcome(result: result, sourcePaths: sources.map(\.path))
        outcome.result.notes = historyNotes
        return outcome
    }

    /// A shallow clone's dates are those of the oldest commit it holds, where older ones are missing.
    var historyNotes: [String] {
        guard history?.isShallow == true else { return [] }
        return ["the content's git history is shallow: pages last changed before its oldest commit show that commit's date; "
                + "`git fetch --unshallow` gives them their own"]
    }

    /// A build whose output folder is refused (the content folder, a folder holding it or one
    /// holding files this tool did not write) stops after loading, before any page is parsed or
    /// checked: the reason, with the problems of loading, is the whole report. Nil when the
    /// folder may be written.
    func refusedOutput() -> PipelineOutcome? {
        guard purpose.readsCache, case .failure(let reason)? = outputVerdict else { return nil }
        let result = BuildResult(diagnostics: loadDiagnostics, pageCount: sources.count, pagesRendered: 0, isUpToDate: false,
                                 stageTimes: clock.laps, summary: nil, writeFailure: reason, failed: true)
        return PipelineOutcome(result: result, sourcePaths: sources.map(\.path))
    }

    /// Where the run's files go: a staging folder for a build into a folder (a new one, or an
    /// update of the one an earlier build wrote), memory for a site kept in memory, nothing for
    /// the runs that make no site. A folder that cannot be opened leaves `writeFailure`.
    mutating func openDestination() -> BuildDestination? {
        switch purpose {
        case .memory: return .memory([])
        case .check, .searchIndex, .parsedPages, .preview: return nil   // a preview's files go into its memory
        case .folder: break
        }
        // Only a build with nothing to do reports the last build's diagnostics again; let them
        // go (a large site has tens of thousands).
        cache?.diagnostics = []
        previous?.diagnostics = []
        do {
            let verdict = try (outputVerdict ?? Self.verdict(of: site)).get()
            return verdict == .ours
                ? .update(try OutputUpdater.Staging(output: site.outputRoot, previous: ownOutput ? previous?.files ?? [:] : [:]))
                : .newFolder(try OutputWriter.Staging(output: site.outputRoot, content: site.contentRoot, force: site.force))
        } catch {
            writeFailure = error
            return nil
        }
    }

    /// Writes what the finish stage left and puts the site in place, or keeps it in memory.
    mutating func emit(_ finished: FinishedSite, into destination: BuildDestination?) -> PipelineOutcome {
        var finished = finished
        var outcome = PipelineOutcome(result: BuildResult(diagnostics: finished.diagnostics, pageCount: sources.count,
                                                          pagesRendered: finished.pagesRendered, isUpToDate: false, stageTimes: [],
                                                          summary: nil, writeFailure: nil, failed: false),
                                      index: finished.index, pages: finished.pages, pageURLs: settings.config.pageURLs,
                                      linkBase: settings.config.planLinkBase, sourcePaths: sources.map(\.path))
        if purpose == .parsedPages { outcome.dates = history?.lastChangeDates() ?? [:] }
        outcome.result.notes = historyNotes
        if case .memory(let written) = destination {
            outcome.output = output(finished, pagesWritten: written)
        } else if purpose.readsCache {
            writeFolder(&finished, into: destination, result: &outcome.result)
        } else {
            outcome.result.failed = finished.diagnostics.hasErrors
        }
        if let made = finished.remembered { (outcome.preview, outcome.memory) = remember(made, of: finished) }
        clock.lap("emit")
        outcome.result.stageTimes = clock.laps
        if outcome.output != nil { outcome.output?.stageTimes = clock.laps }
        return outcome
    }

    /// Puts the site in place when the build has no errors (the entries, and the search index
    /// and overview pages they make, let go before the cache is written); otherwise the
    /// previous site stays. The cache is encoded, all but its files, while the entries are written.
    private func writeFolder(_ finished: inout FinishedSite, into destination: BuildDestination?, result: inout BuildResult) {
        var writeFailure = self.writeFailure ?? finished.writeFailure
        let failed = finished.diagnostics.hasErrors || (purpose.failsOnWarnings && finished.diagnostics.warningCount > 0)
        var summary: BuildResult.Summary?
        if var destination, !failed, writeFailure == nil, var cache = finished.cache {
            do {
                // Let go of when written, not kept while the cache is.
                var entries: [SiteEntries.Entry]? = finished.entries
                finished.entries = []
                let known = cache, kept = finished.kept
                let (finishing, encoding) = ParallelMap.alongside({ () -> Result<BuildResult.Summary, any Error> in
                    let taken = entries ?? []
                    entries = nil
                    return Result { try destination.finish(taken, kept: kept, cache: &cache) }
                }, { Result { try EncodedCache(known) } })
                summary = try finishing.get()
                try cache.write(in: site.outputRoot, encoded: try encoding.get())
            } catch {
                destination.abandon()
                writeFailure = error
                summary = nil
            }
        } else {
            var destination = destination
            destination?.abandon()
        }
        result.summary = summary
        result.writeFailure = writeFailure
        result.failed = failed
    }

    /// The pages and docs files, in the order the build made them, then the rest of the site.
    private func output(_ finished: FinishedSite, pagesWritten written: [OutputFile]) -> BuildOutput {
        let generated = finished.entries.compactMap { entry -> OutputFile? in
            if case .generated(let file) = entry.source, entry.path != OutputFolderGuard.manifestName { return file }
            return nil
        }
        return BuildOutput(config: settings.config, theme: theme, assets: assets, pageCount: sources.count, files: written + generated,
                           media: finished.media, stageTimes: clock.laps)
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
