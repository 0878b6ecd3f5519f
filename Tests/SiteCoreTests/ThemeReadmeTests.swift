import Foundation
import Testing
@testable import SiteCore

/// The default theme's README lists the values each template sees, for theme authors. The
/// views' `fields` tables are what templates really see; the list is held against them both
/// ways: every name it gives is a field, and every field is named.
@Suite struct ThemeReadmeTests {
    /// The README's text about each template: its row of the table, and the paragraphs that
    /// start with "On `template`,". The layout's row is read for every view that holds it.
    static func documented() throws -> [String: String] {
        let readme = try String(contentsOf: TestPaths.defaultTheme.appendingPathComponent("README.md"), encoding: .utf8)
        var texts: [String: String] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard cells.count >= 4 else { continue }
            for template in quoted(in: cells[1]) { texts[template, default: ""] += cells[3] }
        }
        for paragraph in readme.components(separatedBy: "\n\n") where paragraph.hasPrefix("On `") {
            if let template = quoted(in: paragraph).first { texts[template, default: ""] += paragraph }
        }
        return texts
    }

    /// The texts between backticks.
    static func quoted(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The field names a text gives: `layout.root` gives layout and root; file names (`collect.js`),
    /// template names (`nav-item`) and paths are not names.
    static func names(in text: String) -> Set<String> {
        let fileTypes: Set<Substring> = ["js", "css", "html", "svg"]
        var names: Set<String> = []
        for token in quoted(in: text) {
            let parts = token.split(separator: ".", omittingEmptySubsequences: false)
            let isName = parts.allSatisfy { part in
                part.first.map { $0.isASCII && $0.isLowercase } == true && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            }
            guard isName, parts.count == 1 || !fileTypes.contains(parts[parts.count - 1]) else { continue }
            for part in parts { names.insert(String(part)) }
        }
        return names
    }

    static let views = TemplateFieldsTests.views + [("layout", TemplateFieldsTests.names(of: LayoutView.self))]

    @Test func everyNameListedIsAFieldOfItsView() throws {
        let texts = try Self.documented()
        for (template, fields) in Self.views {
            let text = try #require(texts[template], "the README lists no values for \(template)")
            // A paragraph names its template; the layout's row names its values as `layout.name`.
            let unknown = Self.names(in: text).subtracting(fields).subtracting([template])
            #expect(unknown.isEmpty, "the README lists \(unknown.sorted()) for \(template), which no field of its view answers")
        }
    }

    @Test func everyFieldIsListed() throws {
        let texts = try Self.documented()
        let layout = Self.names(in: texts["layout"] ?? "").union(["layout"])
        for (template, fields) in Self.views {
            var listed = Self.names(in: texts[template] ?? "")
            if fields.contains("layout") { listed.formUnion(layout) }
            let missing = fields.subtracting(listed)
            #expect(missing.isEmpty, "the README does not list \(missing.sorted()) for \(template)")
        }
    }

    /// The check itself: a name that is no field, and a field left out, are both found.
    @Test func theCheckFindsAWrongNameAndAMissingOne() {
        let text = "`title`, `rooot`, `layout.siteTitle`, `collect.js`, `search.html`, `nav-item`, `_assets/icon.svg`, `logo:`"
        #expect(Self.names(in: text) == ["title", "rooot", "layout", "siteTitle"])
        #expect(Self.names(in: text).subtracting(TemplateFieldsTests.names(of: RedirectPageView.self)) == ["rooot", "layout"])
        #expect(TemplateFieldsTests.names(of: RedirectPageView.self).subtracting(Self.names(in: text)) == ["target"])
    }
}
