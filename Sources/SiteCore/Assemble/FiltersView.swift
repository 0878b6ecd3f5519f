/// The `filters` partial's values: links that narrow a list of pages or criteria by platform
/// and by WCAG level. Without JavaScript each is a link to a real page (a category's overview,
/// a level's list of criteria); the theme's filters.js turns them into toggles that filter in
/// place and keep the choice in the URL's fragment.
struct FiltersView {
    var platforms: [FilterLinkView]
    var levels: [FilterLinkView]
    /// What the list holds, for the count: "pages", "success criteria".
    var noun = "pages"
    /// The level row's label: a page is listed under a level when it cites a criterion of that
    /// level (not every level below it), which "WCAG level" alone left a reader to guess.
    var levelLabel = "Cites WCAG level"
    /// The platform row's label, and how the status names a platform filter that is on (`%s`
    /// its button's name): on the WCAG index a platform keeps the criteria cited on its pages,
    /// which "Platform: Web" read as the criteria that apply to the web.
    var platformLabel = "Platform"
    var platformPhrase = "%s"
    var hasPlatforms: Bool { !platforms.isEmpty }
    var hasLevels: Bool { !levels.isEmpty }
}

struct FilterLinkView {
    /// "platform" or "level".
    var kind: String
    /// What the items' `data-platforms` or `data-levels` hold: "web", "android", "AA".
    var value: String
    var title: String
    var href: String
}

extension FiltersView: TemplateView {
    static let fields = ViewFields<Self>([
        .list("platforms", \.platforms),
        .flag("hasPlatforms", \.hasPlatforms),
        .flag("hasLevels", \.hasLevels),
        .list("levels", \.levels),
        .text("noun", \.noun),
        .text("levelLabel", \.levelLabel),
        .text("platformLabel", \.platformLabel),
        .text("platformPhrase", \.platformPhrase),
    ])
}

extension FilterLinkView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("kind", \.kind),
        .text("value", \.value),
        .text("title", \.title),
        .text("href", \.href),
    ])
}
