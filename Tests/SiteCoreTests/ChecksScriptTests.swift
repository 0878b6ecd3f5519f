import Foundation
import Testing
@testable import SiteCore

/// `_assets/checks.js`: the export's checks, for tools in the browser.
@Suite struct ChecksScriptTests {
    struct Script: Decodable {
        /// A check as the file holds it: without `page` and `url`, which the script restores.
        struct Check: Decodable {
            var details: [String], id: String, platform: String, section: String, step: String, text: String, wcag: [String]
        }

        struct Page: Decodable {
            var category: String
            var checks: [Check]
            var date: String?
            var path: String
            var platforms: [String]
            var title: String
            var url: String

            /// The checks as they are once the script has run: the export's.
            var restored: [SiteExport.ExportedCheck] {
                checks.map {
                    .init(id: $0.id, page: path, section: $0.section, platform: $0.platform, step: $0.step, text: $0.text,
                          details: $0.details, wcag: $0.wcag, url: url + "#" + $0.id)
                }
            }
        }

        var pages: [Page]
        var version: Int
    }

    @Test func theScriptHoldsTheExportsChecksOfEveryPageWithChecks() throws {
        let folder = try TemporaryFolder()
        try folder.write(CheckModelTests.condensed + "\n## iOS Developer Notes\n\nNotes\n", to: "content/native/controls/button.md")
        try folder.write("## Gherkin\n\n1. Scenario: Keyboard \"</script>\"\n   - WHEN I press TAB\n", to: "content/web/link.md")
        try folder.write("## General Notes\n\nNo checks here.\n", to: "content/web/guide.md")
        let site = SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent("public"),
                             defaultTheme: TestPaths.defaultTheme)
        var sink = Diagnostics()
        let output = Pipeline().build(site, into: &sink)
        let text = try #require(output.files.first { $0.path == "_assets/checks.js" }?.contents)
        #expect(!text.contains("</script"), "a classic script's strings escape `<`")
        let script = try Self.script(text)
        #expect(try Self.checkKeys(text) == [["details", "id", "platform", "section", "step", "text", "wcag"]],
                "the file leaves out what a check repeats from its page (`page`, `url`)")
        let (pages, export) = Pipeline().exportable(site, into: &sink)
        let exported = export.document(pages).pages.filter { !$0.checks.isEmpty }
        #expect(script.version == SiteExport.version)
        #expect(script.pages.map(\.path) == ["native/controls/button.md", "web/link.md"])
        #expect(script.pages.map(\.restored) == exported.map(\.checks))
        #expect(script.pages.map(\.url) == exported.map(\.url) && script.pages.map(\.title) == exported.map(\.title))
        #expect(script.pages.map(\.platforms) == [["native", "ios"], ["web"]])
        #expect(script.pages.map(\.category) == ["native", "web"])
    }

    @Test func eachPageCarriesItsLastCommitsDateInABuildAndAPreview() throws {
        let repository = try GitFolder()
        try repository.commit("web/link.md", "## Gherkin\n\n1. Scenario: Keyboard\n   - WHEN I press TAB\n", date: "2026-03-01T10:00:00Z",
                              subject: "Add the link page")
        _ = try repository.folder.write("## Gherkin\n\n1. Scenario: New\n   - WHEN I press TAB\n", to: "site/content/web/new.md")
        let site = SiteInput(contentRoot: repository.content, outputRoot: repository.url.appendingPathComponent("public"),
                             defaultTheme: TestPaths.defaultTheme)
        var sink = Diagnostics()
        let built = try Self.script(Pipeline().build(site, into: &sink).files.first { $0.path == ChecksScript.path }?.contents)
        let previewed = try Self.script(IncrementalSite(site: site).rebuild(changed: nil).snapshot.files[ChecksScript.path])
        for script in [built, previewed] {
            #expect(script.pages.map(\.path) == ["web/link.md", "web/new.md"])
            #expect(script.pages.map(\.date) == ["2026-03-01", nil], "a page never committed has no date")
        }
    }

    /// The distinct sets of keys the file's checks have, sorted.
    private static func checkKeys(_ text: String) throws -> Set<[String]> {
        let prefix = "window.criteriaChecks = ", suffix = ";\n" + ChecksScript.restore
        let data = Data(text.dropFirst(prefix.count).dropLast(suffix.count).utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let pages = try #require(root["pages"] as? [[String: Any]])
        return Set(pages.flatMap { ($0["checks"] as? [[String: Any]] ?? []).map { $0.keys.sorted() } })
    }

    /// The data, between the assignment and the line that restores each check's page and URL.
    private static func script(_ text: String?) throws -> Script {
        let text = try #require(text)
        let prefix = "window.criteriaChecks = ", suffix = ";\n" + ChecksScript.restore
        #expect(text.hasPrefix(prefix) && text.hasSuffix(suffix))
        return try JSONDecoder().decode(Script.self, from: Data(text.dropFirst(prefix.count).dropLast(suffix.count).utf8))
    }
}
