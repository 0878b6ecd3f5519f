/// The `redirect` template's values: an alias's page, which sends the reader on to `target`.
struct RedirectPageView {
    var siteTitle: String
    var target: String
    var title: String
}

extension RedirectPageView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("siteTitle", \.siteTitle),
        .text("target", \.target),
        .text("title", \.title),
    ])
}
