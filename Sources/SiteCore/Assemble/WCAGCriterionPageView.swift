/// The `wcag-criterion` template's values: one success criterion, its W3C Understanding page,
/// and the pages citing it, grouped by platform (the site's top-level categories).
struct WCAGCriterionPageView {
    var layout: LayoutView
    var number: String
    var name: String
    var level: String
    var understandingURL: String
    /// The criterion in a sentence (`WCAGSummaries`).
    var inShort: String
    var countText: String
    var groups: [CardGroupView]
}

extension WCAGCriterionPageView: TemplateView {
    static let fields = ViewFields<Self>([
        .view("layout", \.layout),
        .text("number", \.number),
        .text("name", \.name),
        .text("level", \.level),
        .text("understandingURL", \.understandingURL),
        .text("inShort", \.inShort),
        .text("countText", \.countText),
        .list("groups", \.groups),
    ])
}
