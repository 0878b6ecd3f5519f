import Testing
@testable import SiteCore

/// One test per rule: a fixture that breaks it (with the exact place reported) and one that passes.
@Suite struct FrontMatterCheckTests {
    @Test func invalidFrontMatterIsAnErrorUnderTheFrontMatterRule() throws {
        let broken = try CheckFixture(files: ["web/a.md": "---\ntitle: [unclosed\n---\n" + page("")]).check(.frontMatter)
        #expect(broken.count == 1)
        // At the `[` that is never closed, not at the end of the front matter.
        #expect(broken.first?.hasPrefix("web/a.md:2:8: error: invalid YAML") == true, "\(broken)")
        let wrongType = try CheckFixture(files: ["web/a.md": "---\norder: [1, 2]\n---\n" + page("")]).check(.frontMatter)
        #expect(wrongType == ["web/a.md:2:8: error: expected a whole number, not a list [front-matter]"])
        #expect(try CheckFixture(files: ["web/a.md": "---\ntitle: A\norder: 2\n---\n" + page("")]).check().isEmpty)
    }

    @Test func unknownKeysAreWarningsAndOlderKeysAreKnown() throws {
        let broken = try CheckFixture(files: ["web/a.md": "---\ntitle: A\ntilte: B\n---\n" + page("")]).check()
        #expect(broken == ["web/a.md:3:1: warning: unknown front-matter key \"tilte\" is ignored [unknown-front-matter-key]"])
        let older = "---\nlayout: entry\ntitle: Button\ncategories: controls\nkeyboard:\n  Tab: focus\nmobile:\n  Swipe: focus\n"
            + "screenreader:\n  Name: x\nsettings:\n  Text: x\ngherkin-keyboard:\n  - when: x\ngherkin-mobile:\n  - when: y\nwcag:\n  - name: P\n---\nBody\n"
        #expect(try CheckFixture(files: ["web/button.md": older]).check(.unknownFrontMatterKey).isEmpty)
    }
}

@Suite struct SectionCheckTests {
    @Test func misspeltAndRepeatedSections() throws {
        let broken = try CheckFixture(files: ["web/a.md": page("## Vidoes\n\nx\n\n## Criteria\n\nmore\n")]).check()
        #expect(broken == [
            "web/a.md:5:1: warning: unknown section \"Vidoes\" goes to Developer Notes [unknown-section]",
            "web/a.md:9:1: warning: repeated section \"Criteria\"; its content is appended to the one at line 1 [repeated-section]",
        ])
        #expect(try CheckFixture(files: ["web/a.md": page("## Videos\n\nx\n\n## Further reading\n\ny\n")]).check().isEmpty)
    }

    @Test func aPageNeedsACriteriaSectionWrittenOrGenerated() throws {
        let broken = try CheckFixture(files: ["web/a.md": "## General Notes\n\nx\n\n## Developer notes\n\ny\n"]).check()
        #expect(broken == ["web/a.md:1:1: warning: page \"A\" has no criteria section [no-criteria-section]"])
        for heading in ["Condensed", "Gherkin", "Criteria"] {
            #expect(try CheckFixture(files: ["web/a.md": "## \(heading)\n\n- x\n"]).check().isEmpty)
        }
        let older = "---\ntitle: Button\nkeyboard:\n  Tab: focus\n---\n"
        #expect(try CheckFixture(files: ["web/a.md": older]).check(.noCriteriaSection).isEmpty, "generated from front matter")
    }

    @Test func withoutOneTheNoteNamesAHeadingMeantForACriteriaSection() throws {
        func note(_ text: String) throws -> String? {
            try CheckFixture(files: ["web/a.md": text]).diagnostics().first { $0.rule == CheckRule.noCriteriaSection.id }?.note
        }
        #expect(try note("## Related WCAG\n\nx\n\n## Acceptance Criteria\n\n- y\n")
                == "the heading \"Acceptance Criteria\" at line 5 goes to Developer Notes: write \"## Criteria\" there")
        #expect(try note("## Gherkin scenarios\n\nGIVEN x\n") == "the heading \"Gherkin scenarios\" at line 1 goes to Developer Notes: write \"## Gherkin\" there")
        #expect(try note("## Demo videos\n\nx\n\n## Criteria for Android\n\ny\n") == "add ## Condensed, ## Gherkin or ## Criteria",
                "a heading meant for another tab, or about a topic, is no criteria section")
    }
}

