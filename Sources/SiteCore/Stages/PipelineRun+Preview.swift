/// A preview's load and plan stages (`PipelinePurpose.preview`): what earlier runs made
/// (`SiteMemory`) is recalled, and only what the changed paths touch is loaded or laid out again.
extension PipelineRun {
    /// The load stage of a preview: settings, theme, assets, includes and the content files
    /// loaded again as the changed paths (`changed`; nil: everything) say, the rest recalled.
    init(site: SiteInput, remembering memory: consuming SiteMemory, changed: Set<String>?, pagesPerBatch: Int) {
        self.site = site
        purpose = .preview
        progress = nil
        self.pagesPerBatch = pagesPerBatch
        keptTexts = KeptTexts(bytes: 0)
        let recall = memory.recall(site, changed: changed)
        settings = recall.settings
        theme = memory.theme
        assets = memory.assets
        includes = memory.includes
        // Every stage goes through the pages in source-path order, sorted while sources come or go.
        let order = memory.order ?? memory.surveyed.keys.sorted()
        memory.order = order
        sources = order.compactMap { memory.surveyed[$0] }
        drafts = memory.drafts.keys.sorted().compactMap { memory.drafts[$0] }
        loadDiagnostics = memory.loadDiagnostics
        settingsPrint = ""
        // Read on every save: a save makes a file uncommitted, and a commit moves the dates.
        history = recall.settings.config.dates == .git ? GitHistoryReader().read(site.contentRoot, since: memory.history) : nil
        memory.history = history
        outputVerdict = nil
        ownOutput = false
        self.memory = consume memory
        self.recall = recall
    }

    /// The plan stage of a preview: links kept while no page's or draft's link keys changed,
    /// and the assembler that claims the pages' files while no page's navigation keys did
    /// (`ChangePlan`).
    mutating func recallPlan() -> BuildPlan {
        let outlines = sources.map(\.outline)
        // The drafts' keys too: a link to a draft says so, and where it is depends on them.
        let linkKeys = outlines.map(PageKeys.Link.init) + drafts.map(PageKeys.Link.init)
        var changes = ChangePlan(everything: recall?.everything ?? true)
        changes.compare(links: linkKeys, since: memory.linkKeys)
        let navigationKeys = outlines.map(PageKeys.Navigation.init)
        changes.compare(navigation: navigationKeys, since: memory.outlineKeys)
        memory.linkKeys = linkKeys
        memory.outlineKeys = navigationKeys
        let links = (changes.rendersAll ? nil : memory.links) ?? siteLinks(of: outlines)
        memory.links = links
        var plan = BuildPlan(outlines: outlines, links: links, linkSignature: [], navigationSignature: [], reusable: [:], pageFiles: [:])
        plan.stamp = memory.stamp
        plan.changes = changes
        plan.history = siteHistory(of: outlines)
        let aliases = outlines.flatMap(\.aliases)
        if changes.remakesAll || memory.claims == nil || aliases != memory.claimedAliases {
            memory.claims = Self.claims(of: outlines, layout: siteLayout(stamp: plan.stamp, history: plan.history))
            memory.claimedAliases = aliases
        }
        plan.assembler = memory.claims?.assembler
        plan.assembler?.history = plan.history
        plan.pageFiles = memory.claims?.pageFiles ?? [:]
        layoutDiagnostics = memory.claims?.diagnostics ?? Diagnostics()
        return plan
    }

    /// The emit stage of a preview: the snapshot is in the finish stage's outcome; what the
    /// stages made goes back to the session for the next save.
    mutating func handOverMemory() -> SiteMemory {
        var taken = SiteMemory()
        swap(&taken, &memory)
        return taken
    }
}
