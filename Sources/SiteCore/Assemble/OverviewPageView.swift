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
    var filters: FiltersView? = nil
    var hasFilters: Bool { filters != nil }
    /// The WCAG index, when the site has the WCAG pages.
    var wcagHref = ""
    var hasWCAG: Bool { !wcagHref.isEmpty }
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
        .list("filters", { $0.filters.map { [$0] } ?? [] }),
        .flag("hasFilters", \.hasFilters),
        .text("wcagHref", \.wcagHref),
        .flag("hasWCAG", \.hasWCAG),
    ])
}
