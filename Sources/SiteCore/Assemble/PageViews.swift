/// The values templates see, looked up by name (`PageViews+Mustache`): the names are the
/// template's vocabulary, so keep them stable and document changes in the theme README.

/// Shared by every page: the layout template's values.
struct LayoutView {
    var siteTitle: String
    /// Relative path from this page to the site root (`../../`), prefixed to every site URL.
    var root: String
    var headTitle: String
    var description: String
    var hasDescription: Bool
    /// The page's address on the published site, when the config names a base URL.
    var canonical: String
    var hasCanonical: Bool
    /// The side navigation's items, built when a template asks for `nav`.
    var navigation: () -> [NavItemView]
    /// The side navigation rendered with the `nav-item` template, one item after another.
    var navHTML: String
    var breadcrumbs: [CrumbView]
    var hasBreadcrumbs: Bool
    /// The site mark and favicon from the site root (`_assets/icon.svg`, or the configured logo).
    var logo = ""
    /// The brand colour's custom properties (`BrandColour.css`), for a `<style>` element.
    var accentCSS = ""
    var hasAccent = false
    /// The page holds live demonstrations (the theme's examples.js).
    var usesDemos = false
    /// The page offers Copy and Save, or lists what was saved (the theme's collect.js).
    var usesCollect = false
}

struct NavItemView {
    var title: String
    var href: String
    /// `nav-category`, `nav-subcategory` or `nav-page`.
    var className: String
    /// The item is the page being shown: `aria-current="page"`.
    var isCurrent: Bool
    /// The item contains the page being shown.
    var isOpen: Bool
    var children: [NavItemView]
    var hasChildren: Bool
}

struct CrumbView {
    var title: String
    var href: String
    var isCurrent: Bool
}

struct TabView {
    var anchor: String
    var label: String
    /// A shorter label shown where room is short (`SectionKind.shortTitle`); the tab's name
    /// stays `label`.
    var shortLabel = ""
    var hasShortLabel = false
    var html: String
    /// The tab offers Copy and Save (`SectionKind.collectable`).
    var isCollectable: Bool = false
    /// The section's Markdown as a JSON string, safe inside `<script type="application/json">`.
    var sourceJSON: String = ""
}

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
}

struct CardView {
    var title: String
    var href: String
    var summary: String
    var hasSummary: Bool
}

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

struct OverviewPageView {
    var layout: LayoutView
    var title: String
    var intro: String
    /// Pages directly in this folder.
    var cards: [CardView]
    var hasCards: Bool
    /// Sub-folders, each with its pages.
    var groups: [CardGroupView]
    var hasGroups: Bool
    /// Pages without criteria tabs (guides, articles), by category, listed apart.
    var guideGroups: [CardGroupView] = []
    var hasGuides = false
    /// A bundle's home page: when it was built and from which content version.
    var buildInfo = ""
    var hasBuildInfo = false
}

struct RedirectPageView {
    var siteTitle: String
    var target: String
    var title: String
}

struct SearchPageView {
    var layout: LayoutView
    var title: String
}
