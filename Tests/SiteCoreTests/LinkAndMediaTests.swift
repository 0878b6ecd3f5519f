import Foundation
import Testing
@testable import SiteCore

private func site(assets: Set<String> = []) -> SiteLinks {
    let pages = [
        parsePage("---\naliases: [/web-criteria/component/old-button]\n---\n## Criteria\n\nx\n", path: "web/component/button.md").0,
        parsePage("## Criteria\n\nx\n", path: "native/controls/link.md").0,
        parsePage("## Criteria\n\nx\n", path: "native/controls/date-time-picker.md").0,
    ]
    let captions = Dictionary(uniqueKeysWithValues: assets.filter { $0.hasSuffix(".vtt") }.map { ($0, Data("WEBVTT\n".utf8)) })
    return SiteLinks(pages: pages, origins: SiteConfig.defaultSiteOrigins,
                     assets: AssetCatalog(root: URL(fileURLWithPath: "/assets"), files: assets, captions: captions))
}

/// Renders `markdown` as the page at `path` and returns the criteria tab's HTML.
private func render(_ markdown: String, path: String = "native/controls/link.md", assets: Set<String> = []) -> (String, RenderedPage, [String]) {
    let (page, _) = parsePage("## Criteria\n\n" + markdown, path: path)
    var sink = Diagnostics()
    let rendered = PageRenderer(site: site(assets: assets), policy: .sanitize).render(page, into: &sink)
    return (rendered.tabs.first?.html ?? "", rendered, messages(sink))
}

@Suite struct LinkRewritingTests {
    @Test(arguments: [
        "/web-criteria/component/button",
        "https://www.magentaa11y.com/#/web-criteria/component/button",
        "https://www.magentaa11y.com/MagentaA11yV2#/web-criteria/component/button",
        "/web/component/button/",
        "/web-criteria/component/old-button",
        "../../web/component/button.md",
    ])
    func siteLinksBecomeRelativeLinksToTheLocalPage(url: String) {
        let (html, _, warnings) = render("[Button](\(url))\n")
        #expect(html == "<p><a href=\"../../../web/component/button/index.html\">Button</a></p>\n")
        #expect(warnings.isEmpty)
    }

    /// Read on the page's folder address (`native/controls/link/`), then pointed at the page's
    /// file, which also works from `file://`; a link to no page, a bare name, a query and a
    /// slip in the folder (no slug is guessed) are left as written.
    @Test(arguments: [
        ("../../../web/component/button/", "../../../web/component/button/index.html"),
        ("../../../web/component/button#focus", "../../../web/component/button/index.html#focus"),
        ("../date-time-picker/", "../../../native/controls/date-time-picker/index.html"),
        ("../", "../../../native/controls/index.html"),
        ("../../../", "../../../index.html"),
        ("../../../web/component/button/?tab=criteria", "../../../web/component/button/?tab=criteria"),
        ("../gone/", "../gone/"),
        ("../../../../../outside/", "../../../../../outside/"),
        ("date-time-picker", "date-time-picker"),
        ("?page=2", "?page=2"),
        ("../../inputs/date-time-picker/", "../../inputs/date-time-picker/"),
    ])
    func relativeFolderLinksBecomeLinksToThePagesFile(url: String, rewritten: String) {
        let (html, _, warnings) = render("[x](\(url))\n")
        #expect(html == "<p><a href=\"\(rewritten)\">x</a></p>\n")
        #expect(warnings.isEmpty, "a miss is the broken-link rule's to report")
    }

