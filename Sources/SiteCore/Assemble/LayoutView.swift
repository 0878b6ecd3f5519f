/// The layout template's values, shared by every page. The field names are the templates'
/// vocabulary: keep them stable and document changes in the theme README.
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
    /// The page is my-criteria.html (the theme's my-criteria.js, after collect.js).
    var usesMyCriteria = false
    /// The page filters its lists by platform and level (the theme's filters.js).
    var usesFilters = false
    /// The page shows filters, a WCAG list, the changes or search results (the theme's lists.css).
    var usesListStyles = false
    /// The site has a changes page (`changes.html`), linked from the footer.
    var hasChanges = false
    /// The page turns checks into plans: the site's `checks.js` (and `plan-format.js`).
    var usesChecks = false
    /// The page is the test-plan builder (the theme's plan.js).
    var usesPlan = false
    /// The page is audit.html, which always runs the theme's audit.js (criteria pages load it on demand).
    var usesAudit = false

    /// The theme's `plan-format.js`: for plans, and for the escaping an audit's reports share with them.
    var usesPlanFormat: Bool { usesChecks || usesAudit }
}

extension LayoutView {
    /// A generated page's own address under the base URL (`PageAssembler.canonicalURL`), or none.
    mutating func setCanonical(_ url: String?) {
        canonical = url ?? ""
        hasCanonical = url != nil
    }
}

extension LayoutView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("siteTitle", \.siteTitle),
        .text("root", \.root),
        .text("headTitle", \.headTitle),
        .text("description", \.description),
        .flag("hasDescription", \.hasDescription),
        .text("canonical", \.canonical),
        .flag("hasCanonical", \.hasCanonical),
        .lazyList("nav", \.navigation),
        .text("navHTML", \.navHTML),
        .list("breadcrumbs", \.breadcrumbs),
        .flag("hasBreadcrumbs", \.hasBreadcrumbs),
        .text("logo", \.logo),
        .text("accentCSS", \.accentCSS),
        .flag("hasAccent", \.hasAccent),
        .flag("usesDemos", \.usesDemos),
        .flag("usesCollect", \.usesCollect),
        .flag("usesMyCriteria", \.usesMyCriteria),
        .flag("usesFilters", \.usesFilters),
        .flag("usesListStyles", \.usesListStyles),
        .flag("hasChanges", \.hasChanges),
        .flag("usesChecks", \.usesChecks),
        .flag("usesPlanFormat", \.usesPlanFormat),
        .flag("usesPlan", \.usesPlan),
        .flag("usesAudit", \.usesAudit),
    ])
}
