import Foundation
import CMarkBridge
import Testing

@Suite struct MarkdownParserTests {
    @Test func topLevelBlocksCarryKindPositionAndHTML() throws {
        let blocks = try MarkdownParser.parse("# Title\n\nSome *text*.\n\n## Gherkin\n\n- item\n")
        #expect(blocks.map(\.kind) == [.heading(level: 1), .other, .heading(level: 2), .other])
        #expect(blocks.map(\.line) == [1, 3, 5, 7])
        #expect(blocks[1].html == "<p>Some <em>text</em>.</p>\n")
        #expect(blocks[2].plainText.trimmingCharacters(in: .whitespacesAndNewlines) == "Gherkin")
    }

    @Test func headingsInsideListsAndFencesAreNotTopLevel() throws {
        let text = "- item\n\n  ## Not a section\n\n```\n## Also not\n```\n\n<div>\n## Nor this\n</div>\n"
        let blocks = try MarkdownParser.parse(text)
        #expect(blocks.map(\.kind) == [.other, .codeBlock, .htmlBlock])
        #expect(blocks[0].html.contains("<h2>Not a section</h2>"))
    }

    @Test func tablesStrikethroughAutolinksAndTasksRender() throws {
        let text = "| a | b |\n|---|---|\n| 1 | 2 |\n\n~~gone~~ www.example.com\n\n- [x] done\n- [ ] open\n"
        let html = try MarkdownParser.parse(text).map(\.html).joined()
        #expect(html.contains("<table>"))
        #expect(html.contains("<del>gone</del>"))
        #expect(html.contains("<a href=\"http://www.example.com\">"))
        #expect(html.contains("type=\"checkbox\" checked=\"\" disabled=\"\""))
    }

    @Test func rawVideoBlocksAreKeptVerbatim() throws {
        let video = "<video controls>\n  <source src=\"media/v.webm\" type=\"video/webm\">\n</video>\n"
        let blocks = try MarkdownParser.parse("### iOS\n\n" + video)
        #expect(blocks[1].kind == .htmlBlock)
        #expect(blocks[1].html == video)
        #expect(blocks[1].plainText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    @Test func emptyAndCRLFInput() throws {
        #expect(try MarkdownParser.parse("").isEmpty)
        let blocks = try MarkdownParser.parse("## A\r\n\r\ntext\r\n")
        #expect(blocks.map(\.line) == [1, 3])
        #expect(blocks[1].html == "<p>text</p>\n")
    }

    @Test func columnsCountBytes() throws {
        let blocks = try MarkdownParser.parse("é\n\n   para\n")
        #expect(blocks.last?.byteColumn == 4)
    }

    @Test func parsingIsSafeFromManyThreadsAtOnce() async throws {
        for _ in 0..<20 {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<32 {
                group.addTask {
                    let html = try MarkdownParser.parse("## S\(index)\n\n| a |\n|---|\n| ~~\(index)~~ www.example.com |\n").map(\.html).joined()
                    return html.contains("<del>") && html.contains("<a href") && html.contains("<table>") ? 1 : 0
                }
            }
            var complete = 0
            for try await ok in group { complete += ok }
            #expect(complete == 32, "every document keeps its tables, strikethrough and autolinks")
        }
        }
    }
}

@Suite struct MarkdownParserHostileInputTests {
    /// cmark's plain-text renderer indents each nested level, so 100,000 levels produced output
    /// quadratic in the depth and the build never finished; the text is now walked linearly.
    @Test func deeplyNestedListsParse() throws {
        let blocks = try MarkdownParser.parse(String(repeating: "- ", count: 100_000) + "deep\n")
        #expect(blocks.count == 1)
        #expect(blocks[0].plainText.trimmingCharacters(in: .whitespacesAndNewlines) == "deep")
    }

    @Test func plainTextKeepsWordsApartAcrossBlocksAndLeavesOutHTML() throws {
        let text = try MarkdownParser.parse("| a | b |\n|---|---|\n| `code` | <b>x</b> y |\n").map(\.plainText).joined()
        #expect(text.split(whereSeparator: \.isWhitespace) == ["a", "b", "code", "x", "y"])
        let list = try MarkdownParser.parse("- one\n- two\n\n```\nthree\n```\n").map(\.plainText).joined()
        #expect(list.split(whereSeparator: \.isWhitespace) == ["one", "two", "three"])
    }

