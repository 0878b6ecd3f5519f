/// The plan stage: what the outlines decide before any page is parsed.
extension PipelineRun {
    /// Links, navigation, which page writes which file, and what changed since the last build
    /// (`ChangePlan`), all from the outlines. A run that makes no site needs only the links.
    mutating func plan() -> BuildPlan {
        let outlines = sources.map(\.outline)
        guard purpose.makesSite else {
            let plan = BuildPlan(outlines: outlines, links: siteLinks(of: outlines), linkSignature: [], navigationSignature: [],
                                 reusable: [:], pageFiles: [:])
            if purpose.checksContent {
                // What a build would refuse, `criteria check` reports too: the same claims, made
                // by the same assembler, whose files are never rendered here.
                layoutDiagnostics.append(contentsOf: Self.claims(of: outlines, layout: siteLayout(stamp: nil, history: nil)).diagnostics)
            }
            clock.lap("lay out")
            return plan
        }
        let stamp = memory.stamp ?? site.stampDate.map { BuildStamp(date: $0, contentVersion: ContentVersionReader().version(of: site.contentRoot)) }
        let history = siteHistory(of: outlines)
        let layout = siteLayout(stamp: stamp, history: history)
        // The drafts' keys too: a link to a draft says so, and where it is depends on them.
        let linkSignature = (outlines + drafts).map { PageKeys.Link($0).signature }
        let navigationSignature = outlines.map { PageKeys.Navigation($0).signature }
        let changes = changes(links: linkSignature, navigation: navigationSignature)
        // What an earlier run laid out is kept while its keys hold; a build has none.
        let aliases = outlines.flatMap(\.aliases)
        let keptLinks = changes.rendersAll ? nil : memory.links
        let keptClaims = changes.remakesAll || aliases != memory.claimedAliases ? nil : memory.claims
        // The links and the pages' files are independent of each other: one core each.
        let (links, claimed) = ParallelMap.alongside({ keptLinks ?? siteLinks(of: outlines) }, {
            keptClaims ?? Self.claims(of: outlines, layout: layout)
        })
        layoutDiagnostics.append(contentsOf: claimed.diagnostics)
        var plan = BuildPlan(outlines: outlines, links: links, linkSignature: linkSignature, navigationSignature: navigationSignature,
                             reusable: [:], pageFiles: claimed.pageFiles, stamp: stamp, assembler: claimed.assembler)
        plan.assembler?.history = history
        plan.changes = changes
        plan.history = history
        plan.reusable = changes.remakesAll ? [:] : unchangedPages()
        if remembers { memory.remember(plan, claims: claimed, aliases: aliases) }
        // What the pages need of the last build is in the plan (`reusable`) and the
        // destination (its files' records); the rest of its cache is let go.
        cache = nil
        previous = nil
        clock.lap("lay out")
        return plan
    }

    /// What must be made again beyond the changed pages: the pages' keys compared with the
    /// earlier run's, a preview's last run or the build cache's (`ChangePlan`).
    private func changes(links: [String], navigation: [String]) -> ChangePlan {
        var changes = ChangePlan(everything: recall?.everything ?? (cache == nil))
        changes.compare(links: links, since: recall == nil ? cache?.linkSignature : memory.linkSignature)
        changes.compare(navigation: navigation, since: recall == nil ? cache?.navigationSignature : memory.navigationSignature)
        return changes
    }

    /// Which page writes which file, claimed by the assembler that lays out the site (its
    /// template problems and collisions in `diagnostics`); its files are made only when read.
    static func claims(of outlines: [PageOutline], layout: SiteLayout) -> SiteMemory.Claims {
        var diagnostics = Diagnostics()
        let (assembler, assembly) = layout.lay(outlines, into: &diagnostics)
        return (assembler, assembly.pageFiles, diagnostics)
    }

    /// How the site's generated pages are laid out, with this stamp and history.
    func siteLayout(stamp: BuildStamp?, history: SiteHistory?) -> SiteLayout {
        SiteLayout(config: settings.config, theme: theme, stamp: stamp, history: history)
    }

    /// The site's links for these outlines, the drafts left out.
    func siteLinks(of outlines: [PageOutline]) -> SiteLinks {
        var links = SiteLinks(outlines: outlines, origins: settings.config.siteOrigins, assets: assets, pageURLs: settings.config.pageURLs)
            .leavingOut(drafts: drafts)
        links.hasWCAGPages = theme.hasWCAGPages
        return links
    }

    /// The pages' dates and the changes page's commits, from the history the load stage read; a
    /// `changes: since:` git does not know is reported, and the last commits listed instead.
    mutating func siteHistory(of outlines: [PageOutline]) -> SiteHistory? {
        guard let history else { return nil }
        let reader = ChangesReader(prefix: history.prefix, folder: site.contentRoot)
        var span = settings.config.changes
        var commits: [CommitChanges]
        switch reader.commits(of: history, span: span) {
        case .success(let listed): commits = listed
        case .failure(let problem):
            layoutDiagnostics.warning(SourceLocation(file: "criteria.yml"), "changes: since: \(span.since ?? ""): \(problem.message)",
                                      note: "the changes page lists the last \(span.count) commits instead")
            span.since = nil
            commits = (try? reader.commits(of: history, span: span).get()) ?? []
        }
        return SiteHistory(history, paths: outlines.map(\.sourcePath), changes: commits, since: span.since,
                           showingUncommitted: purpose == .preview)
    }

    /// The cache's pages whose source is unchanged and whose file is intact.
    private func unchangedPages() -> [String: BuildCache.Page] {
        let hashes = Dictionary(sources.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
        let output = site.outputRoot.path, cache = self.cache
        // A page whose last commit changed shows another date.
        let dates = history?.lastChangeDates() ?? [:], datesBefore = cache?.history?.lastChangeDates() ?? [:]
        return (cache?.pages ?? [:]).filter { path, record in
            hashes[path].map { includes.isCurrent(record.source, textHash: $0) } == true && dates[path] == datesBefore[path]
                && cache?.files[record.outputPath]?.isIntact(at: output.joiningFile(record.outputPath), source: nil) == true
        }
    }
}
