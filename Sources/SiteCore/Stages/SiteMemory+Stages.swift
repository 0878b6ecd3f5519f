/// What each stage of a preview hands its memory, and what the next run recalls from it.
extension SiteMemory {
    /// The plan's keys, links and claims, kept while the keys hold.
    mutating func remember(_ plan: BuildPlan, claims: Claims, aliases: [PageAlias]) {
        linkSignature = plan.linkSignature
        navigationSignature = plan.navigationSignature
        links = plan.links
        self.claims = claims
        claimedAliases = aliases
    }

    /// What the pages gone through again gave (`PageWork.Result.remembered`), their files among
    /// the site's; returns the paths of those rendered.
    mutating func keep(_ results: [(path: String, result: PageWork.Result)]) -> [String] {
        var rendered: [String] = []
        for (path, result) in results {
            guard let page = result.remembered else { continue }
            // Names a page did not have, or has no more: links into fragments are resolved again.
            if pages[path]?.findings?.names != page.findings?.names { fragments.forgetNames() }
            if result.steps.contains(.index) { index.keep(result.drafts, of: path) }
            if result.steps.contains(.check) { fragments.forget(path) }
            if let file = page.file { files[file.path] = file.contents }
            if result.rendered != nil { rendered.append(path) }
            pages[path] = page
        }
        return rendered
    }

    /// Every page as a build's page pass gives it, from what the preview holds, and the index
    /// of the pages and search pages at `searched`, in that order.
    func pass(of sources: [SurveyedSource], rendered: Set<String>, searched: [String]) -> PagePass {
        var pass = PagePass()
        for source in sources {
            guard let held = pages[source.path] else { continue }
            pass.add(held, of: source, rendered: rendered.contains(source.path))
        }
        pass.index = index.accumulator(searched)
        return pass
    }

    /// The plan's changes, with the pages' navigation keys, each with its card, compared with
    /// the last run's: the site's files that show the cards are kept while they hold.
    mutating func navigationChanges(_ planned: ChangePlan, outlines: [PageOutline], cards: SiteLayout.Cards) -> ChangePlan {
        var changes = planned
        let keys = outlines.map { outline in
            var key = PageKeys.Navigation(outline)
            let path = outline.sourcePath
            key.card = cards.summaries[path].map { .init(summary: $0, isGuide: cards.guides.contains(path), facets: cards.facets[path] ?? PageFacets()) }
            return key
        }
        changes.compare(navigation: keys, since: navigationKeys)
        navigationKeys = keys
        return changes
    }

    /// The search files of `index`, their texts made on all cores only where their inputs
    /// changed (`SearchFilesReuse`); the last run's that this one does not make (there are
    /// fewer) go from the site's files by name, rather than by filtering every path.
    mutating func searchFiles(for index: SearchIndex) -> [OutputFile] {
        let before = searchFiles.paths
        let made = searchFiles.files(for: index)
        let madePaths = Set(made.files.map(\.path))
        for path in before where !madePaths.contains(path) { files[path] = nil }
        searchFilesMade = (made.docsMade, made.shardsMade)
        return made.files.map { OutputFile(path: $0.path, contents: $0.text) }
    }

    /// The site's generated files after a run: the pages' and the layout's in place of the
    /// last run's when it laid the site out again, then the files it made (search files,
    /// `checks.js`) in place of theirs.
    mutating func keep(_ made: FinishedSite.Remembered) {
        if let layout = made.layout {
            let pageFiles = (order ?? pages.keys.sorted()).compactMap { pages[$0]?.file }
            files = Dictionary((pageFiles + OutputFile.made(layout)).map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        }
        for file in made.files { files[file.path] = file.contents }
    }
}