    /// With `page-urls: file` the page is `web/component/link.html`: its links are read from
    /// `web/component/`, as the browser reads them, and still point at the page's file.
    @Test func relativeFolderLinksFollowPageURLs() {
        let (button, _) = parsePage("## Criteria\n\nx\n", path: "web/component/button.md")
        let (page, _) = parsePage("## Criteria\n\n[x](./button.html) [y](../component/button.html#focus)\n", path: "web/component/link.md")
        let links = SiteLinks(pages: [button, page], origins: [], assets: AssetCatalog(root: URL(fileURLWithPath: "/assets"), files: []),
                              pageURLs: .file)
        var sink = Diagnostics()
        let html = PageRenderer(site: links, policy: .sanitize).render(page, into: &sink).tabs.first?.html
        #expect(html == "<p><a href=\"../../web/component/button.html\">x</a> <a href=\"../../web/component/button.html#focus\">y</a></p>\n")
    }

    @Test func fragmentsAndFoldersAreKept() {
        #expect(render("[B](/web-criteria/component/button#focus)\n").0.contains("href=\"../../../web/component/button/index.html#focus\""))
        #expect(render("[Web](/web/)\n").0.contains("href=\"../../../web/index.html\""))
        #expect(render("[Home](/)\n").0.contains("href=\"../../../index.html\""))
    }

    @Test func staleMiddleFolderStillFindsAUniquePage() {
        #expect(render("[D](/native-criteria/inputs/date-time-picker)\n").0.contains("href=\"../../../native/controls/date-time-picker/index.html\""))
    }

    /// The `broken-link` rule reports it (see `LinkCheckTests`); rendering keeps it and says nothing.
    @Test func unknownCriteriaLinksAreKept() {
        let (html, _, warnings) = render("[Gone](/web-criteria/component/gone)\n")
        #expect(html.contains("href=\"/web-criteria/component/gone\""))
        #expect(warnings.isEmpty)
    }

    @Test func otherSitesAndDemoLinksAreUntouched() {
        #expect(render("[A](https://developer.apple.com/x)\n").0.contains("href=\"https://developer.apple.com/x\""))
        #expect(render("<a href=\"/about/\">About</a>\n").0.contains("href=\"/about/\""))
        #expect(render("[mail](mailto:a@example.com)\n").0.contains("href=\"mailto:a@example.com\""))
    }

    /// Answers are kept and shared by copies of the site's links: asking again, from a copy or
    /// from many threads, gives what was found the first time, a page or nothing.
    @Test func aSitePathsTargetIsTheSameAskedAgainFromAnyThread() async {
        let links = site()
        let paths = ["/web-criteria/component/button", "/web-criteria/component/gone", "/web-criteria/component/old-button",
                     "/native-criteria/inputs/date-time-picker", "/", "/web/"]
        let first = paths.map { links.target(ofSitePath: $0) }
        #expect(first == ["web/component/button/index.html", nil, "web/component/button/index.html",
                          "native/controls/date-time-picker/index.html", "index.html", "web/index.html"])
        let copy = links
        let again = await withTaskGroup(of: [String?].self) { group in
            for _ in 0..<8 { group.addTask { paths.map { copy.target(ofSitePath: $0) } } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(again.count == 8 && again.allSatisfy { $0 == first })
    }

    @Test func inPageFragmentsFollowHeadingIDs() {
        let (page, _) = parsePage("## Criteria\n\n### Focus order\n\nSee [focus](#focus-order).\n", path: "a/b.md")
        var sink = Diagnostics()
        let html = PageRenderer(site: site(), policy: .sanitize).render(page, into: &sink).tabs[0].html
        // The self-link follows the heading, outside it, named after it.
        #expect(html.contains("<div class=\"heading-anchor\"><h3 id=\"criteria-focus-order\">Focus order</h3> <a class=\"heading-link\" "
            + "href=\"#criteria-focus-order\" aria-label=\"Link to section: Focus order (Criteria)\">#</a></div>"))
        #expect(html.contains("<a href=\"#criteria-focus-order\">focus</a>"))
    }
}

