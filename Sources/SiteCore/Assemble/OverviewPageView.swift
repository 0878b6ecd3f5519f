/// The `overview` and `home` templates' values: a category's pages and sub-categories.
struct OverviewPageView {
    var layout: LayoutView
    var title: String
    var intro: String
    /// Pages directly in this folder.
    var cards: [CardView]
    var hasCards: Bool
    /// Sub-folders, each with its pages.
    var groups: [CardGroupView]
    var hasGroups: Bool
    /// Pages without criteria tabs (guides, articles), by category, listed apart.
    var guideGroups: [CardGroupView] = []
    var hasGuides = false
    /// A bundle's home page: when it was built and from which content version.
    var buildInfo = ""
    var hasBuildInfo = false
}

extension OverviewPageView: TemplateView {
    static let fields = ViewFields<Self>([
        .view("layout", \.layout),
        .text("title", \.title),
        .text("intro", \.intro),
        .list("cards", \.cards),
        .flag("hasCards", \.hasCards),
        .list("groups", \.groups),
        .flag("hasGroups", \.hasGroups),
        .list("guideGroups", \.guideGroups),
        .flag("hasGuides", \.hasGuides),
        .text("buildInfo", \.buildInfo),
        .flag("hasBuildInfo", \.hasBuildInfo),
    ])
}
