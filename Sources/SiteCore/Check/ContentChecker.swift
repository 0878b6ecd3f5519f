/// The content rules over a parsed site (see `CheckRule`): what `criteria check` reports and
/// what `criteria build` adds to the problems its stages find.
///
/// Rules read the parsed pages and their source text only; they never render. Problems the
/// parse stage finds while reading (`front-matter`, `unknown-section`, `repeated-section`) and
/// the sanitizer's (`raw-html`) carry their rule ids from there and are not found twice.
public struct ContentChecker: Sendable {
    public var site: SiteLinks

    public init(site: SiteLinks) {
        self.site = site
    }

    public func check(_ pages: [CriteriaPage], sources: [SourceFile], into sink: inout Diagnostics) {
        let sourcesByPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let pairs = pages.compactMap { page in sourcesByPath[page.sourcePath].map { (page, $0) } }
        let checked = ParallelMap.map(pairs, into: &sink) { pair, _ in CheckedPage(page: pair.0, source: pair.1) }
        let targets = FragmentTargets(checked)
        _ = ParallelMap.map(checked, into: &sink, progress: nil) { page, pageSink in
            check(page, targets: targets, into: &pageSink)
        }
    }

    func check(_ page: CheckedPage, targets: FragmentTargets, into sink: inout Diagnostics) {
        var none: [FragmentReference] = []
        check(page, targets: targets, ownNames: targets.ownNames(of: page), deferring: &none, into: &sink)
    }

    /// One page's checks for a build that goes a page at a time, before the other pages' names
    /// are known: links to their fragments come back in `deferred`, for `resolve` at the end.
    /// `names`: the names only this page has (`FragmentTargets.ownNames`), for `FragmentTargets(names:)`.
    struct PageFindings: Sendable {
        var diagnostics: [Diagnostic]
        var deferred: [FragmentReference]
        var names: Set<String>
    }

    func check(_ page: CriteriaPage, source: SourceFile) -> PageFindings {
        check(CheckedPage(page: page, source: source))
    }

    /// One page's checks, prepared already (watch mode keeps them between saves).
    func check(_ checked: CheckedPage) -> PageFindings {
        let names = FragmentTargets.ownNames(of: checked)
        var sink = Diagnostics()
        var deferred: [FragmentReference] = []
        check(checked, targets: nil, ownNames: names, deferring: &deferred, into: &sink)
        return PageFindings(diagnostics: sink.all, deferred: deferred, names: names)
    }

    /// Checks the links a page's `check` deferred, now that `targets` knows every page's names;
    /// their diagnostics go where an immediate check would have put them.
    static func resolve(_ findings: PageFindings, targets: FragmentTargets) -> [Diagnostic] {
        var diagnostics = findings.diagnostics
        for link in findings.deferred.reversed() {
            var sink = Diagnostics()
            LinkRule(targets: targets).check(link, names: targets.ownNames(atOutputPath: link.outputPath), into: &sink)
            diagnostics.insert(contentsOf: sink.all, at: link.position)
        }
        return diagnostics
    }

    func check(_ page: CheckedPage, targets: FragmentTargets?, ownNames: Set<String>, deferring deferred: inout [FragmentReference],
               into sink: inout Diagnostics) {
        let references = PageReference.collect(page, site: site)
        FrontMatterKeyRule().check(page, into: &sink)
        CriteriaSectionRule().check(page, into: &sink)
        LinkRule(targets: targets).check(page, references: references, ownNames: ownNames, deferring: &deferred, into: &sink)
        MediaRule(assets: site.assets).check(references, into: &sink)
        CaptionsRule().check(page, into: &sink)
        AltTextRule().check(page, into: &sink)
        HeadingRule().check(page, into: &sink)
        CodeFenceRule().check(page, into: &sink)
        WCAGCitationRule().check(page, into: &sink)
        WCAGLinkRule().check(page, into: &sink)
        CheckIDRule().check(page.page, into: &sink)
        CheckIDRule().checkHeadings(page, into: &sink)
    }
}
