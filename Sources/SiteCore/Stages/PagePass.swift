/// What the page pass keeps of every page as it goes through them (`PageKeeper`): diagnostics,
/// index terms as numbers, fragment names, card text and media; never the rendered page, and the
/// parsed page only when the run asks for it (`criteria export`).
struct PagePass {
    /// Its docs files are taken as pages come (`IndexAccumulator.takeDocsFiles`).
    var index = IndexAccumulator()
    private(set) var parseDiagnostics: [Diagnostic] = []
    private(set) var renderDiagnostics: [Diagnostic] = []
    /// Every page's check findings, links into other pages' fragments not yet resolved.
    private(set) var checked: [FragmentResolution.Page] = []
    private(set) var media: [MediaRef] = []
    /// What the next build's cache keeps of each page, by source path: card text among it.
    private(set) var records: [String: BuildCache.Page] = [:]
    private(set) var renderedCount = 0
    /// The parsed pages, in source order, when `PageSteps.keepPage` asked for them.
    private(set) var parsed: [CriteriaPage] = []
    private(set) var time = StepTimes()
    /// Each page's entry in `checks.js`, by source path (`ChecksScript`).
    private(set) var checksEntries: [(path: String, json: String)] = []

    /// Every page's card, for the overview pages (`SiteLayout`).
    var cards: SiteLayout.Cards {
        SiteLayout.Cards(summaries: records.mapValues(\.summary), guides: Set(records.filter { !$0.value.hasCriteria }.keys),
                         facets: records.mapValues(\.facets))
    }

    /// `record`: the cache's record of a page that was not rendered again.
    mutating func add(_ result: PageWork.Result, of source: SurveyedSource, record: BuildCache.Page?) {
        index.add(result.drafts)
        parseDiagnostics += result.parseDiagnostics
        checked.append((source.path, source.outline.address, result.findings))
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

    /// A page as a preview holds it (`PageMemory`), kept as `add` keeps a page's result.
    /// `rendered`: whether this run rendered it.
    mutating func add(_ held: PageMemory, of source: SurveyedSource, rendered: Bool) {
        parseDiagnostics += held.parseDiagnostics
        checked.append((source.path, source.outline.address, held.findings))
        renderDiagnostics += held.renderDiagnostics
        let pageMedia = held.rendered?.media ?? []
        media += pageMedia
        if rendered { renderedCount += 1 }
        records[source.path] = BuildCache.Page(source: held.record, outputPath: held.file?.path ?? "", summary: held.rendered?.summary ?? "",
                                               hasCriteria: held.rendered?.hasCriteria ?? true, media: pageMedia,
                                               renderDiagnostics: held.renderDiagnostics, facets: held.facets)
        if let entry = held.checksEntry { checksEntries.append((source.path, entry)) }
    }
}
