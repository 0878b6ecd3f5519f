/// What a preview keeps of one page between runs (`SiteMemory`): the results of each step of
/// the page pass (`PageWork.Result.remembered`), so that a later run redoes only the steps a
/// change calls for. A class: every run looks each page's results up several times, and a reference is one
/// count to take where a copy takes one for every field.
final class PageMemory: Sendable {
    /// The text's hash, then the stamp of the files it includes (`IncludeLibrary.stamp`), as a
    /// build's cache records a page's source.
    let hash: String
    let record: String
    let page: CriteriaPage
    /// The WCAG criteria it cites and its native platforms, read once per parse.
    let facets: PageFacets
    /// As the parse found them: the run's rules are applied as they are reported.
    let parseDiagnostics: [Diagnostic]
    /// The page prepared for the content rules, once per parse: preparing is most of checking.
    let checked: CheckedPage?
    let findings: ContentChecker.PageFindings?
    let rendered: RenderedPage?
    let renderDiagnostics: [Diagnostic]
    /// The page's HTML file; nil when another source claimed its output path.
    let file: OutputFile?
    /// The page's entry in `checks.js` (`ChecksScript`); nil for a page without checks.
    let checksEntry: String?

    init(hash: String, record: String, page: CriteriaPage, facets: PageFacets, parseDiagnostics: [Diagnostic], checked: CheckedPage?,
         findings: ContentChecker.PageFindings?, rendered: RenderedPage?, renderDiagnostics: [Diagnostic], file: OutputFile?,
         checksEntry: String?) {
        self.hash = hash
        self.record = record
        self.page = page
        self.facets = facets
        self.parseDiagnostics = parseDiagnostics
        self.checked = checked
        self.findings = findings
        self.rendered = rendered
        self.renderDiagnostics = renderDiagnostics
        self.file = file
        self.checksEntry = checksEntry
    }
}
