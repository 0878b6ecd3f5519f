import Testing
@testable import SiteCore

/// `TemplateParser` reads templates as the template library reads them: random templates of
/// everything it reads, rendered on random views by programs and by the library, must match
/// byte for byte; what it does not read leaves the theme to the library, which says so.
@Suite struct TemplateParserTests {
    @Test func randomTemplatesRenderAsTheLibraryRendersThem() {
        var compared = 0
        for seed in 0..<300 {
            var random = RandomTemplates(seed: UInt64(seed))
            let templates = random.theme()
            var sink = Diagnostics()
            let library = TemplateRenderer(theme: Theme(templates: templates), usesPrograms: false, into: &sink)
            let programs = TemplateRenderer(theme: Theme(templates: templates), into: &sink)
            #expect(sink.all.isEmpty, "seed \(seed)")
            #expect(programs.rendersWithPrograms, "seed \(seed): \(String(describing: programs.refusal))")
            for _ in 0..<3 {
                let view = random.view(depth: 2)
                for name in ["t", "p1", "mid"] {
                    let expected = library.render(view, template: name)
                    #expect(programs.render(view, template: name) == expected, "seed \(seed), template \(name): \(templates[name] ?? "")")
                    compared += expected.isEmpty ? 0 : 1
                }
            }
        }
        #expect(compared > 1_500, "the templates write something")
    }

    /// The generator writes every kind of tag the parser reads, alone on a line and not.
    @Test func randomTemplatesHoldEveryTag() {
        var random = RandomTemplates(seed: 7)
        let texts = (0..<40).map { _ in random.theme().values.joined() }.joined()
        for tag in ["{{{", "{{&", "{{#", "{{^", "{{!", "{{>", "{{<", "{{$", "{{=<% %>=}}", "<%#", "{{ ", "\n  {{#", "\r\n"] {
            #expect(texts.contains(tag), "\(tag)")
        }
    }

    @Test(arguments: [
        ("{{uppercased(a)}}", TemplateParser.Refusal.outsideSubset("a transform")),
        ("{{>*a}}", .outsideSubset("a dynamic partial")),
        ("{{<*a}}{{/*a}}", .outsideSubset("a dynamic partial")),
        ("{{% CONTENT_TYPE: HTML}}{{a}}", .outsideSubset("the content type HTML")),
    ])
    func whatTheParserDoesNotReadIsLeftToTheLibrary(_ template: String, _ refusal: TemplateParser.Refusal) {
        var sink = Diagnostics()
        let renderer = TemplateRenderer(theme: Theme(templates: ["t": template, "u": "{{a}}"]), into: &sink)
        #expect(sink.all.isEmpty)
        #expect(!renderer.rendersWithPrograms && renderer.refusal == refusal)
        let view = RandomTemplates.View(a: "<x>", b: "", f: true, g: false, children: [])
        #expect(renderer.render(view, template: "u") == "&lt;x&gt;", "the library renders the theme")
    }

    /// A template the library reports an error in is not made into a program, nor refused: the
    /// error is reported, and the library renders what it read.
    @Test(arguments: ["{{#a}}", "{{#a}}{{/b}}", "{{a", "{{{a}}", "{{=<% =}}", "{{<p}}text{{a}}{{/p}}", "{{! open"])
    func malformedTemplatesAreTheLibrarysToReport(_ template: String) {
        #expect(throws: TemplateParser.Refusal.malformed) { try TemplateParser.program(template, contentTypes: [:]) }
        var sink = Diagnostics()
        let renderer = TemplateRenderer(theme: Theme(templates: ["t": template]), into: &sink)
        #expect(sink.all.count == 1 && !renderer.rendersWithPrograms && renderer.refusal == nil)
    }
}
