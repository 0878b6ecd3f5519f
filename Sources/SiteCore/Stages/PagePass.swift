/// What the page pass keeps of every page as it goes through them (`PageKeeper`): diagnostics,
/// index terms as numbers, fragment names, card text and media; never the rendered page, and the
/// parsed page only when the run asks for it (`criteria export`).
struct PagePass {
    /// Its docs files are taken as pages come (`IndexAccumulator.takeDocsFiles`).
    var index = IndexAccumulator()
    private(set) var parseDiagnostics: [Diagnostic] = []
    private(set) var renderDiagnostics: [Diagnostic] = []
    private var findings: [ContentChecker.PageFindings] = []
    private var names: [(address: [String], names: Set<String>)] = []
    private(set) var media: [MediaRef] = []
    /// What the next build's cache keeps of each page, by source path: card text among it.
    private(set) var records: [String: BuildCache.Page] = [:]
    private(set) var renderedCount = 0
    /// The parsed pages, in source order, when `PageSteps.keepPage` asked for them.
    private(set) var parsed: [CriteriaPage] = []
    private(set) var time = StepTimes()
    /// Each page's entry in `checks.js`, by source path (`ChecksScript`).
    private(set) var checksEntries: [(path: String, json: String)] = []

    /// Card text by source path, for the overview pages.
    var summaries: [String: String] { records.mapValues(\.summary) }

    /// The source paths of pages without criteria tabs, listed apart on the overview pages.
    var guides: Set<String> { Set(records.filter { !$0.value.hasCriteria }.keys) }

    /// The WCAG criteria and native platforms of each page by source path, for the WCAG pages and the filters.
    var facets: [String: PageFacets] { records.mapValues(\.facets) }

    /// `record`: the cache's record of a page that was not rendered again.
    mutating func add(_ result: PageWork.Result, of source: SurveyedSource, record: BuildCache.Page?) {
        index.add(result.drafts)
        parseDiagnostics += result.parseDiagnostics
        findings.append(ContentChecker.PageFindings(diagnostics: result.findings.diagnostics, deferred: result.findings.deferred, names: []))
        names.append((source.outline.address, result.findings.names))
        let rendered = result.rendered
        let pageRender = rendered?.diagnostics ?? record?.renderDiagnostics ?? []
        let summary = rendered?.summary ?? record?.summary ?? ""
        let hasCriteria = rendered?.hasCriteria ?? record?.hasCriteria ?? true
        let pageMedia = rendered?.media ?? record?.media ?? []
        let facets = result.facets ?? record?.facets ?? PageFacets()
        renderDiagnostics += pageRender
        media += pageMedia
        if rendered != nil { renderedCount += 1 }
        // Only runs that make no site (and write no cache) reach the folder form.
        records[source.path] = BuildCache.Page(source: source.hash + result.includeStamp, outputPath: result.outputPath ?? record?.outputPath ?? PageURLs.folder.outputPath(source.outline.address),
                                               summary: summary, hasCriteria: hasCriteria, media: pageMedia, renderDiagnostics: pageRender,
                                               facets: facets)
        time = time + result.time
        if let page = result.page { parsed.append(page) }
        if let entry = result.checksEntry { checksEntries.append((source.path, entry)) }
    }

    /// Every page's check diagnostics in page order, links into other pages' fragments checked
    /// now that every page's names are known.
    func resolvedChecks() -> [Diagnostic] {
        let targets = FragmentTargets(names: names)
        return findings.flatMap { ContentChecker.resolve($0, targets: targets) }
    }
}
