import Mustache
import Testing
@testable import SiteCore

/// `TemplateRenderer` hands views to the library boxed (`ViewBox`), and views hold views and lists
/// of them boxed too: a template must write what it writes with the views themselves, which the
/// library reads as `MustacheParent`s.
@Suite struct ViewBoxTests {
    static let templates = [
        "t": "{{#layout}}{{root}}|{{#breadcrumbs}}{{title}}{{#isCurrent}}*{{/isCurrent}},{{/breadcrumbs}}{{/layout}}"
            + "|{{title}}|{{#tabs}}{{anchor}}:{{{html}}}{{^isCollectable}}!{{/isCollectable}};{{/tabs}}{{^tabs}}none{{/tabs}}"
            + "|{{#layout.nav}}{{>item}}{{/layout.nav}}|{{layout.siteTitle}}|{{uppercased(title)}}|{{#first(tabs)}}{{label}}{{/first(tabs)}}"
            + "|{{#hasIntro}}{{intro}}{{/hasIntro}}|{{#tabs}}{{layout.root}}{{missing}}{{/tabs}}",
        "item": "<{{title}}{{#children}}({{>item}}){{/children}}>",
    ]

    static func page(tabs: [TabView]) -> CriteriaPageView {
        let child = NavItemView(title: "Child", href: "c.html", className: "nav-page", isCurrent: true, isOpen: true, children: [], hasChildren: false)
        let nav = [NavItemView(title: "Top & more", href: "t.html", className: "nav-category", isCurrent: false, isOpen: true, children: [child], hasChildren: true)]
        let layout = LayoutView(siteTitle: "Site <A>", root: "../", headTitle: "", description: "", hasDescription: false,
                                canonical: "", hasCanonical: false, navigation: { nav }, navHTML: "",
                                breadcrumbs: [CrumbView(title: "Home", href: "../index.html", isCurrent: false),
                                              CrumbView(title: "Page", href: "p.html", isCurrent: true)],
                                hasBreadcrumbs: true)
        return CriteriaPageView(layout: layout, title: "Buttons \"b\"", intro: "<p>x</p>", hasIntro: true, tabs: tabs, hasTabs: !tabs.isEmpty)
    }

    /// What the template writes: sections on a view, on a list and on an empty one, dotted
    /// names, a recursive partial, a transform of a text and of a list, and names a tab does not
    /// have, found in the views around it or nowhere.
    static func expected(tabCount: Int) -> String {
        let tabs = (0..<tabCount).map { "a\($0):<b>\($0)</b>\($0 == 1 ? "" : "!");" }.joined()
        return "../|Home,Page*,|Buttons &quot;b&quot;|" + (tabCount == 0 ? "none" : tabs)
            + "|<Top &amp; more(<Child>)>|Site &lt;A&gt;|BUTTONS &quot;B&quot;|" + (tabCount == 0 ? "" : "Tab 0")
            + "|&lt;p&gt;x&lt;/p&gt;|" + String(repeating: "../", count: tabCount)
    }

    @Test(arguments: [0, 1, 3])
    func boxedViewsWriteWhatTheViewsThemselvesWrite(tabCount: Int) throws {
        let tabs = (0..<tabCount).map { TabView(anchor: "a\($0)", label: "Tab \($0)", html: "<b>\($0)</b>", isCollectable: $0 == 1) }
        let page = Self.page(tabs: tabs)
        var sink = Diagnostics()
        let renderer = TemplateRenderer(theme: Theme(templates: Self.templates), into: &sink)
        #expect(sink.all.isEmpty)
        #expect(renderer.render(page, template: "t") == Self.expected(tabCount: tabCount))
        // The page view itself, not boxed, as the library reads it.
        var library = MustacheLibrary()
        for (name, text) in Self.templates { try library.register(text, named: name) }
        #expect(library.render(page, withTemplate: "t") == Self.expected(tabCount: tabCount))
    }
}