@Suite struct LinkCheckTests {
    let target = "## Criteria\n\n### Focus order\n\nx\n\n## Gherkin\n\n- y\n"

    @Test func linksToMissingPagesAreReportedAtTheLink() throws {
        let source = page("See [the button](/web-criteria/component/button) and\nthen [gone](/web-criteria/component/gone), "
                          + "[file](../web/missing.md) or <a href=\"/web/none\">none</a>.\n")
        let broken = try CheckFixture(files: ["web/a.md": source, "web/component/button.md": target]).check()
        #expect(broken == [
            "web/a.md:6:6: warning: link to /web-criteria/component/gone does not match a page of this site [broken-link]",
            "web/a.md:6:44: warning: link to ../web/missing.md does not match a page of this site [broken-link]",
            "web/a.md:6:73: warning: link to /web/none does not match a page of this site [broken-link]",
        ])
        let fine = page("[B](/web-criteria/component/button), [B](component/button.md), [MDN](https://developer.mozilla.org/x), [top](/)\n")
        #expect(try CheckFixture(files: ["web/a.md": fine, "web/component/button.md": target]).check().isEmpty)
    }

    /// An editor's trial: a broken `.md` link said nothing of where it led, though it is read
    /// from the file's folder and other relative links from the page's address.
    @Test func aBrokenMarkdownLinkSaysWhereItLeads() throws {
        let source = page("[a](../switch.md) [b](../../../x.md)\n")
        let notes = try CheckFixture(files: ["native/controls/l.md": source]).diagnostics().map { $0.note ?? "" }
        #expect(notes == ["a .md link is read from the file's folder, native/controls/: it leads to native/switch.md, which is no page of the content",
                          "a .md link is read from the file's folder; this one climbs above the content"])
    }

    /// Relative links written as addresses are read on the page's folder address, as a browser
    /// reads them: from `web/component/a/`, `../button/` is `web/component/button`.
    @Test func relativeAddressLinksAreCheckedAsTheBrowserReadsThem() throws {
        let source = page("[ok](../button/), [fragment](../button/#focus-order), [gone](../gone/), [typo](../buton),\n"
                          + "[up](../../), [root](../../../), [draft](../wip/), [outside](../../../../elsewhere/),\n"
                          + "[folder slip](../../controls/button/)\n")
        let files = ["web/component/a.md": source, "web/component/button.md": target,
                     "web/component/wip.md": "---\ndraft: true\n---\n" + target]
        let found = try CheckFixture(files: files).check()
        #expect(found == [
            "web/component/a.md:5:55: warning: link to ../gone/ does not match a page of this site [broken-link]",
            "web/component/a.md:5:73: warning: link to ../buton does not match a page of this site [broken-link]",
            "web/component/a.md:6:34: warning: link to ../wip/: that page is a draft (draft: true), so it is not published [broken-link]",
            "web/component/a.md:7:1: warning: link to ../../controls/button/ does not match a page of this site [broken-link]",
        ], "\(found)")
        let notes = try CheckFixture(files: files).diagnostics().filter { $0.rule == "broken-link" }.map(\.note)
        #expect(notes.first == "read from the page's address, web/component/a/, it leads to web/component/gone/")
        #expect(notes.last == "read from the page's address, web/component/a/, it leads to web/controls/button/")
        // Only relative addresses get the note; a file keeps its name as written.
        let others = page("[abs](/web-criteria/component/gone/) [file](../gone/index.html)\n")
        let otherNotes = try CheckFixture(files: ["web/component/a.md": others, "web/component/button.md": target]).diagnostics().map(\.note)
        #expect(otherNotes == [nil, "read from the page's address, web/component/a/, it leads to web/component/gone/index.html"])
        let badFragment = page("[bad](../button/#focus)\n")
        let wrong = try CheckFixture(files: ["web/component/a.md": badFragment, "web/component/button.md": target]).check()
        #expect(wrong == [
            "web/component/a.md:5:1: warning: link to ../button/#focus names #focus, which matches no heading or id on that page [broken-fragment]",
        ], "\(wrong)")
    }

    /// Bare names and files are what demonstrations and downloads write; queries change what a
    /// page shows. None of them is read as an address, so none is reported.
    @Test func relativeLinksNotWrittenAsAddressesAreLeftAlone() throws {
        let source = page("<a href=\"page-2\">2</a> <a href=\"?page=3\">3</a> [d](details.html) [pdf](../guide.pdf) "
                          + "[q](../gone/?tab=criteria)\n")
        #expect(try CheckFixture(files: ["web/component/a.md": source]).check().isEmpty)
    }

    /// With `page-urls: file` the page is `web/component/a.html`: its links are read from its
    /// folder address, as in the folder layout, and from `web/component/`, as its file is.
    @Test func relativeLinksFollowPageURLsFile() throws {
        let source = page("[a](./button.html), [b](../component/button.html), [c](../), [d](./gone.html)\n")
        let files = ["criteria.yml": "page-urls: file\n", "web/component/a.md": source, "web/component/button.md": target]
        let fileNote = try CheckFixture(files: files.merging(["web/component/a.md": page("[g](./gone/)\n")]) { $1 }).diagnostics().first?.note
        #expect(fileNote == "read from the page's address, web/component/a.html, it leads to web/component/gone/")
        let bothLayouts = page("[a](../button/), [b](../../), [c](../gone/)\n")
        #expect(try CheckFixture(files: files.merging(["web/component/a.md": bothLayouts]) { $1 }).check() == [
            "web/component/a.md:5:31: warning: link to ../gone/ does not match a page of this site [broken-link]",
        ])
        let found = try CheckFixture(files: files).check()
        #expect(found == [
            "web/component/a.md:5:62: warning: link to ./gone.html does not match a page of this site [broken-link]",
        ], "\(found)")
    }

    @Test func fragmentsMustNameAHeadingTabOrIdOfTheirPage() throws {
        let source = page("### Focus\n\n[here](#focus), [tab](#gherkin), [demo](#demo), [top](#), [x](#fokus)\n\n"
                          + "<div id=\"demo\"><a href=\"#nowhere\">n</a></div>\n\n"
                          + "[other](/web/component/button#focus-order) [other](/web/component/button#criteria-focus-order) "
                          + "[bad](/web/component/button#focus)\n")
        let found = try CheckFixture(files: ["web/a.md": source, "web/component/button.md": target]).check()
        #expect(found == [
            "web/a.md:7:59: warning: link to #fokus matches no heading or id on this page [broken-fragment]",
            "web/a.md:9:16: warning: link to #nowhere matches no heading or id on this page [broken-fragment]",
            "web/a.md:11:96: warning: link to /web/component/button#focus names #focus, which matches no heading or id on that page [broken-fragment]",
        ])
        let note = try CheckFixture(files: ["web/a.md": source, "web/component/button.md": target]).diagnostics()
            .first { $0.message.contains("#fokus") }?.note
        #expect(note == "did you mean #focus?")
    }
}

