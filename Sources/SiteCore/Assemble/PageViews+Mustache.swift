import Mustache

// Templates look values up by name. Answering through `MustacheParent` instead of letting the
// library reflect with `Mirror` made assembling the corpus several times faster: a Mirror is
// built for every lookup, and the navigation alone makes thousands of lookups per page.

extension LayoutView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "siteTitle": siteTitle
        case "root": root
        case "headTitle": headTitle
        case "description": description
        case "hasDescription": hasDescription
        case "canonical": canonical
        case "hasCanonical": hasCanonical
        case "nav": navigation()
        case "navHTML": navHTML
        case "breadcrumbs": breadcrumbs
        case "hasBreadcrumbs": hasBreadcrumbs
        default: nil
        }
    }
}

extension NavItemView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "href": href
        case "className": className
        case "isCurrent": isCurrent
        case "isOpen": isOpen
        case "children": children
        case "hasChildren": hasChildren
        default: nil
        }
    }
}

extension CrumbView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "href": href
        case "isCurrent": isCurrent
        default: nil
        }
    }
}

extension TabView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "anchor": anchor
        case "label": label
        case "html": html
        case "isCollectable": isCollectable
        case "sourceJSON": sourceJSON
        default: nil
        }
    }
}

extension CriteriaPageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "title": title
        case "intro": intro
        case "hasIntro": hasIntro
        case "tabs": tabs
        case "hasTabs": hasTabs
        case "sitePath": sitePath
        default: nil
        }
    }
}

extension CardView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "href": href
        case "summary": summary
        case "hasSummary": hasSummary
        default: nil
        }
    }
}

extension CardGroupView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "href": href
        case "cards": cards
        default: nil
        }
    }
}

extension OverviewPageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "title": title
        case "intro": intro
        case "cards": cards
        case "hasCards": hasCards
        case "groups": groups
        case "hasGroups": hasGroups
        case "buildInfo": buildInfo
        case "hasBuildInfo": hasBuildInfo
        default: nil
        }
    }
}

extension RedirectPageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "siteTitle": siteTitle
        case "target": target
        case "title": title
        default: nil
        }
    }
}

extension SearchPageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "title": title
        default: nil
        }
    }
}
