/// The search's pages for the WCAG pages: one per cited success criterion, titled with its
/// number and name, after the content's pages. A query for "1.4.11" or "non-text contrast" then
/// finds the criterion's page by its title, ahead of the pages citing it in their text.
///
/// Each is a small Markdown page of its own, parsed and drafted as content is, so the CLI and
/// the browser read it like any other page; its text depends on the criterion only, so a
/// preview drafts it once.
enum WCAGSearchPages {
    /// The cited criteria's numbers, in WCAG's order, from every page's facets.
    static func cited(_ facets: some Sequence<PageFacets>) -> [String] {
        let cited = Set(facets.flatMap(\.wcag))
        return WCAGCriteria.all.map(\.number).filter(cited.contains)
    }

    static func drafts(of number: String, pageURLs: PageURLs) -> [IndexBuilder.DraftUnit] {
        guard let page = page(of: number) else { return [] }
        return IndexBuilder(pageURLs: pageURLs).drafts(of: page)
    }

    /// The search's key of a criterion's page in a preview's index, which no source path is.
    static func key(of number: String) -> String { "\u{0}wcag/" + number }

    static func page(of number: String) -> CriteriaPage? {
        guard let criterion = WCAGCriteria.criterion(number) else { return nil }
        let title = "\(criterion.number) \(criterion.name)"
        let text = """
            ---
            title: "\(title.replacingOccurrences(of: "\"", with: ""))"
            ---
            ## General Notes

            WCAG 2.2 success criterion \(title), Level \(criterion.level.rawValue): the pages of this site citing it.
            """
        var unused = Diagnostics()
        return PageParser().parse(SourceFile(path: "\(WCAGCitingPages.folder)/\(number).md", text: text),
                                  address: WCAGCitingPages.address(of: number), into: &unused)
    }
}
