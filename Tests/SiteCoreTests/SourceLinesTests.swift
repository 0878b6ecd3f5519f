import Testing
@testable import SiteCore

@Suite struct SourceLinesTests {
    /// The splitter walks bytes; it must cut exactly where splitting by Characters cuts.
    @Test(arguments: ["", "one", "one\n", "a\nb\r\nc\rd", "\r\n\r\n", "\r\r\n\n", "é\r\nü\n😀\rx", "tail\r", "a\u{301}\nb", "\n", "\n\n", "a\n\nb\n", "é\n😀\nx"])
    func linesEndAtLFCRLFAndCRLikeCharacterSplitting(_ text: String) {
        let byCharacters = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        #expect(SourceLines.split(text) == byCharacters)
    }
}
