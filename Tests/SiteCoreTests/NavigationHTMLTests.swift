import Foundation
import Testing
@testable import SiteCore

/// The shared per-folder navigation must be exactly what rendering each page's own items gives,
/// including where the shortcut does not apply (a folder with a page's address, root pages,
/// category pages, absolute roots).
@Suite struct NavigationHTMLTests {
    private static func page(_ address: [String], _ title: String) -> SiteTree.PageEntry {
        SiteTree.PageEntry(address: address, title: title, summary: "", order: nil)
    }

    /// Root pages, nested folders, a page `web/link` beside the folder `web/link/`, and titles
    /// that need escaping.
    static let tree: SiteTree = {
        let component = SiteTree.Category(path: ["web", "component"], title: "Component", subcategories: [],
                                          pages: [page(["web", "component", "button"], "Button"),
                                                  page(["web", "component", "link"], "Link <a>"),
                                                  page(["web", "component", "table-row"], "Table & row")])
        let linkFolder = SiteTree.Category(path: ["web", "link"], title: "Link folder", subcategories: [],
                                           pages: [page(["web", "link", "extra"], "Extra")])
        let web = SiteTree.Category(path: ["web"], title: "Web", subcategories: [component, linkFolder],
                                    pages: [page(["web", "link"], "Link page"), page(["web", "form"], "Form")])
        let native = SiteTree.Category(path: ["native"], title: "Native", subcategories: [],
                                       pages: [page(["native", "switch"], "Switch")])
        return SiteTree(categories: [native, web], rootPages: [page(["about"], "About")])
    }()

    static func templates(_ replaced: [String: String] = [:]) throws -> TemplateRenderer {
        var sink = Diagnostics()
        var theme = ThemeLoader().load(layers: [TestPaths.defaultTheme], into: &sink)
        theme.templates.merge(replaced) { _, new in new }
        #expect(sink.all.isEmpty)
        return TemplateRenderer(theme: theme, into: &sink)
    }

    static var everyAddress: [[String]] {
        func entries(_ category: SiteTree.Category) -> [[String]] {
            [category.path] + category.pages.map(\.address) + category.subcategories.flatMap(entries)
        }
        return [[]] + tree.rootPages.map(\.address) + tree.categories.flatMap(entries)
    }

    @Test func sharedNavigationIsWhatEachPageRendersAlone() throws {
        let templates = try Self.templates()
        let items = NavigationItems(tree: Self.tree)
        let navigation = NavigationHTML(tree: Self.tree, templates: templates)
        for address in Self.everyAddress {
            for root in [PageAssembler.rootPrefix(depth: address.count), "/a11y/"] {
                let alone = items.topLevel(root: root, current: address).map { templates.render($0, template: "nav-item") }.joined()
                // Twice: the second answer comes from the folder's cached navigation.
                #expect(navigation.html(root: root, current: address) == alone, "\(address) under \(root)")
                #expect(navigation.html(root: root, current: address) == alone, "\(address) under \(root), cached")
            }
        }
        let link = navigation.html(root: "../../", current: ["web", "component", "link"])
        #expect(link.contains("<a href=\"../../web/component/link/index.html\" aria-current=\"page\">Link &lt;a&gt;</a>"))
        #expect(link.components(separatedBy: "aria-current").count == 2)
    }

    /// A theme whose layout renders `nav` itself still gets the items, and the same HTML.
    @Test func aLayoutThatRendersTheItemsItselfGetsTheSameNavigation() throws {
        let itemsLayout = "{{#layout}}<ul>\n{{#nav}}\n{{>nav-item}}\n{{/nav}}\n</ul>{{/layout}}"
        let htmlLayout = "{{#layout}}<ul>\n{{{navHTML}}}</ul>{{/layout}}"
        let items = NavigationItems(tree: Self.tree)
        for address in Self.everyAddress {
            var rendered: [String] = []
            for layout in [itemsLayout, htmlLayout] {
                let templates = try Self.templates(["layout": layout])
                let navigation = NavigationHTML(tree: Self.tree, templates: templates)
                let root = PageAssembler.rootPrefix(depth: address.count)
                let view = LayoutOnly(layout: LayoutView(
                    siteTitle: "", root: root, headTitle: "", description: "", hasDescription: false, canonical: "",
                    hasCanonical: false, navigation: { items.topLevel(root: root, current: address) },
                    navHTML: navigation.html(root: root, current: address), breadcrumbs: [], hasBreadcrumbs: false))
                rendered.append(templates.render(view, template: "layout"))
            }
            #expect(rendered[0] == rendered[1], "\(address)")
            #expect(rendered[0].contains("<li"))
        }
    }

