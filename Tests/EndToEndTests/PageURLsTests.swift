import Foundation
import Testing

/// `page-urls: file`: each page is `name.html` beside its folder's overview, and every link form
/// (navigation, cards, breadcrumbs, neighbours, content links, alias redirects, canonical links,
/// the sitemap, search results) names that file.
@Suite struct PageURLsTests {
    /// The features site with `page-urls: file` added to its configuration (a copy at `site/`).
    private func build() throws -> (Scratch, CriteriaRunner.Result) {
        try FeaturesSite.build(addingConfig: "page-urls: file\n")
    }

    private func read(_ scratch: Scratch, _ path: String) throws -> String { try FeaturesSite.read(scratch, path) }

    @Test func pagesAreFilesBesideTheirFoldersOverview() throws {
        let (scratch, result) = try build()
        #expect(result.status == 0, "\(result.standardError)")
        let files = generatedFiles(in: scratch.url.appendingPathComponent("public"))
        #expect(files.contains("web/button.html") && files.contains("native/switch.html") && files.contains("web/index.html"))
        #expect(!files.contains { $0.hasPrefix("web/button/") }, "no folder per page: \(files)")
        let button = try read(scratch, "web/button.html")
        #expect(button.contains("<link rel=\"stylesheet\" href=\"../_assets/criteria.css\">"), "the page is one folder deep")
        #expect(button.contains("<a href=\"../native/switch.html\">switch</a>"), "relative .md links name the file")
        #expect(button.contains("<a href=\"../web/button.html\">the old address</a>"), "links to aliases go straight to the file")
        #expect(button.contains("<link rel=\"canonical\" href=\"https://intranet.example.com/a11y/web/button.html\">"))
    }

    @Test func redirectsSitemapAndSearchNameTheFile() throws {
        let (scratch, result) = try build()
        #expect(result.status == 0, "\(result.standardError)")
        let redirect = try read(scratch, "web-criteria/component/old-button/index.html")
        #expect(redirect.contains("url=../../../web/button.html"), "an alias keeps its folder and leads to the file")
        let sitemap = try read(scratch, "sitemap.xml")
        #expect(sitemap.contains("<loc>https://intranet.example.com/a11y/web/button.html</loc>"))
        #expect(sitemap.contains("<loc>https://intranet.example.com/a11y/web/</loc>"), "overviews keep their folder form")
        let docs = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("public/search").path)
            .filter { $0.hasPrefix("docs-") }
            .map { try read(scratch, "search/\($0)") }.joined()
        #expect(docs.contains("\"web/button.html#") || docs.contains("\"web/button.html\""), "search results name the file")
        #expect(!docs.contains("/index.html"))
    }

    /// `criteria export` names each page's file as the built site does.
    @Test func theExportNamesTheFile() throws {
        let (scratch, _) = try build()
        let result = try CriteriaRunner.run(["export", "--format", "json", "--content", "site/content"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"url\" : \"web/button.html\""), "\(result.standardOutput.prefix(600))")
        #expect(!result.standardOutput.contains("/index.html"))
    }

    /// Every relative link and source in every page leads to a file of the site.
    @Test func everyRelativeLinkLandsOnAFile() throws {
        let (scratch, result) = try build()
        #expect(result.status == 0, "\(result.standardError)")
        let root = scratch.url.appendingPathComponent("public")
        var broken: [String] = []
        for path in generatedFiles(in: root) where path.hasSuffix(".html") && path != "404.html" {
            let folder = root.appendingPathComponent(path).deletingLastPathComponent()
            for link in Self.relativeLinks(in: try read(scratch, path)) {
                let target = folder.appendingPathComponent(link.removingPercentEncoding ?? link).standardizedFileURL
                if !FileManager.default.fileExists(atPath: target.path) { broken.append("\(path) → \(link)") }
            }
        }
        #expect(broken.isEmpty, "\(broken)")
    }

    @Test func anUnknownValueIsAnErrorWithTheNearestSuggested() throws {
        let scratch = try Scratch()
        try "title: x\npage-urls: files\n".write(to: scratch.url.appendingPathComponent("criteria.yml"), atomically: true, encoding: .utf8)
        let result = try CriteriaRunner.run(["build", "--quiet", "--content", FeaturesSite.root.appendingPathComponent("content").path,
                                             "--config", "criteria.yml", "--output", "public"], in: scratch.url)
        #expect(result.status != 0)
        #expect(result.standardError.contains("criteria.yml:2:12: error: page-urls must be \"folder\" or \"file\", not \"files\""),
                "\(result.standardError)")
        #expect(result.standardError.contains("did you mean \"file\"?"), "\(result.standardError)")
    }

    /// `href` and `src` values that are neither absolute URLs nor fragments, without their
    /// query or fragment.
    static func relativeLinks(in html: String) -> [String] {
        var links: [String] = []
        for attribute in ["href=\"", "src=\""] {
            var rest = html[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                let value = rest[..<end].split(separator: "#", omittingEmptySubsequences: false)[0]
                    .split(separator: "?", omittingEmptySubsequences: false)[0]
                if !value.isEmpty, !value.contains(":"), !value.hasPrefix("/") { links.append(String(value)) }
            }
        }
        return links
    }
}
