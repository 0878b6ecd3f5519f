/// The plan stage: what the outlines decide before any page is parsed.
extension PipelineRun {
    /// Links, navigation, which page writes which file, and what changed since the last build
    /// (`ChangePlan`), all from the outlines. A run that makes no site needs only the links.
    mutating func plan() -> BuildPlan {
        if purpose == .preview { return recallPlan() }
        let config = settings.config
        let outlines = sources.map(\.outline)
        let links = SiteLinks(outlines: outlines, origins: config.siteOrigins, assets: assets, pageURLs: config.pageURLs)
            .leavingOut(drafts: drafts)
        var plan = BuildPlan(outlines: outlines, links: links, linkSignature: [], navigationSignature: [], reusable: [:], pageFiles: [:])
        guard purpose.makesSite else {
            if purpose == .check {
                // What a build would refuse, `criteria check` reports too.
                let tree = NavigationBuilder(config: config).build(outlines, summaries: [:])
                ContentClaim.report(ContentClaim.all(outlines, tree: tree, pageURLs: config.pageURLs), into: &layoutDiagnostics)
            }
            clock.lap("lay out")
            return plan
        }
        plan.linkSignature = outlines.map { PageKeys.Link($0).signature }
        plan.navigationSignature = outlines.map { PageKeys.Navigation($0).signature }
        var changes = ChangePlan(everything: cache == nil)
        changes.compare(links: plan.linkSignature, since: cache?.linkSignature)
        changes.compare(navigation: plan.navigationSignature, since: cache?.navigationSignature)
        plan.changes = changes
        plan.reusable = changes.remakesAll ? [:] : unchangedPages()
        plan.stamp = site.stampDate.map { BuildStamp(date: $0, contentVersion: ContentVersionReader().version(of: site.contentRoot)) }
        let claims = PageAssembler(config: config, tree: NavigationBuilder(config: config).build(outlines, summaries: [:]), theme: theme,
                                   stamp: plan.stamp, into: &layoutDiagnostics)
        plan.pageFiles = claims.assemble(outlines, into: &layoutDiagnostics).pageFiles
        plan.assembler = claims
        // What the pages need of the last build is in the plan (`reusable`) and the
        // destination (its files' records); the rest of its cache is let go.
        cache = nil
        previous = nil
        clock.lap("lay out")
        return plan
    }

    /// The cache's pages whose source is unchanged and whose file is intact.
    private func unchangedPages() -> [String: BuildCache.Page] {
        let hashes = Dictionary(sources.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
        let output = site.outputRoot.path, cache = self.cache
        return (cache?.pages ?? [:]).filter { path, record in
            hashes[path].map { includes.isCurrent(record.source, textHash: $0) } == true
                && cache?.files[record.outputPath]?.isIntact(at: output.joiningFile(record.outputPath), source: nil) == true
        }
    }
}
