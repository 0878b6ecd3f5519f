import Testing
@testable import SiteCore

/// The content rules locate tags in raw HTML by counting on from the tag before
/// (`SourceColumns.Counter`); these compare with counting each tag's characters from the line's
/// start, after text that joins or does not join the `<` that follows it.
@Suite struct RawHTMLTagColumnTests {
    @Test(arguments: ["plain ", "é", "e\u{301}", "\u{0600}", "👩‍👩‍👧", "日本", "\u{1F1EB}\u{1F1F7}", "a\u{0600}\u{0600}"])
    func rawHTMLTagsAreLocatedLikeCountingFromTheLineStart(_ text: String) throws {
        let line = (0..<4).map { "\(text)<img src=\"m/\($0).png\" alt=\"\"><img src=\"m/x.png\">" }.joined()
        let found = try CheckFixture(files: ["web/a.md": "## Criteria\n\n<p>\n" + line + "\n</p>\n"], assets: ["m/0.png", "m/1.png", "m/2.png", "m/3.png", "m/x.png"]).check()
        // Each unnamed `<img src="m/x` is found by its bytes; its column counts the characters before it.
        let bytes = Array(line.utf8), tag = Array("<img src=\"m/x".utf8)
        let expected = bytes.indices.filter { bytes[$0...].starts(with: tag) }.map { String(decoding: bytes[..<$0], as: UTF8.self).count + 1 }
        #expect(found.compactMap { Int($0.split(separator: ":")[2]) } == expected)
    }
}
