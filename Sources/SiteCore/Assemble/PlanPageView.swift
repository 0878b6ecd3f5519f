/// The `plan` template's values: the test-plan builder (`plan.html`, docs/plans.md).
struct PlanPageView {
    struct Choice {
        var value: String
        var label: String
    }

    var layout: LayoutView
    var title: String
    /// The site's top-level folders, to choose pages by.
    var categories: [Choice]
    var platforms: [Choice]
    var sections: [Choice]
    var profiles: [Choice]
    /// `{"linkBase": …, "obsolete": {"4.1.1": "Parsing"}, "wcag": [every WCAG 2.2 number]}` for `plan.js`.
    var settingsJSON: String
    /// The site has no `base-url`, so the plan's links start at its root: said beside Download.
    var linksAreRelative: Bool
}

extension PlanPageView.Choice: TemplateView {
    static let fields = ViewFields<Self>([
        .text("value", \.value),
        .text("label", \.label),
    ])
}

extension PlanPageView: TemplateView {
    static let fields = ViewFields<Self>([
        .view("layout", \.layout),
        .text("title", \.title),
        .list("categories", \.categories),
        .list("platforms", \.platforms),
        .list("sections", \.sections),
        .list("profiles", \.profiles),
        .text("settingsJSON", \.settingsJSON),
        .flag("linksAreRelative", \.linksAreRelative),
    ])
}
