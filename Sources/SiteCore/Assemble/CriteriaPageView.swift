/// The `page` template's values: a criteria page with its tabs.
struct CriteriaPageView {
    var layout: LayoutView
    var title: String
    var intro: String
    var hasIntro: Bool
    var tabs: [TabView]
    var hasTabs: Bool
    /// A draft shown by `criteria serve`: the page says so under its title.
    var isDraft = false
    /// The page's file relative to the site root (`native/controls/link/index.html`): how
    /// "My criteria" names and links a saved section.
    var sitePath: String = ""
    /// The pages before and after this one in its category, in navigation order.
    var previousTitle = ""
    var previousHref = ""
    var hasPrevious = false
    var nextTitle = ""
    var nextHref = ""
    var hasNext = false
    var hasNeighbours = false
    /// When the page's source last changed in a commit (`YYYY-MM-DD`, and as people read it),
    /// and whether it has changes not yet committed (a preview only): `PageDate`.
    var date = ""
    var dateText = ""
    var hasDate = false
    var isUncommitted = false
    var hasDateLine = false
}

extension CriteriaPageView: TemplateView {
    static let fields = ViewFields<Self>([
        .view("layout", \.layout),
        .text("title", \.title),
        .text("intro", \.intro),
        .flag("hasIntro", \.hasIntro),
        .list("tabs", \.tabs),
        .flag("hasTabs", \.hasTabs),
        .flag("isDraft", \.isDraft),
        .text("sitePath", \.sitePath),
        .text("previousTitle", \.previousTitle),
        .text("previousHref", \.previousHref),
        .flag("hasPrevious", \.hasPrevious),
        .text("nextTitle", \.nextTitle),
        .text("nextHref", \.nextHref),
        .flag("hasNext", \.hasNext),
        .flag("hasNeighbours", \.hasNeighbours),
        .text("date", \.date),
        .text("dateText", \.dateText),
        .flag("hasDate", \.hasDate),
        .flag("isUncommitted", \.isUncommitted),
        .flag("hasDateLine", \.hasDateLine),
    ])
}
