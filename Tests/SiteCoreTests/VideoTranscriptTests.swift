import Foundation
import Testing
@testable import SiteCore

@Suite struct WebVTTParserTests {
    @Test func readsCuesSkippingHeadersNotesIdentifiersAndTags() {
        let vtt = """
        WEBVTT - a title

        NOTE written by hand
        over two lines

        intro-1
        00:00:01.000 --> 00:00:04.500 align:start
        Heading level 1
        <v Narrator>About &amp; <i>more</i></v>

        01:02.250 --> 01:05.000
        Second cue

        00:01:10.000 --> 00:01:12.000

        """
        let cues = WebVTTParser().cues(in: vtt)
        #expect(cues == [
            WebVTTParser.Cue(start: 1, text: "Heading level 1 About & more"),
            WebVTTParser.Cue(start: 62.25, text: "Second cue"),
        ])
    }

    /// The load stage asks every track only whether it has a cue: a cue with no text does not
    /// count, one after it does, and a track of headers alone has none.
    @Test func hasCuesLooksPastCuesWithoutText() {
        let emptyFirst = Data("WEBVTT\n\n00:00.000 --> 00:01.000\n\n00:01.000 --> 00:02.000\nSpoken\n".utf8)
        #expect(WebVTTParser().hasCues(in: emptyFirst))
        #expect(!WebVTTParser().hasCues(in: Data("WEBVTT\n\nNOTE nothing yet\n".utf8)))
        #expect(!WebVTTParser().hasCues(in: Data("WEBVTT\n\n00:00.000 --> 00:01.000\n".utf8)))
        #expect(WebVTTParser().cues(in: emptyFirst, limit: 1).count == 1)
    }

    @Test func readsCRLFFiles() {
        let cues = WebVTTParser().cues(in: "WEBVTT\r\n\r\n00:00:03.000 --> 00:00:04.000\r\nHello\r\n")
        #expect(cues == [WebVTTParser.Cue(start: 3, text: "Hello")])
    }

    @Test func readsCarriageReturnFilesSpaceOnlyBlankLinesAndDecimalCommas() {
        // Lines end at a lone `\r` too; a line of tabs and no-break spaces ends a block (white
        // space as `isBlank` counts it); a comma may stand for the decimal point; an arrow in a
        // longer run of dashes still starts where the first `-->` does.
        let vtt = "WEBVTT\r\rintro\r00:00:01,500 --> 00:00:02.000\rFirst\r \t\u{00A0}\u{3000}\r"
            + "00:02.000 ---> 00:03.000\rSkipped: its start reads `00:02.000 -`\r\r"
            + "00:04.000-->00:05.000\r\u{2003}é <b>bold</b>\r"
        #expect(WebVTTParser().cues(in: vtt) == [
            WebVTTParser.Cue(start: 1.5, text: "First"),
            WebVTTParser.Cue(start: 4, text: "é bold"),
        ])
        #expect(WebVTTParser.seconds(" \t01:02,5\u{00A0}") == 62.5)
    }

    @Test func clockShowsMinutesAndHours() {
        #expect(WebVTTParser.clock(62.9) == "1:02")
        #expect(WebVTTParser.clock(3723) == "1:02:03")
        #expect(WebVTTParser.seconds("00:00:07.320") == 7.32)
        #expect(WebVTTParser.seconds("nonsense") == nil)
    }
}

@Suite struct VideoTranscriptTests {
    private static let captions = "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nLink, double tap to activate\n"

