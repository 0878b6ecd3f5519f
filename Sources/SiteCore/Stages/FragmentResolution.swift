/// The finish stage's links into other pages' fragments, resolved against every page's names
/// (`FragmentTargets`): a build starts with none and resolves every page once; a preview keeps
/// them from run to run (`SiteMemory`) and resolves again only the pages checked again, or every
/// page when a page's names changed or a page came or went.
struct FragmentResolution: Sendable {
    /// A page as the finish stage resolves it: nil findings when it was not checked.
    typealias Page = (path: String, address: [String], findings: ContentChecker.PageFindings?)

    /// Every page's names by address, kept while no page's names, address or presence changed:
    /// making them for a large site is a noticeable part of a save.
    private var targets: FragmentTargets?
    /// Each page's check findings with its links resolved against `targets`, by source path.
    private var resolved: [String: [Diagnostic]] = [:]

    /// A page's names changed, or a page came or went: every page is resolved again.
    mutating func forgetNames() { targets = nil }

    /// A page checked again is resolved again.
    mutating func forget(_ path: String) { resolved[path] = nil }

    /// Every page's check diagnostics in page order, those not resolved yet resolved on all
    /// cores. Of two pages at one address, links into it are checked against the first one's names.
    mutating func resolve(_ pages: [Page]) -> [Diagnostic] {
        if targets == nil { resolved = [:] }
        let targets = self.targets ?? FragmentTargets(names: pages.map { ($0.address, $0.findings?.names ?? []) })
        self.targets = targets
        let missing = pages.compactMap { page in resolved[page.path] == nil ? page.findings.map { (page.path, $0) } : nil }
        var unused = Diagnostics()
        let fresh = ParallelMap.map(missing, into: &unused) { item, _ in ContentChecker.resolve(item.1, targets: targets) }
        for ((path, _), diagnostics) in zip(missing, fresh) { resolved[path] = diagnostics }
        return pages.flatMap { resolved[$0.path] ?? [] }
    }
}
