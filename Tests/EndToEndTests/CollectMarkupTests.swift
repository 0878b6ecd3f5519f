import Foundation
import Testing

/// The markup Copy and Save read: each criteria tab carries its Markdown as JSON in a
/// `<script type="application/json">`, which hostile content must not be able to end early.
@Suite struct CollectMarkupTests {
    static let gherkin = """
    - WHEN I read `</script><script>alert(1)</script>`
      - THEN nothing runs <!-- and this stays text -->

    ```html
    </SCRIPT >
    ```
    """

    private func build() throws -> (Scratch, String) {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("content/web")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let source = "## Gherkin\n\n\(Self.gherkin)\n\n## Developer Notes heading\n\nnotes\n"
        try Data(source.utf8).write(to: content.appendingPathComponent("hostile.md"))
        let result = try CriteriaRunner.run(["build", "--quiet", "--content", "content", "--output", "public"], in: scratch.url)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let html = try String(contentsOf: scratch.url.appendingPathComponent("public/web/hostile/index.html"), encoding: .utf8)
        return (scratch, html)
    }

    /// The text of every `<script type="application/json" class="section-source" …>`, ended the
    /// way an HTML parser ends it: at the first `</script` in any case.
    private func sectionSources(in html: String) -> [(kind: String, json: String)] {
        html.components(separatedBy: "<script type=\"application/json\" class=\"section-source\" ").dropFirst().map { rest in
            let kind = rest.components(separatedBy: "data-kind=\"").dropFirst().first?.split(separator: "\"").first.map(String.init) ?? ""
            let body = rest.drop(while: { $0 != ">" }).dropFirst()
            let end = body.range(of: "</script", options: .caseInsensitive)!.lowerBound
            return (kind, String(body[..<end]))
        }
    }

    @Test func sectionMarkdownSurvivesHostileContentIntact() throws {
        let (_, html) = try build()
        let sources = sectionSources(in: html)
        #expect(sources.map(\.kind) == ["gherkin"], "only criteria tabs carry their Markdown")
        let markdown = try JSONDecoder().decode(String.self, from: Data(sources[0].json.utf8))
        #expect(markdown.trimmingCharacters(in: .whitespacesAndNewlines) == Self.gherkin)
        #expect(html.contains("<article class=\"criteria-page\" data-page=\"web/hostile/index.html\">"))
    }

    @Test func myCriteriaPageIsWrittenAndLinkedFromEveryPage() throws {
        let (scratch, html) = try build()
        #expect(html.contains("<a class=\"my-criteria-link\" href=\"../../my-criteria.html\">My criteria</a>"))
        #expect(html.contains("<a class=\"my-criteria-link plan-link\" href=\"../../plan.html\">Test plan</a>"))
        let page = try String(contentsOf: scratch.url.appendingPathComponent("public/my-criteria.html"), encoding: .utf8)
        #expect(page.contains("<title>My criteria · "))
        #expect(page.contains("data-collect-nojs>My criteria needs JavaScript"))
        // My criteria's own script loads there only, after collect.js; criteria pages carry none of it.
        #expect(page.contains("_assets/collect.js\" defer></script>\n<script src=\"_assets/my-criteria.js\" defer></script>"))
        #expect(!html.contains("my-criteria.js"))
        #expect(page.contains(#"<script type="application/json" id="my-criteria-kinds" data-link-base="">[{"anchor":"condensed","label":"Condensed"},{"anchor":"gherkin","label":"Gherkin"},{"anchor":"criteria","label":"Criteria"},{"anchor":"wcag","label":"WCAG"}]</script>"#))
    }
}