    /// A theme whose entries show titles only: two pages of one title render alike, so a page's
    /// own entry is not found exactly once and its navigation is rendered in full.
    @Test func entriesThatRenderAlikeFallBackToRenderingThePagesItems() throws {
        let twins = SiteTree.Category(path: ["web"], title: "Web", subcategories: [],
                                      pages: [Self.page(["web", "a"], "Same"), Self.page(["web", "b"], "Same")])
        let tree = SiteTree(categories: [twins], rootPages: [])
        let templates = try Self.templates(["nav-item": "<li>{{#isCurrent}}*{{/isCurrent}}{{title}}{{#children}}{{>nav-item}}{{/children}}</li>\n"])
        let navigation = NavigationHTML(tree: tree, templates: templates)
        for address in [["web", "a"], ["web", "b"]] {
            let alone = NavigationItems(tree: tree).topLevel(root: "../../", current: address)
                .map { templates.render($0, template: "nav-item") }.joined()
            #expect(navigation.html(root: "../../", current: address) == alone)
            #expect(alone.components(separatedBy: "*Same").count == 2)
        }
    }

    /// A folder's navigation is its parent's with the folder's entry swapped; sibling folders
    /// of one title rendered as titles only are not found exactly once, so it is rendered in full.
    @Test func foldersThatRenderAlikeFallBackToRenderingTheirItems() throws {
        func folder(_ name: String) -> SiteTree.Category {
            SiteTree.Category(path: ["web", name], title: "Twin", subcategories: [],
                              pages: [Self.page(["web", name, "p"], "Page " + name)])
        }
        let tree = SiteTree(categories: [SiteTree.Category(path: ["web"], title: "Web", subcategories: [folder("a"), folder("b")], pages: [])],
                            rootPages: [])
        let templates = try Self.templates(["nav-item": "<li>{{#isCurrent}}*{{/isCurrent}}{{title}}{{#children}}{{>nav-item}}{{/children}}</li>\n"])
        let navigation = NavigationHTML(tree: tree, templates: templates)
        for address in [["web", "a"], ["web", "a", "p"], ["web", "b", "p"], ["web", "b"], ["web"], []] {
            let alone = NavigationItems(tree: tree).topLevel(root: "../../", current: address)
                .map { templates.render($0, template: "nav-item") }.joined()
            #expect(navigation.html(root: "../../", current: address) == alone, "\(address)")
        }
    }
}

/// A view with only the layout; Mustache reads its one property by reflection.
private struct LayoutOnly {
    var layout: LayoutView
}

@Suite struct OnlyOccurrenceTests {
    @Test func findsTheOneOccurrenceAndRefusesNoneOrSeveral() {
        let text = "<li>a</li>\n<li>bé</li>\n<li>c</li>\n"
        #expect(NavigationHTML.onlyOccurrence(of: "<li>bé</li>\n", in: text) == 11..<24)
        #expect(NavigationHTML.onlyOccurrence(of: "<li>", in: text) == nil)
        #expect(NavigationHTML.onlyOccurrence(of: "<li>d</li>", in: text) == nil)
        #expect(NavigationHTML.onlyOccurrence(of: "", in: text) == nil)
        #expect(NavigationHTML.onlyOccurrence(of: text + "x", in: text) == nil)
        #expect(NavigationHTML.onlyOccurrence(of: "aa", in: "aaa") == nil)
        #expect(NavigationHTML.onlyOccurrence(of: "ab", in: "xab") == 1..<3)
    }
}
