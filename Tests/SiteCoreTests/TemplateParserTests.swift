import Foundation
import Mustache
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

    /// Our parser refuses every template the library reports an error in, and refuses as
    /// malformed only those: the library parses a theme only when ours refuses one of its
    /// templates, so an error ours let through would go unreported. Random templates, each broken
    /// by a cut, a character dropped or a tag character added, read as the renderer reads them
    /// (after its content-type pragma).
    @Test func brokenTemplatesAreRefusedWheneverTheLibraryFails() {
        _ = TemplateRenderer.registerEscaping
        var generator = SeededGenerator(state: 0x5EED)
        var failed = 0
        for seed in 0..<1_500 {
            var random = RandomTemplates(seed: UInt64(seed))
            let theme = random.theme()
            var characters = Array(theme[["t", "p0", "p1", "base", "mid"][seed % 5]] ?? "")
            for _ in 0...(generator.next() % 2) where !characters.isEmpty {
                let place = Int(generator.next() % UInt64(characters.count))
                switch generator.next() % 3 {
                case 0: characters.removeSubrange(place...)
                case 1: characters.remove(at: place)
                default: characters.insert(["{", "}", "#", "/", "^", "=", "!", "&", ">", "<", "$", "\n", "%", "(", ")"][Int(generator.next() % 15)], at: place)
                }
            }
            let text = TemplateRenderer.escapingPragma + String(characters)
            let libraryFails = (try? MustacheTemplate(string: text)) == nil
            var ours: TemplateParser.Refusal?
            do { _ = try TemplateParser.program(text, contentTypes: TemplateRenderer.contentTypes) } catch { ours = error }
            if libraryFails { failed += 1 }
            #expect(!libraryFails || ours != nil, "seed \(seed): \(String(reflecting: text)) is read")
            #expect(ours != .malformed || libraryFails, "seed \(seed): \(String(reflecting: text)) is refused as malformed")
        }
        #expect(failed > 300, "the broken templates include many the library refuses")
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
    @Test(arguments: ["{{#a}}", "{{#a}}{{/b}}", "{{a", "{{{a}}", "{{=<% =}}", "{{<p}}text{{a}}{{/p}}", "{{! open", "text{"])
    func malformedTemplatesAreTheLibrarysToReport(_ template: String) {
        #expect(throws: TemplateParser.Refusal.malformed) { try TemplateParser.program(template, contentTypes: [:]) }
        var sink = Diagnostics()
        let renderer = TemplateRenderer(theme: Theme(templates: ["t": template]), into: &sink)
        #expect(sink.all.count == 1 && !renderer.rendersWithPrograms && renderer.refusal == nil)
    }
}

/// Every template of the default theme, on the views real sites give them: a build of
/// `content/` and of the shared corpus by programs writes what the same build writes when the
/// library renders the theme (made to by one more template, with a transform, that no page uses).
@Suite struct DefaultThemeProgramTests {
    static let corpus = TestPaths.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/magentaa11y-v2/documentation")

    private func pages(of content: URL, theme: URL, output: URL) -> [String: String] {
        let site = SiteInput(contentRoot: content, outputRoot: output, defaultTheme: theme)
        var sink = Diagnostics()
        let built = Pipeline().build(site, into: &sink)
        return Dictionary(OutputFile.made(built.files).map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    private func libraryTheme(in folder: TemporaryFolder) throws -> URL {
        let theme = folder.url.appendingPathComponent("theme")
        try FileManager.default.copyItem(at: TestPaths.defaultTheme, to: theme)
        try folder.write("{{uppercased(title)}}\n", to: "theme/templates/zz-library-only.mustache")
        var sink = Diagnostics()
        let refused = TemplateRenderer(theme: ThemeLoader().load(layers: [theme], into: &sink), into: &sink)
        #expect(!refused.rendersWithPrograms && refused.refusal == .outsideSubset("a transform"))
        #expect(TemplateRenderer(theme: ThemeLoader().load(layers: [TestPaths.defaultTheme], into: &sink), into: &sink).rendersWithPrograms)
        #expect(sink.all.isEmpty)
        return theme
    }

    private func compare(_ content: URL, pages expected: [String]) throws {
        let folder = try TemporaryFolder()
        let theme = try libraryTheme(in: folder)
        let byPrograms = pages(of: content, theme: TestPaths.defaultTheme, output: folder.url.appendingPathComponent("a"))
        let byLibrary = pages(of: content, theme: theme, output: folder.url.appendingPathComponent("b"))
        #expect(byPrograms.keys.sorted() == byLibrary.keys.sorted())
        for (path, page) in byPrograms where byLibrary[path] != page {
            Issue.record("\(path) differs")
        }
        for page in expected {
            #expect(byPrograms[page]?.contains("</html>") == true, "\(page)")
        }
    }

    @Test func contentRenderedByProgramsIsWhatTheLibraryRenders() throws {
        try compare(TestPaths.repositoryRoot.appendingPathComponent("content"), pages: [
            "index.html", "native/index.html", "native/controls/link/index.html", "search.html", "plan.html", "audit.html",
            "wcag/index.html", "my-criteria.html",
        ])
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path),
                   "skipped: the shared corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout"))
    func theCorpusRenderedByProgramsIsWhatTheLibraryRenders() throws {
        try compare(Self.corpus, pages: ["index.html", "wcag/1.1.1/index.html", "wcag/level-aa/index.html"])
    }
}
