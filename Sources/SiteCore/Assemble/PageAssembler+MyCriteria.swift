/// `my-criteria.html`: the sections a reader saved with "Save", kept in the browser.
extension PageAssembler {
    /// The page, when the theme has a `my-criteria` template. Its content is written by the
    /// theme's script from localStorage; the build only gives it the tab kinds to group by.
    func myCriteriaPage() -> OutputFile? {
        guard templates.has("my-criteria") else { return nil }
        let title = "My criteria"
        let kinds = SectionKind.collectable.map { ScriptJSON.object([("anchor", $0.anchor), ("label", $0.title)]) }
        var layout = layout(at: [], title: title, description: "Criteria saved from \(config.title), to copy or download", current: [],
                            isSiteHome: false, file: "my-criteria.html")
        layout.usesCollect = true
        layout.usesMyCriteria = true
        layout.usesChecks = true
        let view = MyCriteriaPageView(
            layout: layout,
            title: title, kindsJSON: ScriptJSON.array(kinds), kindsText: Self.orList(SectionKind.collectable.map(\.title)),
            linkBase: config.planLinkBase
        )
        return OutputFile(path: "my-criteria.html", contents: templates.render(view, template: "my-criteria"))
    }

    /// `["A", "B", "C"]` → "A, B or C".
    static func orList(_ words: [String]) -> String {
        guard words.count > 1, let last = words.last else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}
