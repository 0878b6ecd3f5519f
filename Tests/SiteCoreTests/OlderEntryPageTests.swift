import Foundation
import Testing
@testable import SiteCore

/// Older entries as the older site published them, rendered: the button entry of `legacy-v1`
/// (fixture copy with the example files it includes), the do/don't samples, and the whole
/// shared `legacy-v1` corpus when it is beside this checkout.
@Suite struct OlderEntryPageTests {
    static let folder = LegacyEntryTests.folder

    /// Each tab's HTML as the renderer makes it.
    static func rendered(_ path: String) throws -> (RenderedPage, Diagnostics) {
        let (page, parsed) = try LegacyEntryTests.parseFixture(path)
        var sink = parsed
        let others = try ["web/component/button.md", "web/component/samples.md"].filter { $0 != path }.map { try LegacyEntryTests.parseFixture($0).0 }
        let links = SiteLinks(pages: [page] + others, origins: SiteConfig.defaultSiteOrigins, assets: .empty)
        let rendered = PageRenderer(site: links, policy: .sanitize).render(page, into: &sink)
        return (rendered, sink)
    }

    /// The text a reader sees: tags removed, entities decoded.
    static func visibleText(_ html: String) -> String {
        html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    @Test func buttonEntryMatchesItsGolden() throws {
        let (rendered, sink) = try Self.rendered("web/component/button.md")
        #expect(sink.all.isEmpty, "\(messages(sink))")
        let notes = rendered.tabs.first { $0.kind == .developerNotes }!.html
        let markdown = rendered.page.section(.developerNotes)!.markdown
        assertGolden("== Markdown\n\(markdown)\n\n== HTML\n\(notes)", "OlderEntryPageTests/web_component_button.txt")
    }

    @Test func buttonCodeSamplesHoldTheIncludedTextAndDemosAreLive() throws {
        let (rendered, _) = try Self.rendered("web/component/button.md")
        let html = rendered.tabs.map(\.html).joined()
        for name in ["button", "button-focusable-disabled", "button-disabled"] {
            let text = try #require(LegacyEntryTests.includes.files["examples/\(name).html"])
            #expect(html.contains("<pre><code class=\"language-html\">\(Self.escaped(text))\n</code></pre>"), "\(name): a code sample")
            #expect(html.contains("<div class=\"example\">\n\(text)\n</div>"), "\(name): a live demonstration")
        }
        #expect(html.components(separatedBy: "<pre><code").count - 1 == 6, "every highlight block is a code block")
        #expect(html.contains("<pre><code class=\"language-html\">&lt;div role=&quot;button&quot; tabindex=&quot;0&quot;&gt;"))
        let text = Self.visibleText(html)
        for marker in ["{%", "{{", "{:", "{::"] { #expect(!text.contains(marker), "no page text holds \(marker)") }
    }

    @Test func samplesShowDoAndDontLinksAndOddValues() throws {
        let (rendered, sink) = try Self.rendered("web/component/samples.md")
        #expect(messages(sink).map { String($0.split(separator: "\n")[0]) } == [
            "web/component/samples.md:5:11: warning: `keyboard` is the text \"N/A\" where a mapping of actions to expected results belongs; it is shown as written [older-value]",
        ])
        let html = rendered.tabs.map(\.html).joined()
        #expect(html.contains("<div class=\"bad-example\">\n<pre><code class=\"language-html\">&lt;div onclick=&quot;go()&quot;&gt;Continue&lt;/div&gt;\n</code></pre>\n</div>"))
        #expect(html.contains("<div class=\"good-example\">\n<ul>\n<li>Use a <code>&lt;button&gt;</code></li>"))
        #expect(html.contains("<a href=\"../../../web/component/button/index.html\">How to code buttons</a>"), "a site-root link from an include, rewritten like any other")
        #expect(html.contains("Text with {{ braces }} kept as written."))
        let condensed = rendered.page.section(.condensed)!.markdown
        #expect(condensed.contains("1. Test keyboard only, then screen reader + keyboard actions\n\n   - Keyboard: N/A"))
    }

    static let corpus = TestPaths.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/legacy-v1")

    /// Every older entry of the shared corpus, with the 99 example files: no Liquid or kramdown
    /// markup left in any page's text, no `liquid` warning, every include found.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.appendingPathComponent("_includes").path),
                   "skipped: the shared corpus (../shared/corpus/legacy-v1) is not beside this checkout"))
    func sharedOlderEntriesLeaveNoMarkup() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("older-entries-\(UUID().uuidString)")
        var sink = Diagnostics()
        let built = Pipeline().build(SiteInput(contentRoot: Self.corpus, outputRoot: output, defaultTheme: TestPaths.defaultTheme), into: &sink)
        #expect(!sink.hasErrors)
        #expect(sink.all.filter { $0.rule == CheckRule.liquid.id }.isEmpty, "\(messages(sink))")
        let pages = built.files.filter { $0.path.hasSuffix("/index.html") && $0.path.split(separator: "/").count == 3
            && !$0.path.hasPrefix("wcag/") && !$0.path.hasPrefix("platforms/") }
        #expect(pages.count == 3)
        for page in pages {
            let body = page.contents.replacingOccurrences(of: "<script[^>]*>[\\s\\S]*?</script>", with: "", options: .regularExpression)
            let text = Self.visibleText(body)
            for marker in ["{%", "{{", "{:"] { #expect(!text.contains(marker), "\(page.path) holds \(marker)") }
        }
        let button = try #require(pages.first { $0.path == "checklist-web/button/index.html" })
        #expect(button.contents.contains("<div class=\"example\">\n<button aria-disabled=\"true\">"))
    }
}
