/// The `wcag-index` template's values: WCAG 2.2's success criteria by principle and guideline,
/// each with the number of pages citing it. The level pages (`wcag/level-aa/`) are the same
/// view holding one level's criteria.
struct WCAGIndexView {
    var layout: LayoutView
    var title: String
    var intro: String
    var principles: [WCAGHeadingView]
    var filters: FiltersView
    /// Links to the index and the level pages, the current one marked.
    var levelLinks: [CrumbView]
}

/// A principle with its guidelines, or a guideline with its criteria.
struct WCAGHeadingView {
    var id: String
    var title: String
    var guidelines: [WCAGHeadingView] = []
    var criteria: [WCAGCriterionRowView] = []
    var hasCriteria: Bool { !criteria.isEmpty }
}

/// One success criterion in the index: a link to its page when a page cites it.
struct WCAGCriterionRowView {
    var number: String
    var name: String
    var level: String
    var href: String
    var isCited: Bool
    var countText: String
    /// Space-separated, for the filters: the platforms of the citing pages, and the level.
    var platforms: String
    /// Space-separated `platform:count`, how many citing pages each platform has: the count a
    /// row shows while the filters narrow the index to one platform.
    var platformCounts: String
    var isObsolete: Bool
}

extension WCAGIndexView: TemplateView {
    static let fields = ViewFields<Self>([
        .view("layout", \.layout),
        .text("title", \.title),
        .text("intro", \.intro),
        .list("principles", \.principles),
        .view("filters", \.filters),
        .list("levelLinks", \.levelLinks),
    ])
}

extension WCAGHeadingView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("id", \.id),
        .text("title", \.title),
        .list("guidelines", \.guidelines),
        .list("criteria", \.criteria),
        .flag("hasCriteria", \.hasCriteria),
    ])
}

extension WCAGCriterionRowView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("number", \.number),
        .text("name", \.name),
        .text("level", \.level),
        .text("href", \.href),
        .flag("isCited", \.isCited),
        .text("countText", \.countText),
        .text("platforms", \.platforms),
        .text("platformCounts", \.platformCounts),
        .flag("isObsolete", \.isObsolete),
    ])
}
