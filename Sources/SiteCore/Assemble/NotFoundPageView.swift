/// The `404` template's values.
struct NotFoundPageView {
    var layout: LayoutView
    var title: String
    /// The home page, as an absolute path.
    var home: String
}

extension NotFoundPageView: TemplateView {
    static let fields = ViewFields<Self>([
        .view("layout", \.layout),
        .text("title", \.title),
        .text("home", \.home),
    ])
}
