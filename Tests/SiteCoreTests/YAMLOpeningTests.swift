import Testing
@testable import SiteCore

/// A quote or bracket left open at the end of its line makes YAML read on into the next lines
/// and fail there; the error is shown where it opens, with the line closed as the fix.
@Suite struct YAMLOpeningTests {
    func frontMatterProblem(_ yaml: String) -> [String] {
        messages(parsePage("---\n\(yaml)\n---\n\n## Criteria\n\n- x\n").1)
    }

    private func unclosed(_ what: String, at place: String, note: String) -> [String] {
        ["web/component/sample.md:\(place): error: invalid YAML: \(what) is not closed on its line, so YAML reads on into the lines after it [front-matter]\n"
            + "web/component/sample.md:\(place): note: \(note)"]
    }

    @Test func aQuoteClosedOnlyOnTheNextLineIsShownWhereItOpens() {
        #expect(frontMatterProblem("title: \"Toggle switch\ndescription: \"How to test\"")
            == unclosed("this quote", at: "2:8", note: "close it where the value ends: title: \"Toggle switch\""))
        #expect(frontMatterProblem("title: 'It''s open\ndescription: 'A switch'")
            == unclosed("this quote", at: "2:8", note: "close it where the value ends: title: 'It''s open'"))
    }

    @Test func aListOrMappingLeftOpenIsShownWhereItOpens() {
        #expect(frontMatterProblem("aliases: [/old/a, /old/b\ntitle: Switch")
            == unclosed("this [", at: "2:10", note: "close it where the value ends: aliases: [/old/a, /old/b]"))
        #expect(frontMatterProblem("aliases: [\n  /old/a,\n  /old/b\ntitle: Switch")
            == unclosed("this [", at: "2:10", note: "close it with ] after the value's last item"))
        #expect(frontMatterProblem("keyboard: {tab: moves, space: acts\ntitle: Switch")
            == unclosed("this {", at: "2:11", note: "close it where the value ends: keyboard: {tab: moves, space: acts}"))
    }

    @Test func quotesInsideTextCommentsAndEscapesOpenNothing() {
        let scanned = "title: It's \"fine\" # a \"comment\nnote: \"a \\\" quote\"\nlist: [a, 'b''s', \"c]\"]\norder: x: y"
        let problem = frontMatterProblem(scanned)
        #expect(problem.first?.hasPrefix("web/component/sample.md:5:9: error: invalid YAML: mapping values are not allowed") == true, "\(problem)")
        #expect(frontMatterProblem("title: \"A\"\ndescription: \"Two\n  lines\"").isEmpty, "a quoted text may go on over lines")
    }
}
