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
        let references = PageReference.collect(page, site: site)
        FrontMatterKeyRule().check(page, into: &sink)
        CriteriaSectionRule().check(page, into: &sink)
        LinkRule(targets: targets).check(page, references: references, ownNames: targets.names(of: page), into: &sink)
        MediaRule(assets: site.assets).check(references, into: &sink)
        CaptionsRule().check(page, into: &sink)
        AltTextRule().check(page, into: &sink)
        HeadingRule().check(page, into: &sink)
        WCAGCitationRule().check(page, into: &sink)
        WCAGLinkRule().check(page, into: &sink)
    }
}