    /// Renders a Videos section naming `video` and its track, with `present` in the assets folder.
    private func render(present: Set<String>, offline: Bool = false) -> (html: String, warnings: [String]) {
        let markdown = """
        ## Videos

        ### Android Talkback

        <video controls>
          <source src="media/video/link/link-android.webm" type="video/webm">
          <track kind="captions" src="media/video/link/link-android.vtt" srclang="en" label="English">
          Your browser does not support the video tag.
        </video>
        """
        let (page, _) = parsePage(markdown, path: "native/controls/link.md")
        var files = present
        files.insert("media/video/link/link-android.vtt")
        let assets = AssetCatalog(root: URL(fileURLWithPath: "/assets"), files: files,
                                  captions: ["media/video/link/link-android.vtt": Data(Self.captions.utf8)])
        var sink = Diagnostics()
        let rendered = PageRenderer(site: SiteLinks(pages: [page], origins: [], assets: assets), policy: .sanitize, offline: offline)
            .render(page, into: &sink)
        return (rendered.tabs.first { $0.kind == .videos }?.html ?? "", messages(sink))
    }

    @Test func aMissingVideoSaysSoInPlaceAndShowsItsCaptionsAsATranscript() {
        let (html, warnings) = render(present: [])
        #expect(!html.contains("<video"), "a missing file would be a failed request and an empty player")
        #expect(html.contains("<figure class=\"video\">"), "the heading still captions it")
        #expect(html.contains("<p class=\"video-missing-note\">Video not available in this copy: <code>link-android.webm</code>. Its captions follow as a transcript.</p>"))
        #expect(html.contains("<details class=\"transcript\" open>\n<summary>Transcript</summary>\n<p><span class=\"cue-time\">0:01</span> Link, double tap to activate</p>\n</details>"))
        #expect(warnings.isEmpty, "the missing file is the `missing-media` rule's to report, once")
    }

    @Test func aPresentVideoKeepsItsPlayerAndGetsAClosedTranscript() {
        let (html, _) = render(present: ["media/video/link/link-android.webm"])
        #expect(html.contains("<video controls>"))
        #expect(html.contains("src=\"../../../media/video/link/link-android.webm\""))
        #expect(html.contains("</video>\n<details class=\"transcript\">\n<summary>Transcript</summary>"))
        #expect(html.contains(" label=\"English\" default>"), "captions show from the start")
        #expect(!html.contains("Video not available"))
    }

    @Test func aMissingVideoWithoutCaptionsStillSaysSo() {
        let transcripts = VideoTranscripts(assets: .empty, rootPrefix: "../")
        let html = transcripts.apply(to: "<p>Before</p>\n<video controls><source src=\"../media/x%20y.webm\"></video>\n<p>After</p>")
        #expect(html == "<p>Before</p>\n<div class=\"video-missing\">\n<p class=\"video-missing-note\">Video not available in this copy: <code>x y.webm</code>.</p>\n</div>\n<p>After</p>")
    }

    /// A source's fragment and query are not part of its file, in ASCII paths (searched by
    /// bytes) and others alike: the video is present, or missing under its file's name.
    @Test(arguments: ["x.webm#t=1", "x.webm?v=2", "x.webm?v=2#t", "é.webm#t=1", "é.webm?v=#", "x.webm", "é.webm"])
    func fragmentsAndQueriesAreNotPartOfTheFile(_ src: String) {
        let file = src.hasPrefix("é") ? "media/é.webm" : "media/x.webm"
        let html = "<video controls><source src=\"../media/\(src)\"></video>"
        let present = VideoTranscripts(assets: AssetCatalog(root: nil, files: [file]), rootPrefix: "../").apply(to: html)
        #expect(present == html)
        let missing = VideoTranscripts(assets: .empty, rootPrefix: "../").apply(to: html)
        #expect(missing.contains("<code>\(file.dropFirst("media/".count))</code>"))
    }

    @Test func aTrackMarkedDefaultStaysTheOnlyDefault() {
        let transcripts = VideoTranscripts(assets: AssetCatalog(root: nil, files: ["media/a.webm"]), rootPrefix: "../")
        let html = "<video><source src=\"../media/a.webm\"><track kind=\"captions\" src=\"../media/a.vtt\"/><track kind=\"captions\" src=\"../media/b.vtt\" default></video>"
        #expect(transcripts.apply(to: html) == html)
        let single = "<video><source src=\"../media/a.webm\"><track kind=\"captions\" src=\"../media/a.vtt\"/></video>"
        #expect(transcripts.apply(to: single) == "<video><source src=\"../media/a.webm\"><track kind=\"captions\" src=\"../media/a.vtt\" default/></video>")
    }

