import Foundation

/// Everything the page pass does with one page, on one core: take the text the survey kept (or
/// read the file again), parse, check, draft the search index's units, and when asked, render, assemble and write the page's file. What it
/// returns is small (diagnostics, index drafts, fragment names, card text), so a build holds this
/// for every page but the parsed and rendered page only for the pages in flight.
struct PageWork: Sendable {
    let contentRoot: URL
    let parser: PageParser
    let renderer: PageRenderer
    let checker: ContentChecker
    /// For criteria pages, whose navigation shows titles only, not card texts; nil when the run
    /// makes no files (`check`).
    let assembler: PageAssembler?
    /// What happens to a page after parsing: a build takes every step, other commands fewer.
    var steps: PageSteps = [.check, .index, .render]
    /// The site's `rules:`, applied to the page's diagnostics here, so that whether they fail
    /// the build is known as the page is kept.
    var rules = RuleLevels()
    /// Where pages' files are, for the index's units.
    var pageURLs = PageURLs.folder
    /// The texts the survey kept; a page whose text is not there reads its file again.
    var keptTexts: KeptTexts?

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

    /// `outputPath`: where the page's file goes; nil when it writes none. `writer`: writes the
    /// file as soon as it is made, so its text is let go at once; without one, the file is held.
    /// `words`: tokens of words already seen, shared by the pages one core goes through (`WordCache`).
    func run(_ source: SurveyedSource, render: Bool, outputPath: String?, writer: FolderWriter?, words: inout WordCache) -> Result {
        var result = Result(outputPath: outputPath)
        var clock = StepClock()
        var sink = Diagnostics()
        let kept = keptTexts?.take(source.path)
        guard let file = kept.map({ SourceFile(path: source.path, text: $0) })
                ?? ContentLoader().loadFile(source.path, contentRoot: contentRoot, into: &sink),
              kept != nil || ContentHash(file.text).hex == source.hash else {
            result.parseDiagnostics = [Diagnostic(.error, SourceLocation(file: source.path), "\(source.path) changed while the site was built",
                                                  note: "build again")]
            return result
        }
        let (page, parseDiagnostics, includeStamp) = parse(source, file)
        result.parseDiagnostics = sink.all + parseDiagnostics
        result.includeStamp = includeStamp
        result.time.parse = clock.lap()
        if steps.contains(.keepPage) { result.page = page }
        result.facets = PageFacets(page)
        if steps.contains(.check) { result.findings = check(CheckedPage(page: page, source: file)) }
        result.time.check = clock.lap()
        if steps.contains(.index) { result.drafts = IndexBuilder(pageURLs: pageURLs).drafts(of: page, cache: &words) }
        result.time.index = clock.lap()
        guard steps.contains(.render) else { return result }
        result.checksEntry = checksEntry(of: page)
        guard render else { return result }
        result.rendered = self.render(page, outputPath: outputPath, writer: writer, time: &result.time, clock: &clock)
        return result
    }

    /// The page parsed from `file`, its text as the run loaded it, with the parse's problems as
    /// found (the run sets them at the site's levels as it reports them) and the stamp of the
    /// files it includes (`IncludeLibrary.stamp`).
    func parse(_ source: SurveyedSource, _ file: SourceFile) -> (page: CriteriaPage, diagnostics: [Diagnostic], includeStamp: String) {
        var sink = Diagnostics()
        let page = parser.parse(file, address: source.outline.address, into: &sink)
        return (page, sink.all, parser.includes.stamp(of: page.includes))
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

    /// Renders the page and, given an output path, assembles it and writes its file.
    private func render(_ page: CriteriaPage, outputPath: String?, writer: FolderWriter?, time: inout StepTimes,
                        clock: inout StepClock) -> Rendered {
        let (rendered, diagnostics) = render(page)
        time.render = clock.lap()
        let html = assemble(rendered, at: outputPath)
        time.assemble = clock.lap()
        let file = html.map { html -> PageFile in
            guard let writer else { return .held(html) }
            return .written(path: html.path, Swift.Result { try writer.write(SiteEntries.Entry(path: html.path, source: .generated(html))) })
        }
        time.write = clock.lap()
        return Rendered(diagnostics: diagnostics, summary: rendered.summary, hasCriteria: rendered.hasCriteria,
                        media: rendered.media, file: file)
    }
}

private struct StepClock {
    private var last = DispatchTime.now().uptimeNanoseconds

    mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now - last) / 1e9
    }
}

extension PageWork {
    /// The page's entry in `checks.js`, with its last commit's date when the site has one.
    func checksEntry(of page: CriteriaPage) -> String? {
        ChecksScript.entry(of: page, pageURLs: pageURLs, date: assembler?.history?.dates[page.sourcePath]?.date)
    }
}
