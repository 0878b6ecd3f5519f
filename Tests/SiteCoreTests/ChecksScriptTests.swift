import Foundation
import Testing
@testable import SiteCore

/// `_assets/checks.js`: the export's checks, for tools in the browser.
@Suite struct ChecksScriptTests {
    struct Script: Decodable {
        /// A run of checks of one tab and step, as the file holds it: `[section, step, [check, …]]`,
        /// each check `[id, text, details?, wcag?]`.
        struct Step: Decodable {
            var section: String, step: String, checks: [[Field]]

            init(from decoder: Decoder) throws {
                var fields = try decoder.unkeyedContainer()
                section = try fields.decode(String.self)
                step = try fields.decode(String.self)
                checks = try fields.decode([[Field]].self)
            }
        }

        /// A check's field: its ID or text, or a list (details, WCAG).
        enum Field: Decodable, Equatable {
            case text(String), list([String])

            init(from decoder: Decoder) throws {
                let value = try decoder.singleValueContainer()
                if let text = try? value.decode(String.self) {
                    self = .text(text)
                } else {
                    self = .list(try value.decode([String].self))
                }
            }

            var text: String? { if case .text(let text) = self { text } else { nil } }
            var list: [String]? { if case .list(let list) = self { list } else { nil } }
        }

        struct Page: Decodable {
            var category: String
            var date: String?
            var path: String
            var platform: String
            var platforms: [String]
            var steps: [Step]
            var title: String
            var url: String

            /// The checks as they are once the script has run (`ChecksScript.restore`): the export's.
            var restored: [SiteExport.ExportedCheck] {
                steps.flatMap { step in
                    step.checks.map { check in
                        let id = check[0].text ?? ""
                        return .init(id: id, page: path, section: step.section, platform: platform, step: step.step, text: check[1].text ?? "",
                                     details: check.count > 2 ? check[2].list ?? [] : [], wcag: check.count > 3 ? check[3].list ?? [] : [],
                                     url: url + "#" + id)
                    }
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
        // What a check repeats is written once: no check carries empty lists at its end.
        #expect(script.pages.allSatisfy { $0.steps.allSatisfy { $0.checks.allSatisfy { check in
            (2...4).contains(check.count) && (check.count < 4 || check[3] != .list([])) && (check.count != 3 || check[2] != .list([]))
        } } })
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

    /// The data, between the assignment and the line that restores each check's page and URL.
    private static func script(_ text: String?) throws -> Script {
        let text = try #require(text)
        let prefix = "window.criteriaChecks = ", suffix = ";\n" + ChecksScript.restore
        #expect(text.hasPrefix(prefix) && text.hasSuffix(suffix))
        return try JSONDecoder().decode(Script.self, from: Data(text.dropFirst(prefix.count).dropLast(suffix.count).utf8))
    }
}
