import Mustache

// Templates look values up by name. Answering through `MustacheParent` instead of letting the
// library reflect with `Mirror` made assembling the corpus several times faster: a Mirror is
// built for every lookup, and the navigation alone makes thousands of lookups per page. Texts
// are answered as `TemplateText`, which the library writes after fewer type checks than a String.

extension LayoutView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "siteTitle": TemplateText(siteTitle)
        case "root": TemplateText(root)
        case "headTitle": TemplateText(headTitle)
        case "description": TemplateText(description)
        case "hasDescription": hasDescription
        case "canonical": TemplateText(canonical)
        case "hasCanonical": hasCanonical
        case "nav": navigation()
        case "navHTML": TemplateText(navHTML)
        case "breadcrumbs": breadcrumbs
        case "hasBreadcrumbs": hasBreadcrumbs
        case "logo": TemplateText(logo)
        case "accentCSS": TemplateText(accentCSS)
        case "hasAccent": hasAccent
        case "usesDemos": usesDemos
        case "usesCollect": usesCollect
        default: nil
        }
    }
}

extension NavItemView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": TemplateText(title)
        case "href": TemplateText(href)
        case "className": TemplateText(className)
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
        case "title": TemplateText(title)
        case "href": TemplateText(href)
        case "isCurrent": isCurrent
        default: nil
        }
    }
}

extension TabView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "anchor": TemplateText(anchor)
        case "label": TemplateText(label)
        case "shortLabel": TemplateText(shortLabel)
        case "hasShortLabel": hasShortLabel
        case "html": TemplateText(html)
        case "isCollectable": isCollectable
        case "sourceJSON": TemplateText(sourceJSON)
        default: nil
        }
    }
}

extension CriteriaPageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "title": TemplateText(title)
        case "intro": TemplateText(intro)
        case "hasIntro": hasIntro
        case "tabs": tabs
        case "hasTabs": hasTabs
        case "isDraft": isDraft
        case "sitePath": TemplateText(sitePath)
        case "previousTitle": TemplateText(previousTitle)
        case "previousHref": TemplateText(previousHref)
        case "hasPrevious": hasPrevious
        case "nextTitle": TemplateText(nextTitle)
        case "nextHref": TemplateText(nextHref)
        case "hasNext": hasNext
        case "hasNeighbours": hasNeighbours
        default: nil
        }
    }
}

extension CardView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": TemplateText(title)
        case "href": TemplateText(href)
        case "summary": TemplateText(summary)
        case "hasSummary": hasSummary
        default: nil
        }
    }
}

extension CardGroupView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": TemplateText(title)
        case "href": TemplateText(href)
        case "hasHref": hasHref
        case "countText": TemplateText(countText)
        case "cards": cards
        case "hasCards": hasCards
        case "subgroups": subgroups
        case "hasSubgroups": hasSubgroups
        default: nil
        }
    }
}

extension OverviewPageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "title": TemplateText(title)
        case "intro": TemplateText(intro)
        case "cards": cards
        case "hasCards": hasCards
        case "groups": groups
        case "hasGroups": hasGroups
        case "guideGroups": guideGroups
        case "hasGuides": hasGuides
        case "buildInfo": TemplateText(buildInfo)
        case "hasBuildInfo": hasBuildInfo
        default: nil
        }
    }
}

extension RedirectPageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "siteTitle": TemplateText(siteTitle)
        case "target": TemplateText(target)
        case "title": TemplateText(title)
        default: nil
        }
    }
}

extension SearchPageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "title": TemplateText(title)
        default: nil
        }
    }
}
