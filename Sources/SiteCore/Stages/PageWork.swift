import Foundation

/// Everything the page pass does with one page, on one core: take the text the survey kept (or
/// read the file again), parse, check, draft the search index's units, and when asked, render,
/// assemble and write the page's file. A build takes every page through every step of its run;
/// a preview only through the steps a change calls for, the rest kept from its last run
/// (`Visit.held`). What it returns to a build is small (diagnostics, index drafts, fragment
/// names, card text), so a build holds this for every page but the parsed and rendered page only
/// for the pages in flight; a preview keeps those too (`PageMemory`).
struct PageWork: Sendable {
    let contentRoot: URL
    let parser: PageParser
    let renderer: PageRenderer
    let checker: ContentChecker
    /// For criteria pages, whose navigation shows titles only, not card texts; nil when the run
    /// makes no files (`check`).
    let assembler: PageAssembler?
    /// The site's `rules:`, applied to the page's diagnostics here, so that whether they fail
    /// the build is known as the page is kept.
    var rules = RuleLevels()
    /// Where pages' files are, for the index's units.
    var pageURLs = PageURLs.folder
    /// The texts the survey kept; a page whose text is not there reads its file again.
    var keptTexts: KeptTexts?
    /// Whether each page's results are handed back whole, for a preview to keep (`PageMemory`).
    var remembers = false

    /// A page's way through the page pass.
    struct Visit: Sendable {
        var source: SurveyedSource
        /// Where the page's file goes; nil when it writes none.
        var outputPath: String?
        /// A build's page takes every step of its run; a preview's, those a change calls for
        /// (`PageSteps.again`).
        var steps: PageSteps
        /// What a preview's last run kept of the page, and its text as the preview's load stage
        /// read it; nil for a build.
        var held: PageMemory?
        var file: SourceFile?
    }

    struct Result: Sendable {
        var parseDiagnostics: [Diagnostic] = []
        /// The parsed page, when asked for (`PageSteps.keepPage`).
        var page: CriteriaPage?
        /// Nil when the page was not rendered (the build cache keeps its file and warnings).
        var rendered: Rendered?
        var findings = ContentChecker.PageFindings(diagnostics: [], deferred: [], names: [])
        var drafts: [IndexBuilder.DraftUnit] = []
        /// The page's entry in `checks.js` (`ChecksScript`), for runs that make a site.
        var checksEntry: String?
        /// Where the page's file goes; nil when it writes none.
        var outputPath: String?
        /// What the page depends on in the includes folder (`IncludeLibrary.stamp`).
        var includeStamp = ""
        /// The WCAG criteria the page cites and its native platforms; nil when it was not parsed.
        var facets: PageFacets?
        var time = StepTimes()
        /// The steps the page went through (`Visit.steps`).
        var steps: PageSteps = []
        /// Everything the page gave, for a run that remembers (`PageWork.remembers`).
        var remembered: PageMemory?

        /// Whether its diagnostics so far fail the build, at the site's levels: an error, or any
        /// warning when they count as errors (links into other pages' fragments are checked
        /// later). Asked of every page as it is kept, so the three lists are not joined to be asked.
        func failsBuild(countingWarnings: Bool, rules: RuleLevels) -> Bool {
            let fails = { (diagnostic: Diagnostic) in countingWarnings || diagnostic.severity == .error }
            return rules.apply(parseDiagnostics).contains(where: fails) || rendered?.diagnostics.contains(where: fails) == true
                || findings.diagnostics.contains(where: fails)
        }
    }

    struct Rendered: Sendable {
        var diagnostics: [Diagnostic]
        var summary: String
        /// The page has criteria tabs (`RenderedPage.hasCriteria`).
        var hasCriteria: Bool
        var media: [MediaRef]
        /// The page's HTML file; nil when another source claimed its output path.
        var file: PageFile?
    }

    /// A page's HTML file: written already, or held for a destination in memory.
    enum PageFile: Sendable {
        case written(path: String, Swift.Result<FileOperations.Outcome, any Error>)
        case held(OutputFile)
    }

    /// `writer`: writes the page's file as soon as it is made, so its text is let go at once;
    /// without one, the file is held. `words`: tokens of words already seen, shared by the pages
    /// one core goes through (`WordCache`).
    func run(_ visit: Visit, writer: FolderWriter?, words: inout WordCache) -> Result {
        var result = Result(outputPath: visit.outputPath)
        result.steps = visit.steps
        var clock = StepClock()
        let held = visit.steps.contains(.parse) ? nil : visit.held
        guard let read = held.map({ (page: $0.page, file: visit.file, lines: nil) }) ?? parsed(visit, into: &result) else { return result }
        let page = read.page
        if let held { result.parseDiagnostics = held.parseDiagnostics }
        result.time.parse = clock.lap()
        if visit.steps.contains(.keepPage) { result.page = page }
        result.facets = held?.facets ?? PageFacets(page)
        var checked = held?.checked
        if visit.steps.contains(.check), let prepared = checked ?? read.file.map({ CheckedPage(page: page, source: $0, lines: read.lines) }) {
            result.findings = check(prepared)
            checked = prepared
        } else if let findings = held?.findings {
            result.findings = findings
        }
        result.time.check = clock.lap()
        if visit.steps.contains(.index) { result.drafts = IndexBuilder(pageURLs: pageURLs).drafts(of: page, cache: &words) }
        result.time.index = clock.lap()
        let made = render(page, visit, held: held, writer: writer, into: &result, clock: &clock)
        if remembers { result.remembered = remembered(page, visit, held: held, checked: checked, made: made, result: result) }
        return result
    }

