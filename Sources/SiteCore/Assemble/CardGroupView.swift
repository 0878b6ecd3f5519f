/// A category on an overview: its heading and its pages' cards.
struct CardGroupView {
    var title: String
    var href: String
    /// The group's heading links to its overview (a group of the site's root pages has none).
    var hasHref = true
    /// "12 pages", the number of pages the group lists.
    var countText: String = ""
    var cards: [CardView]
    var hasCards: Bool = false
    /// Sub-categories, each with the pages of all its folders.
    var subgroups: [CardGroupView] = []
    var hasSubgroups: Bool = false
}

extension CardGroupView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("title", \.title),
        .text("href", \.href),
        .flag("hasHref", \.hasHref),
        .text("countText", \.countText),
        .list("cards", \.cards),
        .flag("hasCards", \.hasCards),
        .list("subgroups", \.subgroups),
        .flag("hasSubgroups", \.hasSubgroups),
    ])
}
