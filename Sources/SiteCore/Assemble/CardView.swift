/// A page's link on an overview, with its summary.
struct CardView {
    var title: String
    var href: String
    var summary: String
    var hasSummary: Bool
}

extension CardView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("title", \.title),
        .text("href", \.href),
        .text("summary", \.summary),
        .flag("hasSummary", \.hasSummary),
    ])
}
