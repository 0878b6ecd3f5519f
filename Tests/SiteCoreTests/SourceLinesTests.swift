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
}
