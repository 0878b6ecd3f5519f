/// The `audit` template's values.
struct AuditPageView {
    var layout: LayoutView
    var title: String
    /// `{"title":…,"build":…}`: the site's title and, for a bundle, when it was built; an export records them.
    var siteJSON: String
}

extension AuditPageView: TemplateView {
    static let fields = ViewFields<Self>([
        .view("layout", \.layout),
        .text("title", \.title),
        .text("siteJSON", \.siteJSON),
    ])
}
