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
}

extension CardView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("title", \.title),
        .text("href", \.href),
        .text("summary", \.summary),
        .flag("hasSummary", \.hasSummary),
        .text("platforms", \.platforms),
        .text("levels", \.levels),
    ])
}
