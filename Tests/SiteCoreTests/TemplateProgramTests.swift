import Foundation
import Testing
@testable import SiteCore

/// `TemplateProgram`s render views without the template library's look-ups; whatever a template
/// holds, they must write what the library writes, byte for byte.
@Suite struct TemplateProgramTests {
    /// Renderings of one view by the library and by programs, after checking that the programs
    /// were made.
    private func both(_ templates: [String: String], _ view: any TemplateView, template: String = "t") -> (library: String, programs: String) {
        var sink = Diagnostics()
        let library = TemplateRenderer(theme: Theme(templates: templates), usesPrograms: false, into: &sink)
        let programs = TemplateRenderer(theme: Theme(templates: templates), into: &sink)
        #expect(sink.all.isEmpty)
        #expect(programs.rendersWithPrograms && !library.rendersWithPrograms)
        return (library.render(view, template: template), programs.render(view, template: template))
    }

    static let features: [String] = [
        // Values, escaped and not, and what is not a text written as the library writes it.
        "{{title}}|{{{intro}}}|{{& intro}}|{{hasIntro}}|{{hasTabs}}|{{missing}}|{{{missing}}}",
        "{{layout}}|{{tabs}}|{{{layout.breadcrumbs}}}|{{.}}",
        // Sections on a view, a list, a text, facts; inverted ones; `.` in each.
        "{{#layout}}{{root}}{{siteTitle}}{{/layout}}{{#tabs}}[{{anchor}}:{{title}}:{{.}}]{{/tabs}}{{^tabs}}({{.}}){{/tabs}}",
        "{{#title}}<{{.}}|{{title}}|{{sitePath}}>{{/title}}{{^title}}never{{/title}}{{#missing}}no{{/missing}}{{^missing}}yes{{/missing}}",
        "{{#hasIntro}}i{{/hasIntro}}{{^hasIntro}}!i{{/hasIntro}}{{#isDraft}}d{{/isDraft}}{{^isDraft}}!d{{/isDraft}}{{^layout}}no{{/layout}}",
        // Dotted names, from the top and from the innermost value; names found part way.
        "{{layout.root}}|{{layout.breadcrumbs}}|{{#tabs}}{{.anchor}}{{.title}}{{layout.root}}{{..}}{{/tabs}}|{{title.count}}|{{hasIntro.x}}",
        "{{#layout.breadcrumbs}}{{href}}{{#isCurrent}}*{{/isCurrent}}{{/layout.breadcrumbs}}|{{#tabs.anchor}}x{{/tabs.anchor}}",
        // Standalone lines, comments, indentation, and a changed delimiter.
        "a\n  {{#hasIntro}}\n  in\n  {{/hasIntro}}\n  {{! a comment }}\nb {{#tabs}} x {{/tabs}} c\n\t{{^hasIntro}}\n\tnot\n\t{{/hasIntro}}\nend",
        "{{=<% %>=}}\n<% title %>|<%# tabs %><% anchor %><%/ tabs %>\n<%={{ }}=%>{{title}}",
        "line\r\n  {{#tabs}}\r\n  {{label}}\r\n  {{/tabs}}\r\ndone\r\n",
        // Partials: plain, indented, recursive, missing.
        "<ul>\n  {{>item}}\n</ul>\n{{>missing}}\n{{#layout}}\n    {{#breadcrumbs}}\n    {{>crumb}}\n    {{/breadcrumbs}}\n{{/layout}}",
        // A parent with blocks, a block not overridden, nested parents, blocks indented.
        "{{<parent}}\n{{$main}}\nmain of {{title}}\n  {{#tabs}}\n  {{anchor}}\n  {{/tabs}}\n{{/main}}\n{{/parent}}\n",
        "{{<parent}}{{$head}}HEAD{{/head}}{{/parent}}|{{<middle}}{{$main}}from t{{/main}}{{/middle}}",
        // The escaping chosen by a template, for the rest of it and not for its partials.
        "{{title}}\n{{% CONTENT_TYPE: TEXT}}\n{{title}}{{>crumb}}{{#tabs}}{{label}}{{/tabs}}",
    ]

    static let partials: [String: String] = [
        "item": "<li>{{title}}\n{{#tabs}}\n  <b>{{label}}</b>\n  {{{html}}}\n{{/tabs}}\n</li>\n",
        "crumb": "<a href=\"{{href}}\">{{title}}</a>\n",
        "parent": "<head>{{$head}}default {{title}}{{/head}}</head>\n  {{$main}}\n  default main\n  {{/main}}\n<foot>{{$foot}}f{{/foot}}",
        "middle": "{{<parent}}{{$head}}from middle{{/head}}{{$main}}middle main{{/main}}{{/parent}}",
    ]

