import Testing
@testable import SiteCore

@Suite struct SourceLinesTests {
    /// The splitter walks bytes; it must cut exactly where splitting by Characters cuts.
    @Test(arguments: ["", "one", "one\n", "a\nb\r\nc\rd", "\r\n\r\n", "\r\r\n\n", "é\r\nü\n😀\rx", "tail\r", "a\u{301}\nb", "\n", "\n\n", "a\n\nb\n", "é\n😀\nx", "\u{301}\nx\n\u{301}", "line\nline\r\n"])
    func linesEndAtLFCRLFAndCRLikeCharacterSplitting(_ text: String) {
        let byCharacters = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        let lines = SourceLines.split(text)
        #expect(lines == byCharacters)
        // The lines are slices of the text itself, at the same places: the parser joins a
        // section's run of lines by taking the text from one line's start to another's end.
        #expect(lines.map { $0.startIndex..<$0.endIndex } == byCharacters.map { $0.startIndex..<$0.endIndex })
        #expect(lines.allSatisfy { $0.base == text })
    }

    /// The parse hands on its lines only when they are the file's: a file with front matter
    /// is parsed from a body whose front matter lines are blank, so the rules split it again.
    @Test func theParseHandsOnTheFilesLinesOnlyWhenItSplitTheFile() {
        var sink = Diagnostics()
        let plain = SourceFile(path: "web/component/button.md", text: "## Condensed\r\n\n- Tab: focus moves\n")
        let parsed = PageParser().parseKeepingLines(plain, into: &sink).fileLines
        #expect(parsed == SourceLines.split(plain.text))
        #expect(parsed?.allSatisfy { $0.base == plain.text } == true)
        let withFrontMatter = SourceFile(path: "web/component/button.md", text: "---\ntitle: Button\n---\n## Condensed\n- Tab: focus moves\n")
        #expect(PageParser().parseKeepingLines(withFrontMatter, into: &sink).fileLines == nil)
    }
}
