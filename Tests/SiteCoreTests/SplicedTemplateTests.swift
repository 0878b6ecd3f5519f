import Foundation
import Mustache
import Synchronization
import Testing
@testable import SiteCore

/// Views of a shape already rendered are spliced into the template text their stand-ins
/// rendered (`SplicedTemplates`). Whatever the template, what is written must be what the
/// template library writes for the view itself.
@Suite struct SplicedTemplateTests {
    /// Texts whose escaping, emptiness and last character the library acts on.
    static let texts = ["plain", "", "\n", "a\n", "a\r", "\r", "a\r\n", "<b>&amp; \"q\" 'single'</b>", "é 日本 🙂", "\u{301}mark"]

    private static func text(_ index: Int) -> String { texts[index % texts.count] }

    /// Pages of several shapes, each shape with several sets of texts, so that a page rendered
    /// after its shape is learned has texts other than the stand-ins' view had.
    static func pages() -> [CriteriaPageView] {
        let pages = (0..<variants).map(page)
        // The same pages again: every shape is now learned.
        return pages + pages.reversed()
    }

    static let variants = 24

    /// Pages of several shapes, each shape with several sets of texts, so that a page rendered
    /// after its shape is learned has texts other than the stand-ins' view had.
    static func page(_ variant: Int) -> CriteriaPageView {
        let tabCount = variant % 4, crumbCount = 1 + variant % 3
        let tabs = (0..<tabCount).map { index in
            TabView(anchor: "tab\(index)", label: text(variant + index), html: text(variant * 3 + index),
                    isCollectable: (variant + index) % 2 == 0, sourceJSON: text(variant + 2 * index))
        }
        let crumbs = (0..<crumbCount).map { index in
            CrumbView(title: text(variant + index + 1), href: text(variant * 5 + index), isCurrent: index == crumbCount - 1)
        }
        let layout = LayoutView(siteTitle: "Criteria", root: variant % 2 == 0 ? "../" : "../../", headTitle: text(variant),
                                description: text(variant + 4), hasDescription: variant % 3 != 0,
                                canonical: text(variant + 7), hasCanonical: variant % 5 == 0,
                                navigation: { (0..<3).map { navItem(variant + $0) } }, navHTML: "<li>\(text(variant))</li>\n",
                                breadcrumbs: crumbs, hasBreadcrumbs: variant % 4 != 1)
        return CriteriaPageView(layout: layout, title: text(variant + 1), intro: text(variant + 2), hasIntro: variant % 2 == 0,
                                tabs: tabs, hasTabs: !tabs.isEmpty, sitePath: "a/\(variant)/index.html")
    }

    static func navItem(_ variant: Int) -> NavItemView {
        let children = (0..<variant % 3).map { index in
            NavItemView(title: text(variant + index), href: text(variant + 2 * index), className: "nav-page",
                        isCurrent: index == 1, isOpen: false, children: [], hasChildren: false)
        }
        return NavItemView(title: text(variant), href: "x/\(variant)/index.html", className: variant % 2 == 0 ? "nav-category" : "nav-page",
                           isCurrent: variant % 3 == 0, isOpen: variant % 4 == 0, children: children, hasChildren: !children.isEmpty)
    }

    private func renderer(_ templates: [String: String]) -> TemplateRenderer {
        var sink = Diagnostics()
        let renderer = TemplateRenderer(theme: Theme(templates: templates), into: &sink)
        #expect(sink.all.isEmpty)
        return renderer
    }

    /// Renders each view through the splices and, as `Any`, through the library alone.
    private func expectSameAsLibrary<View: TemplateView>(_ views: [View], template: String, with renderer: TemplateRenderer,
                                                                         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (index, view) in views.enumerated() {
            let spliced = renderer.render(view, template: template)
            let library = renderer.render(view as Any, template: template)
            #expect(spliced == library, "view \(index) of \(template)", sourceLocation: sourceLocation)
        }
    }

    @Test func theDefaultThemesPagesAndNavigationEntriesAreSplicedAsTheLibraryRendersThem() throws {
        var sink = Diagnostics()
        let theme = ThemeLoader().load(layers: [TestPaths.defaultTheme], into: &sink)
        #expect(sink.all.isEmpty)
        let renderer = TemplateRenderer(theme: theme, into: &sink)
        let pages = Self.pages()
        expectSameAsLibrary(pages, template: "page", with: renderer)
        expectSameAsLibrary((0..<40).map(Self.navItem), template: "nav-item", with: renderer)
        let redirects = Self.texts.map { RedirectPageView(siteTitle: "Criteria", target: $0, title: $0 + "x") }
        expectSameAsLibrary(redirects + redirects, template: "redirect", with: renderer)

        // And they are spliced, not rendered by the library every time.
        let splices = try #require(renderer.splices)
        #expect(splices.splices(pages[0], template: "page"))
        #expect(splices.splices(Self.navItem(0), template: "nav-item"))
        #expect(splices.splices(redirects[0], template: "redirect"))
    }