    /// The page's text (as a preview's load stage read it, as the survey kept it, or its file
    /// read again) parsed, with the file and its lines when the parse split them, its problems
    /// and its includes' stamp in `result`; nil, with a problem, when the file changed since
    /// the survey.
    private func parsed(_ visit: Visit, into result: inout Result) -> (page: CriteriaPage, file: SourceFile?, lines: [Substring]?)? {
        let source = visit.source
        var sink = Diagnostics()
        let kept = visit.file ?? keptTexts?.take(source.path).map { SourceFile(path: source.path, text: $0) }
        guard let file = kept ?? ContentLoader().loadFile(source.path, contentRoot: contentRoot, into: &sink),
              kept != nil || ContentHash(file.text).hex == source.hash else {
            result.parseDiagnostics = [Diagnostic(.error, SourceLocation(file: source.path), "\(source.path) changed while the site was built",
                                                  note: "build again")]
            return nil
        }
        let (page, parseDiagnostics, includeStamp, lines) = parse(source, file)
        result.parseDiagnostics = sink.all + parseDiagnostics
        result.includeStamp = includeStamp
        return (page, file, lines)
    }

    /// The page parsed from `file`, its text as the run loaded it, with the parse's problems as
    /// found (the run sets them at the site's levels as it reports them), the stamp of the
    /// files it includes (`IncludeLibrary.stamp`) and the file's lines when the parse split them.
    func parse(_ source: SurveyedSource, _ file: SourceFile)
        -> (page: CriteriaPage, diagnostics: [Diagnostic], includeStamp: String, lines: [Substring]?) {
        var sink = Diagnostics()
        let (page, lines) = parser.parseKeepingLines(file, address: source.outline.address, into: &sink)
        return (page, sink.all, parser.includes.stamp(of: page.includes), lines)
    }

    /// The content rules' findings on a page prepared for them, at the site's levels.
    func check(_ prepared: CheckedPage) -> ContentChecker.PageFindings {
        var findings = checker.check(prepared)
        findings.diagnostics = rules.apply(findings.diagnostics)
        return findings
    }

    /// The page rendered, with its problems at the site's levels.
    func render(_ page: CriteriaPage) -> (page: RenderedPage, diagnostics: [Diagnostic]) {
        var sink = Diagnostics()
        let rendered = renderer.render(page, into: &sink)
        return (rendered, rules.apply(sink.all))
    }

    /// The page's HTML file at `outputPath`; nil when it writes none, or the run assembles nothing.
    func assemble(_ rendered: RenderedPage, at outputPath: String?) -> OutputFile? {
        outputPath.flatMap { path in assembler.map { OutputFile(path: path, contents: $0.criteriaPage(rendered).contents) } }
    }

    /// Renders the page and, given an output path, assembles it and writes its file, as its
    /// steps say; makes its `checks.js` entry again when the page, its drafts or its HTML are new.
    /// Returns the rendered page and its HTML, made or kept.
    private func render(_ page: CriteriaPage, _ visit: Visit, held: PageMemory?, writer: FolderWriter?, into result: inout Result,
                        clock: inout StepClock) -> (page: RenderedPage?, file: OutputFile?) {
        let made = visit.steps.contains(.render) ? render(page) : nil
        result.time.render = clock.lap()
        let rendered = made?.page ?? held?.rendered
        let assembles = made != nil || visit.steps.contains(.assemble)
        let html = assembles ? rendered.flatMap { assemble($0, at: visit.outputPath) } : held?.file
        result.time.assemble = clock.lap()
        if let made {
            let file = html.map { html -> PageFile in
                guard let writer else { return .held(html) }
                return .written(path: html.path, Swift.Result { try writer.write(SiteEntries.Entry(path: html.path, source: .generated(html))) })
            }
            result.rendered = Rendered(diagnostics: made.diagnostics, summary: made.page.summary, hasCriteria: made.page.hasCriteria,
                                       media: made.page.media, file: file)
        }
        result.time.write = clock.lap()
        let remade = held == nil || visit.steps.contains(.index) || assembles
        result.checksEntry = assembler == nil ? nil : remade ? checksEntry(of: page) : held?.checksEntry
        return (rendered, html)
    }

    /// What a preview keeps of the page: its results, those of the steps not taken again kept.
    private func remembered(_ page: CriteriaPage, _ visit: Visit, held: PageMemory?, checked: CheckedPage?,
                            made: (page: RenderedPage?, file: OutputFile?), result: Result) -> PageMemory {
        PageMemory(hash: visit.source.hash, record: held?.record ?? visit.source.hash + result.includeStamp, page: page,
                   facets: result.facets ?? PageFacets(page), parseDiagnostics: result.parseDiagnostics, checked: checked,
                   findings: result.findings, rendered: made.page, renderDiagnostics: result.rendered?.diagnostics ?? held?.renderDiagnostics ?? [],
                   file: made.file, checksEntry: result.checksEntry)
    }
}

extension PageWork {
    /// The page's entry in `checks.js`, with its last commit's date when the site has one.
    func checksEntry(of page: CriteriaPage) -> String? {
        ChecksScript.entry(of: page, pageURLs: pageURLs, date: assembler?.history?.dates[page.sourcePath]?.date)
    }
}
