/// The `my-criteria` template's values.
struct MyCriteriaPageView {
    var layout: LayoutView
    var title: String
    /// `[{"anchor":"condensed","label":"Condensed"}, …]`: the collectable tab kinds, in order.
    var kindsJSON: String
    /// "Condensed, Gherkin or Criteria", for the page's introduction.
    var kindsText: String
    /// What links in the checks' exports start with (`SiteConfig.planLinkBase`).
    var linkBase: String

    /// The site has no `base-url`, so the checks' links start at its root: said by their buttons.
    var linksAreRelative: Bool { linkBase.isEmpty }
}

extension MyCriteriaPageView: TemplateView {
    static let fields = ViewFields<Self>([
        .view("layout", \.layout),
        .text("title", \.title),
        .text("kindsJSON", \.kindsJSON),
        .text("kindsText", \.kindsText),
        .text("linkBase", \.linkBase),
        .flag("linksAreRelative", \.linksAreRelative),
    ])
}