/// Two sources writing one file fail a build; `criteria check` says so first.
@Suite struct OutputCollisionCheckTests {
    /// The site's own files are claimed as a build claims them: a root page `search.md` written
    /// as `search.html` loses to the search page.
    @Test func aRootPageOnTheSearchPagesFileIsAnError() throws {
        let files = ["criteria.yml": "page-urls: file\n", "search.md": page(""), "web/a.md": page("")]
        let found = try CheckFixture(files: files).check().filter { $0.contains("would write") }
        #expect(found == ["search.md:1:1: error: search.md would write search.html, which the search page already writes"])
    }

    @Test func anAliasOntoAnotherPageAndTwoSpellingsOfOnePageAreErrors() throws {
        let files = ["web/component/checkbox.md": page(""), "web/component/Checkbox.md": page(""),
                     "web/old/alias.md": "---\naliases: [/web/component/checkbox/]\n---\n" + page("")]
        let found = try CheckFixture(files: files).diagnostics().filter { $0.message.contains("would write") }
        #expect(found.map(\.description) == [
            "web/component/checkbox.md:1:1: error: web/component/checkbox.md would write web/component/checkbox/index.html, "
                + "which web/component/Checkbox.md already writes\nweb/component/checkbox.md:1:1: note: rename one of the two files or folders",
            "web/old/alias.md:2:11: error: alias /web/component/checkbox/ of web/old/alias.md would write web/component/checkbox/index.html, "
                + "which web/component/Checkbox.md already writes\nweb/old/alias.md:2:11: note: change or remove the alias in the page's front matter",
        ])
    }

    /// A collision is shown at the alias's own line and column, in a list or alone.
    @Test func anAliasCollisionIsShownAtTheAlias() throws {
        let files = ["web/a.md": "---\ntitle: A\naliases:\n  - /old/a\n  -   /web/b\n---\n" + page(""),
                     "web/b.md": "---\ndescription: B\naliases: /old/a\n---\n" + page(""),
                     "web/c.md": "---\naliases: [\"/old/a\", /web/a]\n---\n" + page("")]
        let found = try CheckFixture(files: files).diagnostics().filter { $0.message.contains("would write") }
        #expect(found.map { "\($0.location) \($0.message)" } == [
            "web/a.md:5:7 alias /web/b of web/a.md would write web/b/index.html, which web/b.md already writes",
            "web/b.md:3:10 alias /old/a of web/b.md would write old/a/index.html, which alias /old/a of web/a.md already writes",
            "web/c.md:2:11 alias /old/a of web/c.md would write old/a/index.html, which alias /old/a of web/a.md already writes",
            "web/c.md:2:21 alias /web/a of web/c.md would write web/a/index.html, which web/a.md already writes",
        ])
    }
}

