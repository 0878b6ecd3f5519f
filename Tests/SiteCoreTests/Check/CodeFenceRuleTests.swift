import Testing
@testable import SiteCore

@Suite struct CodeFenceRuleTests {
    /// A fence left open runs to the end of the file, or of its list item, and takes the
    /// sections and checks after it into the code.
    @Test func aFenceNeverClosedIsReportedAtItsOpening() throws {
        let toTheEnd = "## Condensed\n\n- Tab: focus moves\n\n```html\n<button>Go</button>\n\n## Gherkin\n\n- Scenario: lost\n"
        let inAnItem = "## Condensed\n\n1. Keyboard\n   ~~~~\n   - Tab: focus moves\n   - Enter: activates\n\n2. Screen reader\n"
        #expect(try CheckFixture(files: ["web/a.md": toTheEnd, "web/b.md": inAnItem]).check(.unclosedCodeBlock) == [
            "web/a.md:5:1: warning: this ``` code block is never closed, so everything after it to the end of its list item, quote or file is shown as code [unclosed-code-block]",
            "web/b.md:4:4: warning: this ~~~~ code block is never closed, so everything after it to the end of its list item, quote or file is shown as code [unclosed-code-block]",
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

    /// A fence at a list item's start closes nothing in the item: it ends the item, and opens a
    /// block of its own. The item's fence is the one never closed.
    @Test func aFenceOutsideTheItemDoesNotCloseTheItemsBlock() throws {
        let source = "## Condensed\n\n1. Step\n   ```\n   - Tab: moves\n```\n\n## Gherkin\n\n- Scenario: kept\n\n```\n"
        #expect(try CheckFixture(files: ["web/a.md": source]).check(.unclosedCodeBlock) == [
            "web/a.md:4:4: warning: this ``` code block is never closed, so everything after it to the end of its list item, quote or file is shown as code [unclosed-code-block]",
        ])
    }

    /// Columns as cmark counts them: a tab runs to the next multiple of four, and the space after
    /// a `>` is optional, so the opening and closing lines may write their prefixes differently.
    @Test func tabsAndQuoteMarkersAreCountedAsCmarkCountsThem() throws {
        let files = [
            "web/tab-item.md": "## Condensed\n\n- item\n\t```js\n\tcode\n```\n\nText\n\n```\n",
            "web/tab-code.md": "## Condensed\n\n- ```js\n  code\n  \t\t```\n",
            "web/quote.md": "## Condensed\n\n> ```js\n> code\n>```\n\n> > ```js\n> > code\n>>```\n\n>\t```\n>\tcode\n>\t```\n",
            "web/tab-close.md": "## Condensed\n\n- ```js\n  code\n\t```\n",
        ]
        #expect(try CheckFixture(files: files).check(.unclosedCodeBlock) == [
            "web/tab-code.md:3:3: warning: this ``` code block is never closed, so everything after it to the end of its list item, quote or file is shown as code [unclosed-code-block]",
            "web/tab-item.md:4:2: warning: this ``` code block is never closed, so everything after it to the end of its list item, quote or file is shown as code [unclosed-code-block]",
        ])
    }

    /// An older entry's include adds lines before a fence: the fence's lines are the file's.
    @Test func anOlderEntrysFenceAfterAnIncludeIsReadAtItsOwnLines() throws {
        let include = (1...7).map { "<p>line \($0)</p>" }.joined(separator: "\n") + "\n"
        let source = "---\ntitle: Old\nlayout: entry\n---\n## Criteria\n\n- Check one\n\n{% include /examples/demo.html %}\n\n```html\n<b>x</b>\n```\n\nText after.\n"
        let fixture = CheckFixture(files: ["web/old.md": source, "_includes/examples/demo.html": include])
        #expect(try fixture.check(.unclosedCodeBlock).isEmpty)
        #expect(try CheckFixture(files: ["web/old.md": source.replacingOccurrences(of: "```\n\nText", with: "\nText"),
                                         "_includes/examples/demo.html": include]).check(.unclosedCodeBlock).count == 1)
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

            ```
            > ```js
            a quoted fence in code is code
            ```
            """)
        #expect(try CheckFixture(files: ["web/a.md": source]).check(.unclosedCodeBlock).isEmpty)
    }
}
