import Mustache
import Testing
@testable import SiteCore

/// The views hand templates their texts as `TemplateText` (fewer type checks in the template
/// library); a template must not be able to tell it from a `String`.
@Suite struct TemplateTextTests {
    /// `text` as the value itself, and `outer` one level up, to see look-ups fall through.
    private struct Values: MustacheParent {
        var text: Any
        func child(named name: String) -> Any? {
            switch name {
            case "text": text
            case "outer": "up"
            default: nil
            }
        }
    }

    private func render(_ template: String, _ text: Any) -> String {
        var sink = Diagnostics()
        let renderer = TemplateRenderer(theme: Theme(templates: ["t": template]), into: &sink)
        #expect(sink.all.isEmpty)
        return renderer.render(Values(text: text), template: "t")
    }

    static let templates = [
        "{{text}}", "{{{text}}}", "<p title=\"{{text}}\">{{{text}}}</p>",
        // Sections and inverted sections: a string is a value, even an empty one.
        "{{#text}}[{{.}}]{{/text}}", "{{^text}}none{{/text}}", "{{#text}}{{{.}}}{{/text}}",
        // Names not in the value go on up the context; names inside it find nothing.
        "{{#text}}{{outer}}{{/text}}", "{{#text}}({{text}}){{/text}}", "{{text.count}}|{{text.text}}|{{text.renderText}}",
        // The string's transforms.
        "{{uppercased(text)}} {{lowercased(text)}} {{capitalized(text)}} {{reversed(text)}} {{empty(text)}}",
        "{{#empty(text)}}empty{{/empty(text)}}{{^empty(text)}}full{{/empty(text)}}", "{{nothing(text)}}",
        "{{% CONTENT_TYPE: TEXT}}\n{{text}}",
    ]

    @Test(arguments: ["plain", "<b>&amp; \"quoted\" 'single'</b>", "é ü 日本 🙂 mixedCase", "", "\n"])
    func templatesWriteItAsAString(_ text: String) {
        for template in Self.templates {
            #expect(render(template, TemplateText(text)) == render(template, text), "\(template)")
        }
    }

    /// The comparison sees a difference where there is one.
    @Test func aDifferentValueRendersDifferently() {
        #expect(render("{{text}}", TemplateText("a")) != render("{{text}}", "b"))
        #expect(render("{{uppercased(text)}}", TemplateText("a")) == "A")
    }
}