    /// Pages are assembled on many threads, which learn shapes and splice at once.
    @Test func threadsLearningAndSplicingAtOnceWriteWhatTheLibraryWrites() throws {
        var sink = Diagnostics()
        let renderer = TemplateRenderer(theme: ThemeLoader().load(layers: [TestPaths.defaultTheme], into: &sink), into: &sink)
        let expected = (0..<Self.variants).map { renderer.render(Self.page($0) as Any, template: "page") }
        let rounds = 8
        let written = Mutex([String?](repeating: nil, count: Self.variants * rounds))
        DispatchQueue.concurrentPerform(iterations: Self.variants * rounds) { index in
            let html = renderer.render(Self.page(index % Self.variants), template: "page")
            written.withLock { $0[index] = html }
        }
        let all = written.withLock { $0 }
        #expect(all.indices.allSatisfy { all[$0] == expected[$0 % Self.variants] })
        #expect(try #require(renderer.splices).splices(Self.page(0), template: "page"))
    }

    /// Templates that use a text other than by writing it, or the navigation items, which no
    /// shape describes; and templates whose indentation depends on what a text ends with.
    @Test(arguments: [
        (["t": "{{uppercased(title)}} {{title}}"], false),
        (["t": "{{capitalized(title)}}"], false),
        (["t": "{{lowercased(title)}}"], false),
        (["t": "{{reversed(title)}}"], false),
        (["t": "{{#layout}}{{.}}{{/layout}}"], false),
        (["t": "{{#tabs}}{{.}}{{/tabs}}"], false),
        (["t": "{{#layout}}{{#nav}}<{{title}}>{{/nav}}{{/layout}}"], false),
        (["t": "{{#layout.nav}}x{{/layout.nav}}{{title}}"], false),
        (["t": "{{count(layout.nav)}}{{title}}"], false),
        // The same for no items and for one or two, not for three.
        (["t": "{{#layout.nav}}{{^first()}}{{^last()}}middle{{/last()}}{{/first()}}{{/layout.nav}}{{title}}"], false),
        (["t": "{{#empty(title)}}none{{/empty(title)}}{{title}}|{{#title}}[{{.}}]{{/title}}{{^title}}-{{/title}}"], true),
        (["t": "{{#tabs}}\n  {{>tab}}\n{{/tabs}}end", "tab": "{{{html}}}{{label}}\n{{{sourceJSON}}}"], true),
        (["t": "{{#tabs}}\n    {{>tab}}\n{{/tabs}}\n", "tab": "{{{html}}}\n{{label}}"], true),
        (["t": "{{<l}}{{$main}}{{{intro}}}\n{{title}}{{/main}}{{/l}}", "l": "<main>\n  {{$main}}{{/main}}\n</main>"], true),
        (["t": "{{% CONTENT_TYPE: TEXT}}\n{{title}}{{#tabs}}{{label}}{{{html}}}{{/tabs}}"], true),
        (["t": "{{% CONTENT_TYPE: HTML}}\n{{title}}{{#tabs}}{{label}}{{{html}}}{{/tabs}}"], true),
    ])
    func otherTemplatesAreRenderedAsTheLibraryRendersThem(_ templates: [String: String], spliced: Bool) throws {
        let renderer = renderer(templates)
        let pages = Self.pages()
        expectSameAsLibrary(pages, template: "t", with: renderer)
        let splices = try #require(renderer.splices)
        let typical = try #require(pages.first { !$0.title.isEmpty && $0.tabs.count == 2 })
        #expect(splices.splices(typical, template: "t") == spliced)
    }

    /// A template holding the stand-ins' mark could be taken for a slot.
    @Test func aThemeHoldingTheStandInMarkIsNotSpliced() {
        let renderer = renderer(["t": "<\u{1}aZ0\u{1}>{{title}}"])
        #expect(renderer.splices == nil)
        expectSameAsLibrary(Self.pages(), template: "t", with: renderer)
    }

    @Test func markersAreFoundEscapedOrNot() throws {
        let first = "A<\u{1}aZ0\u{1}>B&lt;\u{1}aZ1\u{1}&gt;\nC<\u{1}aZ0\u{1}>"
        let second = "A<\u{1}aZ1000000\u{1}>B&lt;\u{1}aZ1000001\u{1}&gt;\nC<\u{1}aZ1000000\u{1}>"
        let spliced = try #require(SplicedTemplate(first: first, second: second, secondNumbers: 1_000_000, keepsEnding: [false, true]))
        #expect(spliced.render(["x<", "y<\n"]) == "Ax<By&lt;\nCx<")
        // The text around the markers differs, a marker is cut short or names no slot.
        #expect(SplicedTemplate(first: first, second: second + "!", secondNumbers: 1_000_000, keepsEnding: [false, true]) == nil)
        #expect(SplicedTemplate(first: "A<\u{1}aZ0", second: "A<\u{1}aZ1000000", secondNumbers: 1_000_000, keepsEnding: [false]) == nil)
        #expect(SplicedTemplate(first: "<\u{1}aZ2\u{1}>", second: "<\u{1}aZ1000002\u{1}>", secondNumbers: 1_000_000, keepsEnding: [false]) == nil)
        #expect(SplicedTemplate(first: "<\u{1}AZ0\u{1}>", second: "<\u{1}AZ1000000\u{1}>", secondNumbers: 1_000_000, keepsEnding: [false]) == nil)
    }

    @Test(arguments: [("", TextForm.empty), ("\n", .lineFeed), ("a\n", .endsInLineFeed), ("\r\n", .other), ("a\r\n", .other),
                      ("\r", .endsInCarriageReturn), ("é\r", .endsInCarriageReturn), ("a", .other), ("\n\n", .endsInLineFeed)])
    func textForms(_ text: String, _ form: TextForm) {
        #expect(TextForm(of: text) == form)
    }
}
