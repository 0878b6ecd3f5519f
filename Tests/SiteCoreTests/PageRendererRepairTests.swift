import HTMLSanitizer
import Testing
@testable import SiteCore

/// The render stage's use of the sanitizer: a page's blocks share one id plan, and the
/// sanitizer's findings become diagnostics under their rules, in order with the link rewriter's.
@Suite struct PageRendererRepairTests {
    /// A whole page: the id plan reads raw HTML blocks and paragraphs with inline HTML, and
    /// leaves cmark's own blocks aside (they have no ids), whichever tab a block is in.
    @Test func aPagesRawHTMLIdsArePlannedAcrossItsBlocksAndTabs() {
        let (page, _) = parsePage("""
            ## Condensed

            <input id="q" aria-describedby="q-hint"><span id="q-hint">Hint</span>

            Plain text between.

            ## Criteria

            A <span id="q">span</span> inline, <label for="q">named</label>.
            """)
        var sink = Diagnostics()
        let tabs = PageRenderer(site: SiteLinks(pages: [page], origins: [], assets: .empty), policy: .sanitize).render(page, into: &sink).tabs
        #expect(tabs[0].html.contains(#"<input id="q" aria-describedby="q-hint"><span id="q-hint">"#))
        #expect(tabs[1].html.contains(#"A <span id="q-2">span</span> inline, <label for="q-2">named</label>."#))
        #expect(messages(sink).map { $0.components(separatedBy: "\n")[0] }
            == ["web/component/sample.md:9:3: warning: id \"q\" is already used on this page; published as \"q-2\" [markup-repair]"])
    }

    @Test func findingsBecomeDiagnosticsUnderTheirRulesWithTheirNotes() {
        var client = PageHTMLClient(links: PageLinkRewriter(site: SiteLinks(pages: [], origins: [], assets: .empty),
                                                            page: CriteriaPage(sourcePath: "web/a.md", address: ["web", "a"], title: "A",
                                                                               description: nil, order: nil, aliases: [], sections: []),
                                                            headingIDs: [:]))
        client.report(HTMLFinding(kind: .sanitized, position: HTMLPosition(line: 3, column: 5), message: "removed <script> element", note: "why"))
        client.report(HTMLFinding(kind: .repaired, position: HTMLPosition(line: 4, column: 1), message: "removed </p>"))
        #expect(client.diagnostics.all.map(\.description) == ["web/a.md:3:5: warning: removed <script> element [raw-html]\nweb/a.md:3:5: note: why",
                                                              "web/a.md:4:1: warning: removed </p> [markup-repair]"])
    }

    /// Diagnostics at one place keep their order, so the sanitizer's and the link rewriter's
    /// (here an offline bundle's remote video) come out as the tag's attributes are read.
    @Test func aTagsFindingsAndLinkProblemsKeepTheOrderOfItsAttributes() {
        let (page, _) = parsePage("""
            ## Condensed

            <video controls onplay="x()" src="https://example.com/v.webm" onpause="y()"></video>
            """)
        var sink = Diagnostics()
        let site = SiteLinks(pages: [page], origins: [], assets: .empty)
        _ = PageRenderer(site: site, policy: .sanitize, offline: true).render(page, into: &sink)
        let messages = sink.sorted.map(\.message)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.first?.contains("onplay") == true, "\(messages)")
        #expect(messages.dropFirst().first?.contains("offline bundle") == true, "\(messages)")
        #expect(messages.last?.contains("onpause") == true, "\(messages)")
    }
}
