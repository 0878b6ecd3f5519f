import Foundation
import Testing
@testable import SiteCore

/// The WCAG pages (`PageAssembler+WCAG`): an index of WCAG 2.2, a page per cited criterion,
/// citations linking to it and back, and search finding it first.
@Suite struct WCAGPagesTests {
    let folder: TemporaryFolder
    let site: SiteInput

    static let button = """
        ## General Notes

        How to test a button

        ## Condensed

        1. Test keyboard only

           - Tab: Focus visibly moves to the button

        ## WCAG

        - [WCAG 2.4.7 Focus Visible (Level AA)](https://www.w3.org/WAI/WCAG22/Understanding/focus-visible)
        - 1.4.11 Non-text Contrast

        ## Android Developer Notes

        Use a Button.
        """

    static let toggle = """
        ## General Notes

        How to test a toggle

        ## Criteria

        - Space: toggles it. [WCAG 2.1.1 Keyboard (Level A)](https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html)
        - Focus can be seen (WCAG 2.4.7, Level AA)
        """

    init() throws {
        (folder, site) = try TemporaryFolder.seedSite()
        try folder.write(Self.button, to: "content/web/button.md")
        try folder.write(Self.toggle, to: "content/web/toggle.md")
    }

    private func build() -> [String: String] {
        var sink = Diagnostics()
        return SiteSnapshot(Pipeline().build(site, into: &sink)).files
    }

    /// `wcag/2.4.7/index.html` → "2.4.7"; nil for the index, level pages and other files.
    static func criterion(ofPath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count == 3, parts[0] == "wcag", parts[2] == "index.html", WCAGCriteria.criterion(String(parts[1])) != nil else { return nil }
        return String(parts[1])
    }

    /// Every `href` of a file, resolved against the file's path to a path from the site root.
    static func links(of path: String, in html: String) -> Set<String> {
        let pattern = NSRegularExpression.literal(##"href="([^"#]+)[^"]*""##)
        let base = URL(fileURLWithPath: "/site/" + path).deletingLastPathComponent()
        var found: Set<String> = []
        for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            guard let range = Range(match.range(at: 1), in: html), !html[range].contains(":") else { continue }
            let resolved = base.appendingPathComponent(String(html[range])).standardizedFileURL.path
            if resolved.hasPrefix("/site/") { found.insert(String(resolved.dropFirst(6))) }
        }
        return found
    }