    /// Plain text and constructs come from one walk of each block; this pins both, line breaks
    /// included, for empty blocks, nested constructs, raw HTML and breaks.
    @Test func plainTextAndConstructsOfEachBlock() throws {
        let blocks = try MarkdownParser.parse("""
            ##

            - \n- item with [a link *em* `code`](x.md)

            # ![alt *text*](i.png) heading

            <div>
            raw
            </div>

            ```
            code
            ```

            line one \u{20}
            line two <kbd>K</kbd> [b](y.md)
            """)
        #expect(blocks.map(\.plainText) == ["\n\n", "\n\nitem with a link em code\n\n\n", "alt text heading\n", "\n", "code\n\n",
                                            "line one\nline two K b\n"])
        #expect(blocks.map { $0.constructs.map { "\($0.kind) \($0.text)|\($0.destination)" } } == [
            ["heading(level: 2) |"], ["link a link em code|x.md"], ["heading(level: 1) alt text heading|", "image alt text|i.png"],
            ["htmlBlock |"], ["fencedCode(endLine: 14, indent: 0) |"], ["inlineHTML |", "inlineHTML |", "link b|y.md"],
        ])
    }

    /// A fenced code block's construct carries its fence and its last line, which is its closing
    /// fence when it has one, and otherwise where its list item or the text ends (cmark counts
    /// the line that ends an item). Indented code has no fence and no construct.
    @Test func fencedCodeKeepsItsFenceAndLastLine() throws {
        let blocks = try MarkdownParser.parse("""
            ~~~~ swift
            closed
            ~~~~

                indented

            1. Step
               ```
               - Tab: swallowed
               - Enter: swallowed

            2. Next

            ```
            to the end
            """)
        let fences = blocks.flatMap(\.constructs).map { "\($0.line):\($0.byteColumn) \($0.kind) \($0.literal)" }
        #expect(fences == ["1:1 fencedCode(endLine: 3, indent: 0) ~~~~", "8:4 fencedCode(endLine: 12, indent: 0) ```", "14:1 fencedCode(endLine: 15, indent: 0) ```"])
    }

    /// Items are listed only after the top-level `## ` headings the caller asks for (nil: the
    /// blocks before the first); a `##` inside a list starts nothing.
    @Test func itemsAreListedOnlyWhereAsked() throws {
        var asked: [String?] = []
        let blocks = try MarkdownParser.parse("- a\n\n## Keep\n\n- b\n  - c\n  - ## not a heading\n\n## Skip\n\n- d\n") { heading in
            asked.append(heading)
            return heading?.hasPrefix("Keep") ?? false
        }
        #expect(asked == [nil, "Keep\n", "Skip\n"])
        #expect(blocks.map(\.listItems.count) == [0, 0, 3, 0, 0])
        #expect(blocks[2].listItems.map(\.text) == ["b", "c", "not a heading"])
    }

    /// A list item's own text is what the walk gathers while it is the innermost item: its
    /// sub-lists' words belong to them, words after a sub-list to it, raw HTML tags to nobody.
    @Test func listItemsKeepTheirOwnText() throws {
        let blocks = try MarkdownParser.parse("""
            1. Step one
               - Tab: focus
                 moves
               - `Enter` <kbd>x</kbd> activates

               After the list.
            2. - only a sub-list
            3.\u{20}
            4. Code:

               ```
               let x
               ```
            """)
        #expect(blocks.count == 1)
        #expect(blocks[0].listItems.map(\.text) == ["Step one After the list.", "Tab: focus moves", "Enter x activates", "",
                                                     "only a sub-list", "", "Code: let x"])
        #expect(blocks[0].listItems.map(\.parent) == [nil, 0, 0, nil, 3, nil, nil])
        let crlf = try MarkdownParser.parse("- one\r\n  two\r\n- three\r\n")
        #expect(crlf[0].listItems.map(\.text) == ["one two", "three"])
    }
}
