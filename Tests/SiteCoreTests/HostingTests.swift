import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SiteCore

/// A small content folder built in memory: two pages in nested folders.
private func build(baseURL: String? = nil, configBaseURL: String? = nil, stampDate: Date? = nil,
                   in folder: TemporaryFolder) throws -> (BuildOutput, Diagnostics) {
    try folder.write("## Criteria\n\n- Focus is visible\n", to: "content/native/controls/link.md")
    try folder.write("## Criteria\n\n- It toggles\n", to: "content/web/switch & toggle.md")
    if let configBaseURL { try folder.write("base-url: \(configBaseURL)\n", to: "content/criteria.yml") }
    let site = SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent("public"),
                         defaultTheme: TestPaths.defaultTheme, baseURL: baseURL, stampDate: stampDate)
    var sink = Diagnostics()
    let output = Pipeline().build(site, into: &sink)
    return (output, sink)
}

private func file(_ path: String, in output: BuildOutput) -> String? {
    output.files.first { $0.path == path }?.contents
}

@Suite struct HostingTests {
    @Test func withoutABaseURLThereIsNoSitemapNor404() throws {
        let folder = try TemporaryFolder()
        let (output, sink) = try build(in: folder)
        #expect(!sink.hasErrors)
        #expect(file("sitemap.xml", in: output) == nil)
        #expect(file("404.html", in: output) == nil)
        #expect(file("index.html", in: output)?.contains("rel=\"canonical\"") == false)
    }

