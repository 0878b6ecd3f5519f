/// `plan.html`: the test-plan builder. The build writes its form; the theme's `plan.js` fills
/// the plan from `checks.js` in the browser (docs/plans.md).
extension PageAssembler {
    /// The page, when the theme has a `plan` template.
    func planPage() -> OutputFile? {
        guard templates.has("plan") else { return nil }
        let title = "Test plan"
        var layout = layout(at: [], title: title, description: "Build a test plan from \(config.title)'s checks", current: [],
                            isSiteHome: false, file: "plan.html")
        layout.usesChecks = true
        layout.usesPlan = true
        typealias Choice = PlanPageView.Choice
        let obsolete = WCAGCriteria.all.filter(\.isObsolete).map { ($0.number, $0.name) }
        let settings = "{" + ScriptJSON.string("linkBase") + ":" + ScriptJSON.string(config.planLinkBase) + ","
            + ScriptJSON.string("obsolete") + ":" + ScriptJSON.object(obsolete) + ","
            + ScriptJSON.string("wcag") + ":" + ScriptJSON.array(WCAGCriteria.all.map { ScriptJSON.string($0.number) }) + "}"
        let view = PlanPageView(
            layout: layout, title: title,
            categories: tree.categories.map { Choice(value: $0.path.joined(separator: "/"), label: $0.title) },
            platforms: [Choice(value: "web", label: "Web"), Choice(value: "android", label: "Android"), Choice(value: "ios", label: "iOS")],
            sections: [SectionKind.condensed, .gherkin, .criteria].map { Choice(value: $0.anchor, label: $0.title) },
            profiles: CSVProfile.allCases.map { Choice(value: $0.rawValue, label: $0.title) },
            settingsJSON: settings,
            linksAreRelative: config.planLinkBase.isEmpty
        )
        return OutputFile(path: "plan.html", contents: templates.render(view, template: "plan"))
    }
}
