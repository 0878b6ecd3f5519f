/// Watch mode's content checks: each page is prepared for the rules once per parse and checked
/// again when it changed; every page is checked again when the site's pages, links or assets
/// changed, or when a changed page's fragment names changed (a link into it may have broken or
/// healed). The result equals what `ContentChecker` reports for the whole site.
struct IncrementalChecker {
    private var prepared: [String: PreparedPage] = [:]
    private var results: [String: [Diagnostic]] = [:]
    /// Every page's fragment names by address, kept while no page's names, address or presence
    /// changed: making them for a large site is a noticeable part of a save.
    private var targets: FragmentTargets?

    /// `changed` holds the source paths parsed again or removed; `everything` means links (the
    /// pages, their addresses or aliases), assets or settings changed.
    mutating func check(_ pages: [CriteriaPage], sources: [String: SourceFile], changed: [String], everything: Bool,
               site: SiteLinks) -> Diagnostics {
        var oldNames: [String: Set<String>] = [:]
        for path in changed {
            oldNames[path] = prepared[path]?.names
            prepared[path] = nil
            results[path] = nil
        }
        let missing = pages.filter { prepared[$0.sourcePath] == nil }.compactMap { page in sources[page.sourcePath].map { (page, $0) } }
        var unused = Diagnostics()
        let fresh = ParallelMap.map(missing, into: &unused) { pair, _ -> PreparedPage in
            let page = CheckedPage(page: pair.0, source: pair.1)
            return PreparedPage(page: page, names: FragmentTargets.names(of: page))
        }
        for item in fresh { prepared[item.page.file] = item }
        let namesChanged = changed.contains { prepared[$0]?.names != oldNames[$0] }
        // Addresses come from source paths, so a page added, removed or moved is among `changed`
        // with names it did not have: `namesChanged` covers it. In source order, as a build has
        // them: of two pages at one address, the first one's.
        let targets: FragmentTargets
        if !namesChanged, let kept = self.targets {
            targets = kept
        } else {
            targets = FragmentTargets(names: pages.compactMap { page in prepared[page.sourcePath].map { (page.address, $0.names) } })
            self.targets = targets
        }
        let toCheck = everything || namesChanged ? pages.compactMap { prepared[$0.sourcePath]?.page } : fresh.map(\.page)
        let checker = ContentChecker(site: site)
        let found = ParallelMap.map(toCheck, into: &unused) { page, _ -> [Diagnostic] in
            var sink = Diagnostics()
            checker.check(page, targets: targets, into: &sink)
            return sink.all
        }
        for (page, diagnostics) in zip(toCheck, found) { results[page.file] = diagnostics }
        var all = Diagnostics()
        for page in pages { all.append(contentsOf: results[page.sourcePath] ?? []) }
        return all
    }
}

private struct PreparedPage: Sendable {
    var page: CheckedPage
    var names: Set<String>
}
