/// A page's link on an overview, with its summary.
struct CardView {
    var title: String
    var href: String
    var summary: String
    var hasSummary: Bool
    /// Space-separated, what the filters match the page by (`WCAGCitingPages.platforms`, the
    /// levels of the criteria it cites).
    var platforms = ""
    var levels = ""
    /// On a criterion's page: the page's checks citing it, linked to their anchors; or, when
    /// every check of the page cites it, that said instead ("all 12 checks").
    var checks: [CrumbView] = []
    var hasChecks: Bool { !checks.isEmpty }
    var allChecksText = ""
    var hasAllChecks: Bool { !allChecksText.isEmpty }
}

extension CardView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("title", \.title),
        .text("href", \.href),
        .text("summary", \.summary),
        .flag("hasSummary", \.hasSummary),
        .text("platforms", \.platforms),
        .text("levels", \.levels),
        .list("checks", \.checks),
        .flag("hasChecks", \.hasChecks),
        .text("allChecksText", \.allChecksText),
        .flag("hasAllChecks", \.hasAllChecks),
    ])
}
