import Foundation
import Testing
@testable import SiteCore

/// `_assets/checks.js`: the export's checks, for tools in the browser.
@Suite struct ChecksScriptTests {
    struct Script: Decodable {
        struct Page: Decodable {
            var category: String
            var checks: [SiteExport.ExportedCheck]
            var path: String
            var platforms: [String]
            var title: String
            var url: String
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
        let prefix = "window.criteriaChecks = ", suffix = ";\n"
        #expect(text.hasPrefix(prefix) && text.hasSuffix(suffix))
        #expect(!text.contains("</script"), "a classic script's strings escape `<`")
        let script = try JSONDecoder().decode(Script.self, from: Data(text.dropFirst(prefix.count).dropLast(suffix.count).utf8))
        let (pages, export) = Pipeline().exportable(site, into: &sink)
        let exported = export.document(pages).pages.filter { !$0.checks.isEmpty }
        #expect(script.version == SiteExport.version)
        #expect(script.pages.map(\.path) == ["native/controls/button.md", "web/link.md"])
        #expect(script.pages.map(\.checks) == exported.map(\.checks))
        #expect(script.pages.map(\.url) == exported.map(\.url) && script.pages.map(\.title) == exported.map(\.title))
        #expect(script.pages.map(\.platforms) == [["native", "ios"], ["web"]])
        #expect(script.pages.map(\.category) == ["native", "web"])
    }
}
