import Testing
@testable import SiteCore

@Suite struct CodeFenceRuleTests {
    /// A fence left open runs to the end of the file, or of its list item, and takes the
    /// sections and checks after it into the code.
    @Test func aFenceNeverClosedIsReportedAtItsOpening() throws {
        let toTheEnd = "## Condensed\n\n- Tab: focus moves\n\n```html\n<button>Go</button>\n\n## Gherkin\n\n- Scenario: lost\n"
        let inAnItem = "## Condensed\n\n1. Keyboard\n   ~~~~\n   - Tab: focus moves\n   - Enter: activates\n\n2. Screen reader\n"
        #expect(try CheckFixture(files: ["web/a.md": toTheEnd, "web/b.md": inAnItem]).check(.unclosedCodeBlock) == [
            "web/a.md:5:1: warning: this ``` code block is never closed, so everything after it to the end of its list item or of the file is shown as code [unclosed-code-block]",
            "web/b.md:4:4: warning: this ~~~~ code block is never closed, so everything after it to the end of its list item or of the file is shown as code [unclosed-code-block]",
        ])
    }

    /// A fence left open before another code block is closed by that block's closing fence: the
    /// other block's opening fence, with its language, is where the writer meant it to end.
    @Test func aFenceClosedOnlyByTheNextBlockIsReportedWithTheLineItRunsPast() throws {
        let source = page("```\nfirst\n\n## Videos\n\n```html\n<a href=\"#\">second</a>\n```\n")
        let diagnostics = try CheckFixture(files: ["web/a.md": source]).diagnostics().filter { $0.rule == CheckRule.unclosedCodeBlock.id }
        #expect(diagnostics.map(\.description) == [
            "web/a.md:5:1: warning: this ``` code block is not closed before line 10, which opens another; it runs to line 12, so lines 6 to 11 are shown as code [unclosed-code-block]\n"
                + "web/a.md:5:1: note: end the code with a line of ```, indented as the opening fence is, before line 10",
        ])
    }

    /// Closed fences, in a list item or a quote, longer closing fences, a longer fence around a
    /// Markdown sample that shows a fence with its language, and indented code are all fine.
    @Test func closedFencesAndSamplesOfFencesAreFine() throws {
        let source = page("""
            ```swift
            let a = 1
            ````

            1. Step
               ~~~
               code
               ~~~

            > ```
            > quoted
            > ```

            ````markdown
            ```html
            <p>sample</p>
            ```
            ````

                indented ```js
            """)
        #expect(try CheckFixture(files: ["web/a.md": source]).check(.unclosedCodeBlock).isEmpty)
    }
}