    @Test func theSitemapListsEveryPageUnderTheBaseURL() throws {
        let folder = try TemporaryFolder()
        let (output, _) = try build(baseURL: "https://intranet.example.com/a11y", in: folder)
        let sitemap = try #require(file("sitemap.xml", in: output))
        #expect(sitemap == """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc>https://intranet.example.com/a11y/</loc></url>
        <url><loc>https://intranet.example.com/a11y/native/</loc></url>
        <url><loc>https://intranet.example.com/a11y/native/controls/</loc></url>
        <url><loc>https://intranet.example.com/a11y/native/controls/link/</loc></url>
        <url><loc>https://intranet.example.com/a11y/web/</loc></url>
        <url><loc>https://intranet.example.com/a11y/web/switch-toggle/</loc></url>
        </urlset>

        """)
        let parsed = try XMLDocument(data: Data(sitemap.utf8))
        #expect(try parsed.nodes(forXPath: "//*[local-name()='loc']").count == 6)
    }

    @Test func the404PageLinksWithAbsolutePathsUnderTheBasePath() throws {
        let folder = try TemporaryFolder()
        let (output, _) = try build(configBaseURL: "https://intranet.example.com/a11y/", in: folder)
        let page = try #require(file("404.html", in: output))
        #expect(page.contains("<h1>Page not found</h1>"))
        #expect(page.contains("<a href=\"/a11y/index.html\">Go to the home page</a>"))
        #expect(page.contains("href=\"/a11y/_assets/criteria.css\""))
        #expect(page.contains("src=\"/a11y/_assets/search-box.js\""))
        #expect(page.contains("href=\"/a11y/native/controls/link/index.html\"") || page.contains("href=\"/a11y/native/index.html\""))
        #expect(!page.contains("rel=\"canonical\""), "a 404 page has no address of its own")
        let links = page.components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(links.allSatisfy { $0.hasPrefix("/a11y/") || $0.hasPrefix("#") }, "every link works from any depth: \(links)")
        // Other pages stay relative.
        #expect(file("native/controls/link/index.html", in: output)?.contains("href=\"../../../_assets/criteria.css\"") == true)
        #expect(file("native/controls/link/index.html", in: output)?
            .contains("<link rel=\"canonical\" href=\"https://intranet.example.com/a11y/native/controls/link/\">") == true)
    }

    @Test func eachPageAtTheRootNamesItsOwnFileAsCanonical() throws {
        let folder = try TemporaryFolder()
        let (output, _) = try build(baseURL: "https://intranet.example.com/a11y", in: folder)
        #expect(file("index.html", in: output)?.contains("<link rel=\"canonical\" href=\"https://intranet.example.com/a11y/\">") == true)
        for name in ["search.html", "plan.html", "audit.html", "my-criteria.html"] {
            let page = try #require(file(name, in: output), "\(name) is built")
            #expect(page.contains("<link rel=\"canonical\" href=\"https://intranet.example.com/a11y/\(name)\">"), "\(name)'s canonical")
        }
    }

    /// Without a base URL a plan's links start at the site's root: the builder says so by
    /// Download, and says nothing when they are full addresses.
    @Test func thePlanBuilderSaysItsLinksAreRelativeOnlyWithoutABaseURL() throws {
        let (relativeFolder, fullFolder) = (try TemporaryFolder(), try TemporaryFolder())
        let relative = try #require(file("plan.html", in: try build(in: relativeFolder).0))
        #expect(relative.contains("id=\"plan-download\" aria-describedby=\"plan-links-hint\">Download</button>"))
        #expect(relative.contains("<p class=\"plan-hint\" id=\"plan-links-hint\">Links in a downloaded plan start at this site's root"))
        let full = try #require(file("plan.html", in: try build(baseURL: "https://intranet.example.com/a11y", in: fullFolder).0))
        #expect(full.contains("id=\"plan-download\">Download</button>") && !full.contains("plan-links-hint"))
    }

    @Test func theFlagOverridesTheConfig() throws {
        let folder = try TemporaryFolder()
        let (output, _) = try build(baseURL: "https://docs.example.org/", configBaseURL: "https://intranet.example.com/a11y/", in: folder)
        #expect(file("sitemap.xml", in: output)?.contains("<loc>https://docs.example.org/native/</loc>") == true)
        #expect(file("404.html", in: output)?.contains("href=\"/_assets/criteria.css\"") == true)
    }

    @Test(arguments: ["intranet/a11y", "ftp://example.com/", "https://example.com/?x=1", "/a11y/"])
    func aBaseURLMustBeAnAbsoluteWebAddress(url: String) throws {
        #expect(SiteConfig.baseURLProblem(url) != nil)
        var sink = Diagnostics()
        let config = ConfigLoader().load("base-url: \"\(url)\"\n", path: "criteria.yml", into: &sink)
        #expect(config.baseURL == nil)
        #expect(messages(sink).first?.hasPrefix("criteria.yml:1:11: error: base-url \"\(url)\"") == true, "\(messages(sink))")
    }

    @Test func ordinaryBuildsCarryNoBuildStamp() throws {
        let folder = try TemporaryFolder()
        let (output, _) = try build(in: folder)
        #expect(file("index.html", in: output)?.contains("build-info") == false)
    }

    @Test func aStampedBuildSaysWhenOnItsHomePageOnly() throws {
        let folder = try TemporaryFolder()
        let date = Date(timeIntervalSince1970: 1_795_000_000)   // 2026-11-18 11:06:40 UTC
        let (output, _) = try build(stampDate: date, in: folder)
        let home = try #require(file("index.html", in: output))
        #expect(home.contains("<p class=\"build-info\">Built on 2026-11-18 at 11:06 UTC"))
        #expect(file("native/index.html", in: output)?.contains("build-info") == false)
    }
}

@Suite struct BuildStampTests {
    let date = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func namesTheCommitAndUncommittedChanges() {
        #expect(BuildStamp(date: date, contentVersion: ContentVersion(commit: "1a2b3c4", isDirty: false)).text
            == "Built on 2026-11-18 at 11:06 UTC from content version 1a2b3c4.")
        #expect(BuildStamp(date: date, contentVersion: ContentVersion(commit: "1a2b3c4", isDirty: true)).text
            == "Built on 2026-11-18 at 11:06 UTC from content version 1a2b3c4 with uncommitted changes.")
        #expect(BuildStamp(date: date, contentVersion: nil).text
            == "Built on 2026-11-18 at 11:06 UTC; no content version is known (the content is not in a git repository, or git is missing).")
    }
}
