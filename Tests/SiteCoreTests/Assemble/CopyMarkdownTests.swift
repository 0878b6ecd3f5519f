import Testing
@testable import SiteCore

/// A tab's Markdown for Copy and Save: links to the site's pages lead where the page's do.
@Suite struct CopyMarkdownTests {
    @Test func aDestinationIsReplacedWhereItIsWrittenAsOne() {
        let links = [RenderedPage.PageLink(written: "/web-criteria/component/button", target: "web/component/button/index.html"),
                     RenderedPage.PageLink(written: "../controls/link.md", target: "native/controls/link/index.html#focus")]
        let markdown = """
            Full information: [button](/web-criteria/component/button)
            - [titled](/web-criteria/component/button "Button") and [angled](</web-criteria/component/button>)
            - [ref][1], [link](../controls/link.md)
            - `/web-criteria/component/button` and /web-criteria/component/buttons stay as written

            [1]: /web-criteria/component/button
            """
        #expect(CopyMarkdown.linked(markdown, links: links, base: "https://a11y.example/") == """
            Full information: [button](https://a11y.example/web/component/button/index.html)
            - [titled](https://a11y.example/web/component/button/index.html "Button") and [angled](<https://a11y.example/web/component/button/index.html>)
            - [ref][1], [link](https://a11y.example/native/controls/link/index.html#focus)
            - `/web-criteria/component/button` and /web-criteria/component/buttons stay as written

            [1]: https://a11y.example/web/component/button/index.html
            """)
        #expect(CopyMarkdown.linked(markdown, links: [], base: "") == markdown)
        // Another site's address that stands for a page here works in a ticket: it gives way to
        // this site's own address only.
        let corpus = [RenderedPage.PageLink(written: "https://www.magentaa11y.com/#/web-criteria/component/button", target: "web/component/button/index.html")]
        let full = "[more](https://www.magentaa11y.com/#/web-criteria/component/button)"
        #expect(CopyMarkdown.linked(full, links: corpus, base: "") == full)
        #expect(CopyMarkdown.linked(full, links: corpus, base: "https://a11y.example/") == "[more](https://a11y.example/web/component/button/index.html)")
    }

    /// Without a base the destinations written from the site's root are listed, once each, for
    /// the browser to put the site's address before them; with one, none are.
    @Test func theDestinationsWrittenFromTheRootAreListed() {
        let links = [RenderedPage.PageLink(written: "link.md", target: "web/link/index.html"),
                     RenderedPage.PageLink(written: "https://www.magentaa11y.com/#/web-criteria/component/link", target: "web/link/index.html"),
                     RenderedPage.PageLink(written: "other.md", target: "web/other/index.html")]
        let markdown = "[a](link.md), [b](link.md), `other.md` and [c](https://www.magentaa11y.com/#/web-criteria/component/link)"
        let (text, fromRoot) = CopyMarkdown.linkedFromRoot(markdown, links: links, base: "")
        #expect(text == "[a](web/link/index.html), [b](web/link/index.html), `other.md` and [c](https://www.magentaa11y.com/#/web-criteria/component/link)")
        #expect(fromRoot == ["web/link/index.html"])
        #expect(CopyMarkdown.linkedFromRoot(markdown, links: links, base: "https://a11y.example/").fromRoot.isEmpty)
    }

    /// The page's Copy and Save text takes its links from the build: a site path the page links
    /// to leads to that page from the root; another site's and a W3C Understanding page stay.
    @Test func aPagesCopyTextLinksToThePagesItLinksTo() throws {
        let (folder, site) = try TemporaryFolder.seedSite()
        try folder.write("""
            ## Condensed

            - Tab: moves ([WCAG 2.4.7](https://www.w3.org/WAI/WCAG22/Understanding/focus-visible)), see [the link page](../native/controls/link.md)
            - Space: as [elsewhere](https://example.com/x)
            """, to: "content/web/thing.md")
        var sink = Diagnostics()
        let page = try #require(SiteSnapshot(Pipeline().build(site, into: &sink)).files["web/thing/index.html"])
        #expect(page.contains("see [the link page](native/controls/link/index.html)"))
        #expect(page.contains("(https://www.w3.org/WAI/WCAG22/Understanding/focus-visible)") && page.contains("(https://example.com/x)"))
    }

    /// Markdown resolves a reference link from anywhere in the file; a tab copied alone carries
    /// the definitions it uses from elsewhere on the page, and only those.
    @Test func aTabKeepsTheReferenceDefinitionsItUses() {
        let (page, _) = parsePage("""
            ## Condensed
            [after heading]: https://heading.example

            - Tab: moves ([2.4.7][Focus  Visible]), [h][after heading]
            - Space: [ref] and [own][o], [escaped][a\\]b]

            [o]: https://own.example

            ## Notes

            ```
            [ref]: https://in-code.example
            ```

            [focus visible]: https://www.w3.org/WAI/WCAG22/Understanding/focus-visible "Focus Visible"
              [REF]: ../native/controls/link.md
              "Link, a title on its own line"
            [unused]: https://unused.example
            [o]: https://other.example
            [a\\]b]: https://escaped.example
            """)
        let definitions = ReferenceDefinitions(page.sections)
        #expect(definitions.completing(try! #require(page.section(.condensed))) == """
            [after heading]: https://heading.example

            - Tab: moves ([2.4.7][Focus  Visible]), [h][after heading]
            - Space: [ref] and [own][o], [escaped][a\\]b]

            [o]: https://own.example

            [focus visible]: https://www.w3.org/WAI/WCAG22/Understanding/focus-visible "Focus Visible"
              [REF]: ../native/controls/link.md
              "Link, a title on its own line"
            [a\\]b]: https://escaped.example

            """)
        #expect(ReferenceDefinitions.label(of: "[^1]: a footnote") == nil)
        #expect(ReferenceDefinitions([]).completing(Section(kind: .condensed, location: SourceLocation(file: "a.md"), blocks: [], markdown: "[ref]")) == "[ref]")
    }

    /// The definitions a tab takes from elsewhere on its page lead where the page's links do.
    @Test func aCopiedTabsReferenceDefinitionsLeadToThePages() throws {
        let (folder, site) = try TemporaryFolder.seedSite()
        try folder.write("""
            ## Condensed

            - Tab: moves, as on [the link page][link]

            ## Notes

            [link]: ../native/controls/link.md
            """, to: "content/web/thing.md")
        var sink = Diagnostics()
        let page = try #require(SiteSnapshot(Pipeline().build(site, into: &sink)).files["web/thing/index.html"])
        #expect(page.contains(#"[the link page][link]\n\n[link]: native/controls/link/index.html\n"#))
    }
}