    static func page(tabs: Int, intro: Bool) -> CriteriaPageView {
        var view = ViewBoxTests.page(tabs: (0..<tabs).map {
            TabView(anchor: "a\($0)", label: "Tab <\($0)>", html: "<p>one\ntwo</p>\n", isCollectable: $0 == 1)
        })
        view.hasIntro = intro
        view.title = intro ? "Links & \"buttons\"" : ""
        return view
    }

    @Test(arguments: features)
    func programsWriteWhatTheLibraryWrites(_ template: String) {
        for (tabs, intro) in [(0, false), (1, true), (3, true), (2, false)] {
            var templates = Self.partials
            templates["t"] = template
            let (library, programs) = both(templates, Self.page(tabs: tabs, intro: intro))
            #expect(programs == library, "\(template) with \(tabs) tabs")
        }
    }

    /// The default theme's templates are all programs, and write the library's pages.
    @Test func theDefaultThemeRendersWithPrograms() throws {
        let folder = TestPaths.defaultTheme.appendingPathComponent("templates")
        var templates: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".mustache") {
            templates[String(file.dropLast(".mustache".count))] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        #expect(templates["page"] != nil && templates["nav-item"] != nil)
        for tabs in [0, 3] {
            let (library, programs) = both(templates, Self.page(tabs: tabs, intro: tabs > 0), template: "page")
            #expect(programs == library)
            #expect(programs.contains("<h1>"))
        }
        let item = NavItemView(title: "A & B", href: "a/", className: "nav-category", isCurrent: false, isOpen: true,
                               children: [NavItemView(title: "C", href: "c.html", className: "nav-page", isCurrent: true, isOpen: true,
                                                      children: [], hasChildren: false)], hasChildren: true)
        let (library, programs) = both(templates, item, template: "nav-item")
        #expect(programs == library && programs.contains("aria-current"))
    }

    /// A template using what programs do not do (transforms) leaves every template to the
    /// library, which still renders them.
    @Test func aTemplateWithATransformIsRenderedByTheLibrary() {
        var sink = Diagnostics()
        let renderer = TemplateRenderer(theme: Theme(templates: ["t": "{{uppercased(title)}}", "u": "{{title}}"]), into: &sink)
        #expect(!renderer.rendersWithPrograms)
        let view = Self.page(tabs: 0, intro: true)
        #expect(renderer.render(view, template: "t") == "LINKS &amp; &quot;BUTTONS&quot;")
        #expect(renderer.render(view, template: "u") == "Links &amp; &quot;buttons&quot;")
    }

    /// A theme keeps its templates' parse: a renderer made again from the same theme takes it
    /// and renders alike, and a theme with errors keeps none and reports them each time.
    @Test func aThemeReadAgainRendersAlikeAndReportsItsErrorsAgain() {
        let view = Self.page(tabs: 2, intro: true)
        let theme = Theme(templates: ["t": Self.features[2], "item": Self.partials["item"] ?? ""])
        var sink = Diagnostics()
        #expect(theme.parsedTemplates.kept(for: theme.templates) == nil)
        let first = TemplateRenderer(theme: theme, into: &sink).render(view, template: "t")
        #expect(theme.parsedTemplates.kept(for: theme.templates) != nil, "the parse is kept with the theme")
        let again = TemplateRenderer(theme: theme, into: &sink)
        #expect(sink.all.isEmpty && again.rendersWithPrograms)
        #expect(again.render(view, template: "t") == first && first.contains("a1"))
        let broken = Theme(templates: ["t": "{{#open}}"], templateFiles: ["t": "themes/mine/templates/t.mustache"])
        for _ in 0..<2 { _ = TemplateRenderer(theme: broken, into: &sink) }
        #expect(broken.parsedTemplates.kept(for: broken.templates) == nil)
        #expect(sink.all.map(\.location.file) == ["themes/mine/templates/t.mustache", "themes/mine/templates/t.mustache"])
    }

    /// The comparison sees a difference where there is one.
    @Test func differentViewsRenderDifferently() {
        let first = both(["t": "{{title}}"], Self.page(tabs: 0, intro: true)).programs
        let second = both(["t": "{{title}}"], Self.page(tabs: 0, intro: false)).programs
        #expect(first != second)
    }
}