@Suite struct MediaResolutionTests {
    @Test func mediaResolvesAgainstTheAssetsFolderAndIsCollected() {
        let video = "<video controls>\n  <source src=\"media/video/a.webm\" type=\"video/webm\">\n  <track kind=\"captions\" src=\"media/video/a-en.vtt\" srclang=\"en\">\n</video>\n"
        let (html, rendered, warnings) = render(video, assets: ["media/video/a.webm", "media/video/a-en.vtt"])
        #expect(html.contains("src=\"../../../media/video/a.webm\""))
        #expect(html.contains("src=\"data:text/vtt;charset=utf-8;base64,V0VCVlRUCg==\""), "captions are embedded for file://")
        #expect(rendered.media.map(\.assetPath) == ["media/video/a.webm", "media/video/a-en.vtt"])
        #expect(rendered.media.allSatisfy { $0.exists })
        #expect(warnings.isEmpty)
    }

    /// The `missing-media` rule reports it (see `MediaCheckTests`); rendering says so in place.
    @Test func aMissingVideoSaysSoInPlace() {
        let (html, rendered, warnings) = render("Text\n\n<video controls>\n  <source src=\"media/missing.webm\">\n</video>\n")
        #expect(!html.contains("<video"), "a player for a missing file would be a failed request")
        #expect(html.contains("Video not available in this copy: <code>missing.webm</code>"))
        #expect(rendered.media.first?.exists == false)
        #expect(warnings.isEmpty)
    }

    @Test func imagesAndEncodedNamesResolve() {
        let (html, rendered, _) = render("![A chart](media/images/pie%20chart.png)\n", assets: ["media/images/pie chart.png"])
        #expect(html.contains("src=\"../../../media/images/pie%20chart.png\""))
        #expect(rendered.media.first?.assetPath == "media/images/pie chart.png")
    }

    @Test func pathsLeavingTheAssetsFolderAreNotCopied() {
        let (_, rendered, warnings) = render("![x](../../etc/passwd)\n")
        #expect(rendered.media.isEmpty)
        #expect(warnings.isEmpty, "the media-outside-assets rule reports it")
    }

    @Test func videoHeadingBecomesTheVideoCaption() {
        let (page, _) = parsePage("## Videos\n\n### iOS VoiceOver\n\n<video controls>\n<source src=\"media/v.webm\">\n</video>\n", path: "a/b.md")
        var sink = Diagnostics()
        let html = PageRenderer(site: site(assets: ["media/v.webm"]), policy: .sanitize).render(page, into: &sink).tabs[0].html
        #expect(html.hasPrefix("<figure class=\"video\">\n<figcaption><div class=\"heading-anchor\"><h3 id=\"videos-ios-voiceover\">iOS VoiceOver</h3>"))
        #expect(html.hasSuffix("</video>\n</figure>\n"))
    }
}

/// `PageLinkRewriter.resolve` takes a shortcut for plain paths (`PathBytes`); it must give what
/// the general walk gives for every path and folder, plain or not.
@Suite struct PathResolutionTests {
    @Test func resolvingGivesWhatTheGeneralWalkGives() {
        let pieces = ["a", "b.mp4", ".", "..", "", "...", ".hidden", "é", "/\u{301}x", "x\u{301}", "%2e%2e", "a b"]
        var paths: [String] = [""]
        for first in pieces {
            for second in pieces {
                for join in ["/", "//"] {
                    paths += [first, first + join + second, "/" + first + join + second, first + join + second + "/"]
                }
            }
        }
        let folders = ["", "web", "web/component", "web/./x", "web//x", "é/x", "a/"]
        var plain = 0
        for path in Set(paths) {
            for folder in folders {
                #expect(PageLinkRewriter.resolve(path, against: folder) == PageLinkRewriter.walk(path, against: folder), "\(path) against \(folder)")
                if PathBytes.joinedWhenPlain(path, to: folder) != nil { plain += 1 }
            }
        }
        #expect(plain > 100, "the shortcut is taken for plain paths")
        #expect(PathBytes.joinedWhenPlain("media/a.mp4", to: "web/component") == "web/component/media/a.mp4")
        #expect(PathBytes.joinedWhenPlain("../a.mp4", to: "web") == nil && PathBytes.joinedWhenPlain("é.mp4", to: "") == nil)
    }
}
