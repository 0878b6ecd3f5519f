/// The page pass of a preview: a page whose results the run holds (`PageMemory`) goes again
/// through the steps a change calls for (`PageSteps.again`) only.
extension PageWork {
    /// What a page gave a preview's page pass.
    struct Revisit: Sendable {
        var page: PageMemory
        /// The index's drafts, when made again; the run packs them (`IndexMemory`).
        var drafts: [IndexBuilder.DraftUnit]?
        var rechecked: Bool
        var rendered: Bool
    }

    /// `file`: the page's source, its text as the run loaded it. `outputPath`: where the page's
    /// file goes; nil when it writes none.
    func revisit(_ source: SurveyedSource, file: SourceFile, held: PageMemory?, redo: PageSteps, outputPath: String?,
                 words: inout WordCache) -> Revisit {
        let kept = redo.contains(.parse) ? nil : held
        let parsed = kept == nil ? parse(source, file) : nil
        guard let page = kept?.page ?? parsed?.page else { preconditionFailure("a page not kept is parsed") }
        let parseDiagnostics = kept?.parseDiagnostics ?? parsed?.diagnostics ?? []
        let record = kept?.record ?? source.hash + (parsed?.includeStamp ?? "")
        var checked = kept?.checked, findings = kept?.findings
        let rechecks = redo.contains(.check) || findings == nil
        if rechecks {
            let prepared = checked ?? CheckedPage(page: page, source: file)
            findings = check(prepared)
            checked = prepared
        }
        let drafts = redo.contains(.index) ? IndexBuilder(pageURLs: pageURLs).drafts(of: page, cache: &words) : nil
        var rendered = kept?.rendered, renderDiagnostics = kept?.renderDiagnostics ?? [], html = kept?.file
        let renders = redo.contains(.render) || rendered == nil
        if renders {
            let fresh = render(page)
            (rendered, renderDiagnostics) = (fresh.page, fresh.diagnostics)
        }
        if renders || redo.contains(.assemble), let rendered { html = assemble(rendered, at: outputPath) }
        let facets = kept?.facets ?? PageFacets(page)
        // Made again with the index's drafts (its addresses) or the page's HTML (its date).
        let remade = drafts != nil || renders || redo.contains(.assemble)
        let entry = remade ? checksEntry(of: page) : kept?.checksEntry
        let memory = PageMemory(hash: source.hash, record: record, page: page, facets: facets, parseDiagnostics: parseDiagnostics, checked: checked,
                                findings: findings, rendered: rendered, renderDiagnostics: renderDiagnostics, file: html, checksEntry: entry)
        return Revisit(page: memory, drafts: drafts, rechecked: rechecks, rendered: renders)
    }
}
