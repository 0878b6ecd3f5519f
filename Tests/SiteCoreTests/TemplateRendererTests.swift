import Foundation
import Mustache
import Testing
@testable import SiteCore

/// `TemplateRenderer` puts its own escaping in front of every template (a content-type pragma on
/// a line of its own): what a template writes, and where its errors are reported, must be as if
/// the line were not there.
@Suite struct TemplateRendererTests {
    private struct Values: MustacheParent {
        var text: String
        func child(named name: String) -> Any? { name == "text" ? text : nil }
    }

    private func render(_ template: String, _ text: String) -> String {
        var sink = Diagnostics()
        let renderer = TemplateRenderer(theme: Theme(templates: ["t": template]), into: &sink)
        #expect(sink.all.isEmpty)
        return renderer.render(Values(text: text), template: "t")
    }

    /// The library's own HTML escaping, through a template without our pragma.
    private func libraryRender(_ template: String, _ text: String) throws -> String {
        try MustacheTemplate(string: template).render(Values(text: text))
    }

    @Test(arguments: [
        "plain", "<b>&amp; \"quoted\" 'single'</b>", "a < b > c & d", "é ü 日本 🙂", "", "'", "tab\tand\nnewline",
    ])
    func valuesAreEscapedAsTheLibraryEscapesThem(_ text: String) throws {
        for template in ["{{text}}", "<p title=\"{{text}}\">{{{text}}}</p>", "{{#text}}[{{text}}]{{/text}}\n", "line one\n{{text}}\nend\n"] {
            #expect(render(template, text) == (try libraryRender(template, text)), "\(template)")
        }
    }

    /// Where the two differ, ours is the one used: the library reads `<` followed by a combining
    /// mark as one Character and leaves it unescaped; our escaping goes by bytes.
    @Test func theTemplatesUseOurEscaping() throws {
        let text = "<\u{0301}b>"
        #expect(render("{{text}}", text) == "&lt;\u{0301}b&gt;")
        #expect(try libraryRender("{{text}}", text) != "&lt;\u{0301}b&gt;")
    }

    @Test func aStandaloneTagOnTheFirstLineStillWritesNothing() throws {
        let template = "{{#text}}\nshown\n{{/text}}\n"
        #expect(render(template, "x") == "shown\n")
        #expect(render(template, "x") == (try libraryRender(template, "x")))
    }

    @Test func aTemplateMayChooseItsOwnContentType() {
        #expect(render("{{% CONTENT_TYPE: TEXT}}\n{{text}}", "<b>") == "<b>")
    }

    /// Where the library places an error in the template without the pragma line.
    @Test(arguments: ["<main>\n  <h1>{{title}}</h1>\n  {{#tabs}}\n", "{{/nothing}}", "a\nb {{#x}}\n{{/y}}\nc", "{{% CONTENT_TYPE: NONE}}"])
    func errorsAreLocatedInTheTemplateAsWritten(_ template: String) {
        var sink = Diagnostics()
        _ = TemplateRenderer(theme: Theme(templates: ["page": template], templateFiles: ["page": "themes/mine/templates/page.mustache"]),
                             into: &sink)
        var expected: String?
        do { _ = try MustacheTemplate(string: template) } catch let error as MustacheTemplate.ParserError {
            expected = "themes/mine/templates/page.mustache:\(error.context.lineNumber):\(error.context.columnNumber + 1)"
        } catch {}
        #expect(expected != nil)
        #expect(sink.all.map { "\($0.location)" } == [expected].compactMap { $0 })
    }
}