@Suite struct MediaCheckTests {
    @Test func missingMediaIsReportedAtItsTagInsideRawHTML() throws {
        let source = page("<video controls>\n  <source src=\"media/gone.webm\" type=\"video/webm\">\n  <track kind=\"captions\" src=\"media/a.vtt\">\n</video>\n\n"
                          + "- ![Chart](media/chart.png) and ![Pie](media/pie.png)\n")
        let found = try CheckFixture(files: ["web/a.md": source], assets: ["media/a.vtt", "media/chart.png"]).check()
        #expect(found == [
            "web/a.md:6:3: warning: media file not found: media/gone.webm [missing-media]",
            "web/a.md:10:33: warning: media file not found: media/pie.png [missing-media]",
        ])
        #expect(try CheckFixture(files: ["web/a.md": source], assets: ["media/a.vtt", "media/chart.png", "media/gone.webm", "media/pie.png"])
            .check().isEmpty)
    }

    @Test func mediaOutsideTheAssetsFolder() throws {
        #expect(try CheckFixture(files: ["web/a.md": page("![x](../../../etc/passwd)\n")]).check()
            == ["web/a.md:5:1: warning: media path ../../../etc/passwd leaves the assets folder; it is not copied [media-outside-assets]"])
        #expect(try CheckFixture(files: ["web/a.md": page("![x](media/x.png)\n")], assets: ["media/x.png"]).check().isEmpty)
    }

    @Test func mediaNamesThatNeedEncoding() throws {
        let source = page("![A chart](media/pie%20chart.png)\n\n<img src=\"media/grün.png\" alt=\"Green\">\n")
        let found = try CheckFixture(files: ["web/a.md": source], assets: ["media/pie chart.png", "media/grün.png"]).check()
        #expect(found == [
            "web/a.md:5:1: warning: media name \"pie chart.png\" has characters that need URL encoding (in media/pie%20chart.png) [media-name-encoding]",
            "web/a.md:7:1: warning: media name \"grün.png\" has characters that need URL encoding (in media/grün.png) [media-name-encoding]",
        ])
        #expect(try CheckFixture(files: ["web/a.md": page("![A chart](media/pie-chart_2.png)\n")], assets: ["media/pie-chart_2.png"]).check().isEmpty)
    }

    @Test func mediaFromAnotherSiteIsReportedAndLinksAreNot() throws {
        let source = page("![A photo](https://example.com/p.jpg?w=800)\n\n<video controls poster=\"//cdn.example.com/p.png\">\n"
                          + "<track kind=\"captions\" src=\"media/c.vtt\">\n</video>\n\n<audio controls src=\"http://sounds.example.com/a.mp3#t=1\"></audio>\n\n<iframe title=\"Map\" src=\"http://maps.example.com/\"></iframe>\n\n"
                          + "[A site](https://example.com/) and <img src=\"data:image/gif;base64,R0lGOD\" alt=\"\">\n\n    <img src=\"https://example.com/in-code.png\">\n")
        let found = try CheckFixture(files: ["web/a.md": source], assets: ["media/c.vtt"]).check().filter { $0.hasSuffix("[remote-media]") }
        #expect(found == [
            "web/a.md:5:1: warning: img loads https://example.com/p.jpg from another site [remote-media]",
            "web/a.md:7:1: warning: video loads //cdn.example.com/p.png from another site [remote-media]",
            "web/a.md:11:1: warning: audio loads http://sounds.example.com/a.mp3 from another site [remote-media]",
        ], "a frame is no media: the sanitizer removes it (raw-html)")
    }

    @Test func videosNeedACaptionsOrSubtitlesTrack() throws {
        let source = page("- Demo:\n\n  <video controls>\n    <source src=\"media/v.webm\">\n  </video>\n\n"
                          + "<video controls>\n<track kind=\"descriptions\" src=\"media/d.vtt\">\n</video>\n")
        let found = try CheckFixture(files: ["web/a.md": source], assets: ["media/v.webm", "media/d.vtt"]).check()
        #expect(found == [
            "web/a.md:7:3: warning: video has no captions track [missing-captions]",
            "web/a.md:11:1: warning: video has no captions track [missing-captions]",
        ])
        let fine = page("<video controls>\n<track kind=\"captions\" src=\"media/c.vtt\">\n</video>\n\n<video>\n<track src=\"media/s.vtt\">\n</video>\n")
        #expect(try CheckFixture(files: ["web/a.md": fine], assets: ["media/c.vtt", "media/s.vtt"]).check().isEmpty)
    }

    @Test func aCaptionTrackWithNoCuesIsAWarningAtTheTrack() throws {
        let source = page("<video controls>\n  <source src=\"media/v.webm\">\n  <track kind=\"captions\" src=\"media/empty.vtt\">\n</video>\n")
        // As the corpus's animation_AndroidTalkback-en-US.vtt: the header alone, or with a note.
        for empty in ["WEBVTT\n", "WEBVTT\r\n\r\n", "WEBVTT\n\nNOTE nothing yet\n"] {
            let found = try CheckFixture(files: ["web/a.md": source], assets: ["media/v.webm"],
                                         assetTexts: ["media/empty.vtt": empty]).check()
            #expect(found == ["web/a.md:7:3: warning: caption track media/empty.vtt has no cues [missing-captions]"], "\(empty.debugDescription)")
        }
        let cued = "WEBVTT\n\n00:00.000 --> 00:02.000\nA button is pressed.\n"
        #expect(try CheckFixture(files: ["web/a.md": source], assets: ["media/v.webm"], assetTexts: ["media/empty.vtt": cued]).check().isEmpty)
    }

    @Test func imagesNeedAltText() throws {
        let source = page("Icon ![](media/x.png) here\n\n<p>\n  <img src=\"media/x.png\">\n</p>\n")
        let found = try CheckFixture(files: ["web/a.md": source], assets: ["media/x.png"]).check()
        #expect(found == [
            "web/a.md:5:6: warning: image media/x.png has empty alt text [missing-alt]",
            "web/a.md:8:3: warning: <img> media/x.png has no alt attribute [missing-alt]",
        ])
        let fine = page("![A phone](media/x.png)\n\n<img src=\"media/x.png\" alt=\"\">\n")
        #expect(try CheckFixture(files: ["web/a.md": fine], assets: ["media/x.png"]).check().isEmpty)
    }

    /// Links on a long line are located in characters, each where its `[` is (the line's
    /// characters are counted once for all of them).
    @Test func manyLinksOnOneLineAreEachLocatedAtTheirBracket() throws {
        let line = (0..<300).map { "é\u{301} [l\($0)](../web/missing\($0).md) " }.joined()
        let found = try CheckFixture(files: ["web/a.md": "## Criteria\n\n" + line + "\n"]).check()
        let characters = Array(line)
        let brackets = characters.indices.filter { characters[$0] == "[" }.map { "web/a.md:3:\($0 + 1):" }
        #expect(found.map { String($0.prefix(while: { $0 != " " })) } == brackets)
    }

    /// Raw HTML tags are located in characters on their source line: several on a line, after
    /// letters of more than one byte or scalar, in a list item and a quote whose markers cmark
    /// leaves out of the HTML.
    @Test func rawHTMLTagsAreLocatedInTheSource() throws {
        let source = "## Criteria\n\n- item\n  <div>é <img src=\"a.png\"> and <img src=\"b.png\"></div>\n  <p>x</p><img src=\"c.png\">\n\n"
            + "Text é\u{301} <img src=\"d.png\"> then <img src=\"e.png\">\n\n> <div><img src=\"f.png\">\n> <span>🙂</span> <img src=\"g.png\"></div>\n"
        let assets: Set<String> = ["a.png", "b.png", "c.png", "d.png", "e.png", "f.png", "g.png"]
        #expect(try CheckFixture(files: ["web/a.md": source], assets: assets).check().map { String($0.prefix(while: { $0 != " " })) }
            == ["web/a.md:4:10:", "web/a.md:4:32:", "web/a.md:5:11:", "web/a.md:7:8:", "web/a.md:7:31:", "web/a.md:9:8:", "web/a.md:10:18:"])
    }
}
