import Foundation
import Testing
@testable import SiteCore

/// The ids a criteria page's theme gives its own elements, which content and pinned check IDs
/// must not take (`PageRenderer.themeIDs`): every one the default theme writes or makes.
@Suite struct ThemeIDsTests {
    private static let templates = ["layout", "search-form", "page"]
    private static let scripts = ["search-box.js", "criteria.js", "check-exports.js", "check-missing.js"]

    /// The literal ids of the criteria page's templates, `{{anchor}}` read as each tab's anchor.
    /// (An id from the page's own headings, `{{labelHeadingID}}`, is one of its anchors.)
    @Test func everyIdOfTheCriteriaPagesTemplatesIsKept() throws {
        for name in Self.templates {
            let text = try String(contentsOf: TestPaths.defaultTheme.appendingPathComponent("templates/\(name).mustache"), encoding: .utf8)
            for id in Self.ids(in: text, pattern: #"id="([^"]+)""#) where id != "{{labelHeadingID}}" {
                let written = SectionKind.allCases.map { id.replacingOccurrences(of: "{{anchor}}", with: $0.anchor) }
                #expect(written.allSatisfy(PageRenderer.themeIDs.contains), "\(name).mustache: id=\"\(id)\"")
            }
        }
    }

    /// Ids the scripts give what they add to a criteria page, as their literals name them.
    @Test func idsTheScriptsMakeAreKept() throws {
        var made: [String] = []
        for name in Self.scripts {
            let text = try String(contentsOf: TestPaths.defaultTheme.appendingPathComponent("assets/\(name)"), encoding: .utf8)
            made += Self.ids(in: text, pattern: #"id="([a-z-]+)""#)
            made += Self.ids(in: text, pattern: #"\.id = '([a-z-]+)'"#)
            // A tab's export box, and what check-exports.js names after it (`id + '-format'`).
            let suffixes = [""] + Self.ids(in: text, pattern: #"\.id = id \+ '(-[a-z]+)'"#)
            made += Self.ids(in: text, pattern: #"'(collect-exports-)' \+ section\.kind"#).flatMap { prefix in
                SectionKind.allCases.flatMap { kind in suffixes.map { prefix + kind.anchor + $0 } }
            }
        }
        // search-box.js names its listbox after the search form's input (`site-search-query`).
        let searchBox = try String(contentsOf: TestPaths.defaultTheme.appendingPathComponent("assets/search-box.js"), encoding: .utf8)
        #expect(searchBox.contains("listbox.id = input.id + '-listbox'"))
        made.append("site-search-query-listbox")
        #expect(made.contains("page-toc-title") && made.contains("collect-exports-condensed") && made.contains("collect-exports-condensed-links")
                && made.contains("check-missing"))
        for id in made { #expect(PageRenderer.themeIDs.contains(id), "\(id)") }
    }

    /// A check pinned to the navigation's id keeps its generated one, and says why.
    @Test func aPinOnTheNavigationsIdIsRefused() throws {
        let fixture = CheckFixture(files: ["web/a.md": "## Criteria\n\n- Two {#site-nav}\n"])
        let found = try fixture.check(.checkID)
        #expect(found.count == 1 && found[0].contains("\"site-nav\"") && found[0].contains("[check-id]"), "\(found)")
    }

    private static func ids(in text: String, pattern: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
