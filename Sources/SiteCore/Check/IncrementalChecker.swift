/// Watch mode's content checks, made as the page pass makes them: each page's findings
/// (`ContentChecker.check`) are kept until the page changes, or until the site's pages, links
/// or assets change, and the links into other pages' fragments are resolved against every
/// page's names (`ContentChecker.resolve`). The result equals what a build reports.
struct IncrementalChecker {
    /// Each page prepared for the rules once per parse: preparing is most of checking a page.
    private var prepared: [String: CheckedPage] = [:]
    private var findings: [String: ContentChecker.PageFindings] = [:]
    /// Each page's diagnostics, its links into other pages' fragments resolved against `targets`.
    private var resolved: [String: [Diagnostic]] = [:]
    /// Every page's fragment names by address, kept while no page's names, address or presence
    /// changed: making them for a large site is a noticeable part of a save.
    private var targets: FragmentTargets?

    /// `changed` holds the source paths parsed again or removed; `everything` means links (the
    /// pages, their addresses or aliases), assets or settings changed.
    mutating func check(_ pages: [CriteriaPage], sources: [String: SourceFile], changed: [String], everything: Bool,
                        site: SiteLinks) -> Diagnostics {
        var oldNames: [String: Set<String>] = [:]
        for path in changed {
            oldNames[path] = findings[path]?.names
            findings[path] = nil
            resolved[path] = nil
            prepared[path] = nil
        }
        if everything { findings = [:]; resolved = [:] }
        find(pages, sources: sources, site: site)
        // Addresses come from source paths, so a page added, removed or moved is among `changed`
        // with names it did not have. In source order, as a build has them: of two pages at one
        // address, the first one's.
        let targets: FragmentTargets
        if !changed.contains(where: { findings[$0]?.names != oldNames[$0] }), let kept = self.targets {
            targets = kept
        } else {
            targets = FragmentTargets(names: pages.map { ($0.address, findings[$0.sourcePath]?.names ?? []) })
            self.targets = targets
            resolved = [:]
        }
        resolve(pages, against: targets)
        var all = Diagnostics()
        for page in pages { all.append(contentsOf: resolved[page.sourcePath] ?? []) }
        return all
    }

    /// Checks the pages that have no findings, on all cores, each prepared once per parse.
    private mutating func find(_ pages: [CriteriaPage], sources: [String: SourceFile], site: SiteLinks) {
        let missing = pages.filter { findings[$0.sourcePath] == nil }
        let checker = ContentChecker(site: site), prepared = self.prepared
        var unused = Diagnostics()
        let fresh = ParallelMap.map(missing, into: &unused) { page, _ -> (CheckedPage, ContentChecker.PageFindings)? in
            guard let checked = prepared[page.sourcePath] ?? sources[page.sourcePath].map({ CheckedPage(page: page, source: $0) }) else {
                return nil
            }
            return (checked, checker.check(checked))
        }
        for (page, result) in zip(missing, fresh) {
            self.prepared[page.sourcePath] = result?.0
            findings[page.sourcePath] = result?.1
        }
    }

    /// Resolves the pages not resolved against `targets` yet, on all cores.
    private mutating func resolve(_ pages: [CriteriaPage], against targets: FragmentTargets) {
        let missing = pages.compactMap { page in resolved[page.sourcePath] == nil ? findings[page.sourcePath].map { (page.sourcePath, $0) } : nil }
        var unused = Diagnostics()
        let done = ParallelMap.map(missing, into: &unused) { item, _ in ContentChecker.resolve(item.1, targets: targets) }
        for ((path, _), diagnostics) in zip(missing, done) { resolved[path] = diagnostics }
    }
}
