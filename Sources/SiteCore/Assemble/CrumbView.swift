/// One link of the breadcrumb trail: Home › category › sub-category › page.
struct CrumbView {
    var title: String
    var href: String
    var isCurrent: Bool
}

extension CrumbView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("title", \.title),
        .text("href", \.href),
        .flag("isCurrent", \.isCurrent),
    ])
}
