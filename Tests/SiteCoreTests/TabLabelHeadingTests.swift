import Testing
@testable import SiteCore

/// A tab that opens with a heading saying its label again (`## Developer Notes` in the
/// Developer Notes tab) shows one heading, the panel's: its id stays on the page, its
/// subheadings' link names and the search index no longer repeat the label, and a heading
/// that is not only the label, not first, or whose removal would skip a level, stays.
@Suite struct TabLabelHeadingTests {
    private func render(_ markdown: String) -> (page: CriteriaPage, rendered: RenderedPage, sink: Diagnostics) {
        let (page, _) = parsePage(markdown)
        var sink = Diagnostics()
        let renderer = PageRenderer(site: SiteLinks(pages: [page], origins: [], assets: .empty), policy: .sanitize)
        return (page, renderer.render(page, into: &sink), sink)
    }

    private func tab(_ kind: SectionKind, of rendered: RenderedPage) -> RenderedPage.Tab? {
        rendered.tabs.first { $0.kind == kind }
    }

    @Test(arguments: ["## Developer Notes", "## developer  notes", "## **Developer Notes**"])
    func theDeveloperNotesHeadingGivesWayToThePanels(_ heading: String) throws {
        let (page, rendered, _) = render("## Condensed\n\nText.\n\n\(heading)\n\n### Name\n\nSay what it does.\n")
        let notes = try #require(tab(.developerNotes, of: rendered))
        #expect(notes.labelHeadingID == "developer-notes-developer-notes")
        #expect(!notes.html.contains("<h2"), "the content's own h2 is gone: \(notes.html)")
        #expect(notes.html.contains(#"<h3 id="developer-notes-name">Name</h3>"#))
        #expect(notes.html.contains(#"aria-label="Link to section: Name (Developer Notes)""#), "no “Developer Notes ›” in the link name")
        #expect(page.headingAnchors.all.contains("developer-notes-developer-notes"), "the id stays taken, so links to it land")
        #expect(page.headingAnchors.bySlug["developer-notes"] == "developer-notes-developer-notes")
    }

    @Test func aPlatformTabsDeveloperNotesHeadingGivesWayToo() throws {
        let (_, rendered, _) = render("## iOS Developer Notes\n\n### Developer Notes\n\n- Use a link.\n\n### Name\n\nText.\n")
        let ios = try #require(tab(.iosDeveloperNotes, of: rendered))
        #expect(ios.labelHeadingID == "ios-developer-notes-developer-notes")
        #expect(ios.html.hasPrefix("<ul>"), "the list the heading stood over opens the panel: \(ios.html)")
    }

    @Test(arguments: [
        // Not first: a paragraph comes before it.
        ("Intro.\n\n## Developer Notes\n\n### Name\n\nText.\n", "developer-notes-developer-notes"),
        // Dropping it would put an h4 straight under the panel's h2.
        ("## Developer Notes\n\n#### Deep\n\nText.\n", "developer-notes-developer-notes"),
        // Nothing under it: the heading is all the tab has.
        ("## Developer Notes\n", "developer-notes-developer-notes"),
        // More than the label.
        ("## Developer Notes for buttons\n\nText.\n", "developer-notes-developer-notes-for-buttons"),
        // The Android tab's label is not the iOS tab's.
        ("## Android Developer Notes\n\n### iOS Developer Notes\n\nText.\n", "android-developer-notes-ios-developer-notes"),
        // What follows shows nothing once sanitized: a comment, a script, an empty element.
        ("## iOS Developer Notes\n\n### Developer Notes\n\n<!-- nothing -->\n", "ios-developer-notes-developer-notes"),
        ("## Developer Notes\n\n<script>alert(1)</script>\n\n<div></div>\n", "developer-notes-developer-notes"),
        // Raw HTML or a link in it: the panel's heading would not carry its id or link.
        ("## iOS Developer Notes\n\n### Developer Notes <a id=\"custom\"></a>\n\nText.\n", "custom"),
        ("## Android Developer Notes\n\n### [Developer Notes](https://example.com/notes)\n\nText.\n",
         "android-developer-notes-developer-notes"),
    ])
    func otherHeadingsStay(_ markdown: String, id: String) throws {
        let (_, rendered, _) = render(markdown)
        let notes = try #require(rendered.tabs.first)
        #expect(notes.labelHeadingID == nil)
        #expect(notes.html.contains(#"id="\#(id)""#), "\(notes.html)")
    }

    /// The search index has no unit for the heading: the text under it is the tab's own, and a
    /// result reads "Developer Notes", not "Developer Notes › Developer Notes".
    @Test func theIndexLeavesTheHeadingOut() {
        let (page, _) = parsePage("## General Notes\n\nAbout.\n\n## Developer Notes\n\nUse a button.\n\n### Name\n\nText.\n",
                                  path: "web/button.md")
        let units = IndexBuilder().build([page]).units
        #expect(units.map(\.label) == ["Button › Introduction", "Button › Developer Notes", "Button › Developer Notes › Name"])
        #expect(units[1].url == "web/button/index.html#developer-notes")
        #expect(units[1].text == "Use a button.", "the dropped heading is not part of the unit's text")
    }

    /// The raw HTML id plan counts the page's blocks: one left out must still be counted, or
    /// the blocks after it were matched with the wrong plan and repeated ids went unrepaired.
    @Test func idsAfterTheHeadingAreStillRepaired() throws {
        let (_, rendered, sink) = render("## Developer Notes\n\n<span id=\"a\">One</span>\n\n<span id=\"a\">Two</span>\n")
        let notes = try #require(tab(.developerNotes, of: rendered))
        #expect(notes.html.contains(#"<span id="a-2">Two</span>"#), "\(notes.html)")
        #expect(messages(sink).contains { $0.contains(#"id "a" is already used on this page; published as "a-2""#) })
    }

    /// In a Videos tab, `### Videos` right above a `<video>` is that video's caption: it stays,
    /// and the video keeps its figure.
    @Test func aHeadingOverAVideoStaysItsCaption() throws {
        let (_, rendered, _) = render("## Videos\n\n### Videos\n\n<video controls>\n<source src=\"https://example.com/a.mp4\">\n</video>\n")
        let videos = try #require(tab(.videos, of: rendered))
        #expect(videos.labelHeadingID == nil)
        #expect(videos.html.hasPrefix("<figure class=\"video\">\n<figcaption><div class=\"heading-anchor\"><h3 id=\"videos-videos\">"),
                "\(videos.html)")
    }

    /// Something that shows follows a comment: the heading still gives way.
    @Test func aCommentBeforeTheTextDoesNotKeepTheHeading() throws {
        let (_, rendered, _) = render("## Developer Notes\n\n<!-- a note to editors -->\n\nUse a button.\n")
        let notes = try #require(tab(.developerNotes, of: rendered))
        #expect(notes.labelHeadingID == "developer-notes-developer-notes")
    }
}