    /// Tracks' transcripts are kept by the tracks' bytes: each track shows its own cues, on
    /// every page that shows it, and a track read again gives the same transcript.
    @Test func eachTrackShowsItsOwnCuesOnEveryPage() {
        let vtt = { (words: String) in Data("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\(words)\n".utf8) }
        let assets = AssetCatalog(root: URL(fileURLWithPath: "/assets"), files: ["media/en.vtt", "media/de.vtt", "media/other.vtt"],
                                  captions: ["media/en.vtt": vtt("Link, double tap"), "media/de.vtt": vtt("Link, doppeltippen"),
                                             "media/other.vtt": vtt("Button, double tap")])
        let transcripts = VideoTranscripts(assets: assets, rootPrefix: "../")
        let both = "<video><source src=\"../media/a.webm\"><track kind=\"captions\" src=\"../media/en.vtt\" label=\"English\">"
            + "<track kind=\"captions\" src=\"../media/de.vtt\" label=\"Deutsch\"></video>"
        let other = "<video><source src=\"../media/b.webm\"><track kind=\"captions\" src=\"../media/other.vtt\"></video>"
        let page = transcripts.apply(to: both + "\n" + other)
        #expect(page.contains("<summary>Transcript (English)</summary>\n<p><span class=\"cue-time\">0:01</span> Link, double tap</p>"))
        #expect(page.contains("<summary>Transcript (Deutsch)</summary>\n<p><span class=\"cue-time\">0:01</span> Link, doppeltippen</p>"))
        #expect(page.contains("<summary>Transcript</summary>\n<p><span class=\"cue-time\">0:01</span> Button, double tap</p>"))
        #expect(transcripts.apply(to: other + "\n" + both) == transcripts.apply(to: other) + "\n" + transcripts.apply(to: both))
    }

    @Test func videosFromOtherSitesAreLeftAlone() {
        let html = "<video controls src=\"https://example.com/v.webm\"></video>"
        #expect(VideoTranscripts(assets: .empty, rootPrefix: "../").apply(to: html) == html)
    }
}

@Suite struct OfflineMediaTests {
    private func render(_ markdown: String, offline: Bool) -> (String, [String]) {
        let (page, _) = parsePage("## Criteria\n\n" + markdown, path: "web/component/carousel.md")
        var sink = Diagnostics()
        let rendered = PageRenderer(site: SiteLinks(pages: [page], origins: [], assets: .empty), policy: .sanitize, offline: offline)
            .render(page, into: &sink)
        return (rendered.tabs.first?.html ?? "", messages(sink))
    }

    @Test func bundlesReplaceImagesFromOtherSitesAndSaySo() {
        let (html, warnings) = render("<img src=\"https://images.example.com/phone.jpg?w=800&q=60\" alt=\"iPhone 14\">\n", offline: true)
        #expect(!html.contains("images.example.com"))
        #expect(html.contains("src=\"data:image/svg+xml,"))
        #expect(html.contains("alt=\"iPhone 14\""))
        #expect(warnings == ["web/component/carousel.md:3:1: warning: <img> from another site is not included in the offline bundle: https://images.example.com/phone.jpg?w=800&q=60\n"
                             + "web/component/carousel.md:3:1: note: a placeholder is shown; copy the file into the assets folder to include it"])
    }

    @Test func hostedBuildsAndLinksKeepThem() {
        #expect(render("<img src=\"https://images.example.com/p.jpg\" alt=\"x\">\n", offline: false).0.contains("src=\"https://images.example.com/p.jpg\""))
        #expect(render("[W3C](https://www.w3.org/WAI/)\n", offline: true).0.contains("href=\"https://www.w3.org/WAI/\""))
    }
}
