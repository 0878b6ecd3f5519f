import Foundation
import Testing

/// The features a configured site uses: config, aliases, ordering, a user theme, the sanitizer.
@Suite struct SiteFeatureTests {
    private func build() throws -> (Scratch, CriteriaRunner.Result) { try FeaturesSite.build() }

    private func read(_ scratch: Scratch, _ path: String) throws -> String { try FeaturesSite.read(scratch, path) }

    @Test func aliasesWriteRedirectPagesWithTheUserThemesTemplate() throws {
        let (scratch, result) = try build()
        #expect(result.status == 0, "\(result.standardError)")
        let redirect = try read(scratch, "web-criteria/component/old-button/index.html")
        #expect(redirect.contains("url=../../../web/button/index.html"))
        #expect(redirect.contains("Custom redirect to"), "the user theme overrides the template")
        let button = try read(scratch, "web/button/index.html")
        #expect(button.contains("<a href=\"../../native/switch/index.html\">switch</a>"), "relative .md links point at pages")
        #expect(button.contains("<a href=\"../../web/button/index.html\">the old address</a>"), "links to aliases go straight to the page")
    }

    @Test func configOrdersAndNamesCategoriesAndSetsCanonicalLinks() throws {
        let (scratch, _) = try build()
        let home = try read(scratch, "index.html")
        let web = try #require(home.range(of: ">Web Criteria</a>")), native = try #require(home.range(of: ">Native</a>"))
        #expect(web.lowerBound < native.lowerBound, "category-order puts web first")
        #expect(home.contains("<title>Feature Site</title>"))
        let button = try read(scratch, "web/button/index.html")
        #expect(button.contains("<link rel=\"canonical\" href=\"https://intranet.example.com/a11y/web/button/\">"))
        #expect(button.contains("<meta name=\"description\" content=\"Buttons do things.\">"))
        let nav = try #require(button.range(of: "<nav class=\"site-nav\"").map { button[$0.lowerBound...] })
        let zebra = try #require(nav.range(of: ">Zebra crossing</a>")), buttonItem = try #require(nav.range(of: "aria-current=\"page\">Button</a>"))
        #expect(zebra.lowerBound < buttonItem.lowerBound, "front-matter order comes before the title")
    }

    @Test func theLogoAndTheBrandColourReachEveryPage() throws {
        let (scratch, result) = try build()
        #expect(result.status == 0, "\(result.standardError)")
        let button = try read(scratch, "web/button/index.html")
        #expect(button.contains("<link rel=\"icon\" href=\"../../_assets/logo.svg\">"))
        #expect(button.contains("<img class=\"site-mark\" src=\"../../_assets/logo.svg\" alt=\"\""))
        #expect(button.contains("<style>@media screen{:root{--accent:#0b6e4f;"))
        #expect(try read(scratch, "_assets/logo.svg").contains("#0b6e4f"), "the logo is copied beside the theme's assets")
    }

    @Test func userThemeAssetsReplaceTheDefaultOnes() throws {
        let (scratch, _) = try build()
        #expect(try read(scratch, "_assets/criteria.css") == "body { color: black; }\n.user-theme-stylesheet { display: block; }\n",
                "the user theme replaces the default stylesheet, published without its comment")
        #expect(try read(scratch, "_assets/criteria.js").contains("tab"), "assets the user theme lacks come from the default theme")
    }

    @Test func scriptsAreRemovedAndReportedWhileDemosStay() throws {
        let (scratch, result) = try build()
        let button = try read(scratch, "web/button/index.html")
        #expect(!button.contains("<script>alert"))
        #expect(button.contains("<div class=\"example\">\n<button type=\"button\" data-fn=\"toggleAccordionState\""))
        #expect(result.standardError.contains("web/button.md:21:1: warning: removed <script> element and its content"))
    }

    /// A diagnostic's file is shown under the content folder as it was given: a relative folder
    /// (its trailing slash dropped), or nothing for the current folder.
    @Test(arguments: [("content", "content/"), ("./content/", "./content/"), (".", "")])
    func diagnosticsShowFilesUnderTheContentFolderAsGiven(_ given: String, _ shown: String) throws {
        let scratch = try Scratch()
        try FileManager.default.copyItem(at: FeaturesSite.root.appendingPathComponent("content"), to: scratch.url.appendingPathComponent("content"))
        let folder = given == "." ? scratch.url.appendingPathComponent("content") : scratch.url
        let result = try CriteriaRunner.run(["build", "--quiet", "--content", given, "--output", scratch.url.appendingPathComponent("public").path],
                                            in: folder)
        let line = shown + "web/button.md:21:1: warning: removed <script> element and its content"
        #expect(result.standardError.split(separator: "\n").contains { $0.hasPrefix(line) }, "\(result.standardError)")
    }
}