    @Test func thereIsOnePagePerCitedCriterion() throws {
        let files = build()
        var sink = Diagnostics()
        let cited = Set(Pipeline().parsedPages(site, into: &sink).flatMap { PageCitations.numbers(in: $0) })
        #expect(cited == ["1.4.11", "2.1.1", "2.4.7"])
        #expect(Set(files.keys.compactMap(Self.criterion(ofPath:))) == cited)
        let page = try #require(files["wcag/2.4.7/index.html"])
        #expect(page.contains("<h1>2.4.7 Focus Visible</h1>") && page.contains("Level AA"))
        #expect(page.contains("href=\"https://www.w3.org/WAI/WCAG22/Understanding/focus-visible\""))
        #expect(page.contains("Cited by 2 pages"))
        #expect(page.contains("<p class=\"wcag-in-short\"><strong>In short:</strong> Every component that can be operated with a keyboard "
            + "shows a visible keyboard focus indicator.</p>"), "what the criterion asks, in a sentence")
        // Each citing page with its checks citing the criterion, linked to their anchors.
        let toggle = try #require(Pipeline().parsedPages(site, into: &sink).first { $0.sourcePath == "web/toggle.md" })
        let focus = try #require(toggle.checks.first { $0.text.hasPrefix("Focus can be seen") })
        #expect(page.contains("<li><a href=\"../../web/toggle/index.html#\(focus.id)\">Focus can be seen (WCAG 2.4.7, Level AA)</a></li>"))
        #expect(!page.contains("Space: toggles it"), "a check citing another criterion is not listed")
    }

    /// Every criterion says what it asks in a sentence of its own, plain text a template can
    /// print as it is: no Markdown or HTML to read, and no two criteria alike.
    @Test func everyCriterionIsSummedUpInASentenceOfItsOwn() {
        let summaries = WCAGCriteria.all.map { WCAGSummaries.summary(of: $0.number) ?? "" }
        #expect(summaries.allSatisfy { $0.count > 20 && $0.hasSuffix(".") && !$0.contains { "<>*_`[]#".contains($0) } })
        #expect(Set(summaries).count == WCAGCriteria.all.count)
    }

    /// A page that cites a criterion only outside its checks is listed as such, not with an
    /// empty list of checks.
    @Test func aPageCitingOnlyOutsideItsChecksSaysSo() throws {
        try folder.write("""
            ## Criteria

            - Tab: focus moves (WCAG 2.4.7)
            - Enter: activates it (WCAG 2.1.1)

            ## Developer Notes

            See [Non-text Contrast](https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast).
            """, to: "content/web/link.md")
        let page = try #require(build()["wcag/1.4.11/index.html"])
        #expect(page.contains("<a href=\"../../web/link/index.html\">Link</a> <span class=\"page-count\">cited by none of its checks</span>"))
    }

    @Test func everyCitationLinksToItsCriterionAndBack() throws {
        let files = build()
        var forward: Set<[String]> = [], back: Set<[String]> = []
        for (path, html) in files where path.hasSuffix(".html") {
            let links = Self.links(of: path, in: html)
            if let number = Self.criterion(ofPath: path) {
                for target in links where target.hasPrefix("web/") || target.hasPrefix("native/") { back.insert([target, number]) }
            } else if path.hasPrefix("web/") || path.hasPrefix("native/") {
                for target in links { if let number = Self.criterion(ofPath: target) { forward.insert([path, number]) } }
            }
        }
        #expect(!forward.isEmpty)
        let overviews: Set<String> = ["index.html", "web/index.html", "native/index.html", "native/controls/index.html"]
        #expect(forward == back.filter { !overviews.contains($0[0]) }, "the category headings of a criterion's page are not citations")
        #expect(forward.contains(["web/button/index.html", "2.4.7"]) && forward.contains(["web/toggle/index.html", "2.1.1"]))
    }

    @Test func theIndexListsEveryCriterionAndMarksTheUncited() throws {
        let files = build()
        let index = try #require(files["wcag/index.html"])
        for criterion in WCAGCriteria.all { #expect(index.contains(">\(criterion.number) \(criterion.name)<") || index.contains("\(criterion.number) \(criterion.name)</a>")) }
        #expect(index.contains("<h2 id=\"principle-1\">1 Perceivable</h2>") && index.contains("<h3 id=\"guideline-2-4\">2.4 Navigable</h3>"))
        #expect(index.components(separatedBy: "<span class=\"wcag-count\">not cited").count - 1 == WCAGCriteria.all.count - 3)
        #expect(index.contains("<a href=\"../wcag/2.4.7/index.html\">2.4.7 Focus Visible</a>"))
        #expect(index.contains(">3 of 86 success criteria are cited") && index.contains(" 4.1.1 Parsing, obsolete in WCAG 2.2, is listed but not counted.<"),
                "WCAG 2.2 has 86: 4.1.1 is listed, marked obsolete, not counted")
        let level = try #require(files["wcag/level-aa/index.html"])
        #expect(level.contains("2.4.7 Focus Visible") && !level.contains("2.1.1 Keyboard"))
        // A level's trail goes through the index, as a criterion's page's does.
        #expect(level.contains("<li><a href=\"../../index.html\">Home</a></li>\n<li><a href=\"../../wcag/index.html\">WCAG 2.2</a></li>\n"
                               + "<li><a href=\"../../wcag/level-aa/index.html\" aria-current=\"page\">Level AA</a></li>"))
        #expect(index.contains("<li><a href=\"../index.html\">Home</a></li>\n<li><a href=\"../wcag/index.html\" aria-current=\"page\">WCAG 2.2 success criteria</a></li>"))
    }

    @Test func theHomePageFiltersByPlatformAndLevel() throws {
        let files = build()
        let home = try #require(files["index.html"])
        #expect(home.contains("_assets/filters.js"))
        #expect(home.contains("<li data-platforms=\"web android\" data-levels=\"AA\"><a href=\"web/button/index.html\">"))
        #expect(home.contains("data-filter=\"platform\" data-value=\"web\"") && home.contains("href=\"wcag/level-a/index.html\""))
        let page = try #require(files["web/button/index.html"])
        #expect(!page.contains("filters.js"), "a criteria page does not load the filters")
    }

    /// Without JavaScript, Android and iOS lead to a page of the pages with that platform's
    /// notes (the seed's three native pages have both; the web button has Android's), each linked
    /// to that tab.
    @Test func theAndroidAndIOSFiltersLeadToThePagesWithTheirNotes() throws {
        let files = build()
        let home = try #require(files["index.html"])
        #expect(home.contains("<a class=\"filter\" href=\"platforms/android/index.html\" data-filter=\"platform\" data-value=\"android\">Android</a>"))
        #expect(home.contains("<a class=\"filter\" href=\"platforms/ios/index.html\" data-filter=\"platform\" data-value=\"ios\">iOS</a>"))
        let android = try #require(files["platforms/android/index.html"])
        #expect(android.contains("<h1>Android Developer Notes</h1>"))
        #expect(android.contains(">4 pages have Android Developer Notes; each link opens that tab.<"))
        #expect(android.contains("<a href=\"../../web/button/index.html#android-developer-notes\">"))
        #expect(android.contains("<a href=\"../../native/controls/link/index.html#android-developer-notes\">"))
        #expect(!android.contains("web/toggle/"), "a page without Android notes is not listed")
        let ios = try #require(files["platforms/ios/index.html"])
        #expect(ios.contains(">3 pages have iOS Developer Notes; each link opens that tab.<") && !ios.contains("web/button/"))
        let index = try #require(files["wcag/index.html"])
        #expect(index.contains("href=\"../platforms/android/index.html\" data-filter=\"platform\" data-value=\"android\""))
    }

    /// A content page at a platform page's address keeps it, without an error: the platform's
    /// page is a convenience, not a name the site reserves.
    @Test func aContentPageAtAPlatformsAddressKeepsIt() throws {
        try folder.write("## General Notes\n\nOur Android guidance\n", to: "content/platforms/android.md")
        var sink = Diagnostics()
        let files = SiteSnapshot(Pipeline().build(site, into: &sink)).files
        #expect(!sink.hasErrors, "\(sink.all.filter { $0.severity == .error }.map(\.message))")
        #expect(files["platforms/android/index.html"]?.contains("Our Android guidance") == true)
        #expect(files["platforms/ios/index.html"]?.contains("iOS Developer Notes") == true)
    }

    @Test func pageURLsFileNamesTheCriterionPagesAsFiles() throws {
        try folder.write("page-urls: file\n", to: "content/criteria.yml")
        let files = build()
        #expect(files["wcag/2.4.7.html"] != nil && files["wcag/2.4.7/index.html"] == nil)
        #expect(files["web/button.html"]?.contains("href=\"../wcag/2.4.7.html\"") == true)
        #expect(files["wcag/2.4.7.html"]?.contains("href=\"../web/button.html\"") == true)
    }

    @Test func searchPutsTheCriterionFirstForItsNumberAndName() throws {
        var sink = Diagnostics()
        let index = Pipeline().searchIndex(site, into: &sink)
        let engine = SearchEngine(index: index)
        for (query, url) in [("2.4.7", "wcag/2.4.7/index.html"), ("focus visible", "wcag/2.4.7/index.html"),
                             ("1.4.11", "wcag/1.4.11/index.html"), ("non-text contrast", "wcag/1.4.11/index.html")] {
            let pages = engine.searchPages(query, limit: 5).pages.map { index.units[$0.sections[0].unit].url }
            #expect(pages.first == url, "\(query): \(pages)")
            #expect(pages.count > 1, "\(query): the citing pages after it")
        }
    }

    /// The link rewriter leads a raw HTML link to an Understanding document to the criterion's
    /// page, so such a link cites it, and the page exists.
    @Test func aRawHTMLLinkToAnUnderstandingDocumentCitesItsCriterion() {
        let text = """
            ## Criteria

            - Do not ask only for <a href="https://www.w3.org/WAI/WCAG22/Understanding/accessible-authentication-minimum.html#dfn">cognitive tests</a>

            <p><a href='https://www.w3.org/WAI/WCAG22/Understanding/focus-visible'>Focus</a></p>
            """
        #expect(PageCitations.numbers(in: parsePage(text).0) == ["2.4.7", "3.3.8"])
        #expect(PageCitations.hrefs(inRawHTML: "<a class=x HREF=\"a\" href=b href='c'>") == ["a", "c"])
    }

    /// Content cites a criterion whose name has a bracketed qualifier without it ("1.4.3
    /// Contrast" under "Related WCAG"): that is a citation, linked over the name as written;
    /// a longer word after the number is not the name.
    @Test func aNameWithoutItsQualifierCites() {
        #expect(WCAGCitations.numbers(in: "- 1.4.3 Contrast\n- 2.5.8 target size: 24 px\n- 1.2.2 Captions (Prerecorded)") == ["1.4.3", "2.5.8", "1.2.2"])
        #expect(WCAGCitations.numbers(in: "1.4.3 Contrasting colours, 2.5.8 Target Sizes") == [])
        let links = WCAGCitationLinks { "wcag/\($0)/" }
        #expect(links.apply(to: "<li>1.4.3 Contrast</li>") == "<li><a href=\"wcag/1.4.3/\">1.4.3 Contrast</a></li>")
        #expect(links.apply(to: "<li>1.4.3: contrast (minimum).</li>") == "<li><a href=\"wcag/1.4.3/\">1.4.3: contrast (minimum)</a>.</li>")
    }

    /// An editor's trial: "WCAG 2.1.1, 2.4.7 and 2.4.3" cited 2.1.1 alone, so a plan for 2.4.7
    /// lost the check. The numbers of a list go on with its first number's label; a number
    /// after other words, or a version, does not.
    @Test func aListOfNumbersAfterALabelCitesEach() {
        #expect(WCAGCitations.numbers(in: "WCAG 2.1.1, 2.4.7 and 2.4.3") == ["2.1.1", "2.4.7", "2.4.3"])
        #expect(WCAGCitations.numbers(in: "WCAG 2.1.1/2.4.7, or 1.4.11") == ["2.1.1", "2.4.7", "1.4.11"])
        #expect(WCAGCitations.numbers(in: "SC 1.4.3 & 1.4.11; 2.5.8") == ["1.4.3", "1.4.11", "2.5.8"])
        #expect(WCAGCitations.numbers(in: "WCAG 2.1.1 then 2.4.7") == ["2.1.1"])
        #expect(WCAGCitations.numbers(in: "2.1.1, 2.4.7 and 2.4.3") == [], "no label: versions, perhaps")
        #expect(WCAGCitations.find(in: "WCAG 2.4.7, 17.4.1").map(\.number) == ["2.4.7"], "a version after a citation is no citation")
        let links = WCAGCitationLinks { "wcag/\($0)/" }
        #expect(links.apply(to: "<p>WCAG 2.1.1, 2.4.7</p>") == "<p>WCAG <a href=\"wcag/2.1.1/\">2.1.1</a>, <a href=\"wcag/2.4.7/\">2.4.7</a></p>")
    }

    /// An editor's trial: "WCAG 2.1 AA 1.4.3" and "1.4.11 (AA)" cited nothing, so their checks
    /// were in no plan for those criteria. WCAG's version may stand between it and the level,
    /// and a level in brackets in capitals may follow the number; its level is then checked.
    @Test func aVersionBeforeTheLevelOrALevelInBracketsCites() {
        #expect(WCAGCitations.numbers(in: "WCAG 2.1 AA 1.4.3") == ["1.4.3"])
        #expect(WCAGCitations.numbers(in: "Meets wcag 2.2 level aa sc 2.4.7") == ["2.4.7"])
        #expect(WCAGCitations.numbers(in: "1.4.11 (AA), 2.1.1 (A) and 3.3.2(A)") == ["1.4.11", "2.1.1", "3.3.2"])
        #expect(WCAGCitations.find(in: "1.4.11 (AA)").map(\.statedLevel) == [.aa])
        #expect(WCAGCitations.find(in: "WCAG 2.0 A 2.4.7").map(\.statedLevel) == [.a], "the level stated, which the rule then checks")
        #expect(WCAGCitations.numbers(in: "1.4.11 (a)") == [], "a list's item, perhaps")
        #expect(WCAGCitations.numbers(in: "WCAG 2.3 AA 1.4.3") == [], "no such version")
        #expect(WCAGCitations.numbers(in: "Level 2.1 AA 1.4.3") == [], "a version names WCAG, not a level")
        #expect(WCAGCitations.numbers(in: "1.4.11 (AAAA)") == [])
        #expect(WCAGCitations.find(in: "WCAG 2.1 AA 7.1.1").map(\.number) == ["7.1.1"], "labelled, so read for wcag-unknown")
        // An editor's trial: after the name, a level in brackets was read as no level at all.
        #expect(WCAGCitations.find(in: "(WCAG 2.4.7 Focus Visible (AAA))").map(\.statedLevel) == [.aaa])
        #expect(WCAGCitations.find(in: "2.5.5 Target Size (Enhanced) (AA)").map(\.statedLevel) == [.aa])
        #expect(WCAGCitations.find(in: "1.4.3 Contrast (A)").map(\.statedLevel) == [.a], "the name without its qualifier")
        #expect(WCAGCitations.find(in: "1.4.3 Contrast (Minimum)").map(\.statedLevel) == [nil])
    }
}
