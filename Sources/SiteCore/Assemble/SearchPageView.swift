/// The `search` template's values.
struct SearchPageView {
    var layout: LayoutView
    var title: String
}

extension SearchPageView: TemplateView {
    static let fields = ViewFields<Self>([
        .view("layout", \.layout),
        .text("title", \.title),
    ])
}
