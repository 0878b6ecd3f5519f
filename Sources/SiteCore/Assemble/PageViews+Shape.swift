// The views rendered most often list their fields for `SplicedTemplates`: every stored
// property, once (`ViewShapeTests` counts them against the views' own).

extension LayoutView: ShapedView {
    mutating func visitFields<Visitor: FieldVisitor>(_ visitor: inout Visitor) {
        visitor.text(&siteTitle)
        visitor.text(&root)
        visitor.text(&headTitle)
        visitor.text(&description)
        visitor.flag(hasDescription)
        visitor.text(&canonical)
        visitor.flag(hasCanonical)
        visitor.items(&navigation)
        visitor.text(&navHTML)
        visitor.list(&breadcrumbs)
        visitor.flag(hasBreadcrumbs)
        visitor.text(&logo)
        visitor.text(&accentCSS)
        visitor.flag(hasAccent)
        visitor.flag(usesDemos)
        visitor.flag(usesCollect)
    }
}

extension NavItemView: ShapedView {
    mutating func visitFields<Visitor: FieldVisitor>(_ visitor: inout Visitor) {
        visitor.text(&title)
        visitor.text(&href)
        visitor.text(&className)
        visitor.flag(isCurrent)
        visitor.flag(isOpen)
        visitor.list(&children)
        visitor.flag(hasChildren)
    }
}

extension CrumbView: ShapedView {
    mutating func visitFields<Visitor: FieldVisitor>(_ visitor: inout Visitor) {
        visitor.text(&title)
        visitor.text(&href)
        visitor.flag(isCurrent)
    }
}

extension TabView: ShapedView {
    mutating func visitFields<Visitor: FieldVisitor>(_ visitor: inout Visitor) {
        visitor.text(&anchor)
        visitor.text(&label)
        visitor.text(&shortLabel)
        visitor.flag(hasShortLabel)
        visitor.text(&html)
        visitor.flag(isCollectable)
        visitor.text(&sourceJSON)
    }
}

extension CriteriaPageView: ShapedView {
    mutating func visitFields<Visitor: FieldVisitor>(_ visitor: inout Visitor) {
        visitor.view(&layout)
        visitor.text(&title)
        visitor.text(&intro)
        visitor.flag(hasIntro)
        visitor.list(&tabs)
        visitor.flag(hasTabs)
        visitor.flag(isDraft)
        visitor.text(&sitePath)
        visitor.text(&previousTitle)
        visitor.text(&previousHref)
        visitor.flag(hasPrevious)
        visitor.text(&nextTitle)
        visitor.text(&nextHref)
        visitor.flag(hasNext)
        visitor.flag(hasNeighbours)
    }
}

extension RedirectPageView: ShapedView {
    mutating func visitFields<Visitor: FieldVisitor>(_ visitor: inout Visitor) {
        visitor.text(&siteTitle)
        visitor.text(&target)
        visitor.text(&title)
    }
}
