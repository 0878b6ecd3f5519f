import Foundation
import Testing
@testable import SiteCore

@Suite struct ScriptJSONTests {
    static let hostile = [
        "", "plain", "</script><script>alert(1)</script>", "<!-- <script>", "a & b > c", "quote \" backslash \\",
        "line\nbreak\r\ntab\t", "\u{0}\u{1f}\u{7f}", "separators \u{2028} \u{2029}", "emoji 🐝 and é", "</SCRIPT >",
    ]

    @Test(arguments: hostile)
    func stringsReadBackAsWrittenAndCannotEndTheScriptElement(_ text: String) throws {
        let json = ScriptJSON.string(text)
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
        #expect(!json.contains("\u{2028}") && !json.contains("\u{2029}"))
        let decoded = try JSONDecoder().decode(String.self, from: Data(json.utf8))
        #expect(decoded == text)
    }

    @Test func objectsAndArraysKeepTheirOrder() throws {
        let json = ScriptJSON.array([ScriptJSON.object([("anchor", "gherkin"), ("label", "Gherkin <b>")])])
        #expect(json == #"[{"anchor":"gherkin","label":"Gherkin \u003cb\u003e"}]"#)
        let decoded = try JSONDecoder().decode([[String: String]].self, from: Data(json.utf8))
        #expect(decoded == [["anchor": "gherkin", "label": "Gherkin <b>"]])
    }

    @Test func collectableKindsAreTheCriteriaTabsInTabOrder() {
        #expect(SectionKind.collectable.allSatisfy { SectionKind.tabOrder.contains($0) })
        #expect(SectionKind.collectable == SectionKind.tabOrder.filter(\.isCollectable))
        #expect(!SectionKind.developerNotes.isCollectable && !SectionKind.videos.isCollectable)
        #expect(PageAssembler.orList(["Condensed", "Gherkin", "Criteria"]) == "Condensed, Gherkin or Criteria")
        #expect(PageAssembler.orList(["Gherkin"]) == "Gherkin")
    }
}
