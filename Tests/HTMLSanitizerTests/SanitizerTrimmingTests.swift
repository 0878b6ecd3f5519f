import Testing
@testable import HTMLSanitizer

/// The sanitizer's callers of the trimming helper (`TextSupport`) keep its two sets apart.
@Suite struct SanitizerTrimmingTests {
    /// Line breaks are white space to a heading or a declaration, but a character kept in an id.
    @Test(arguments: ["\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
    func idsKeepLineBreaks(_ text: String) {
        #expect(PageIDs.ids(in: "<a id=\"\(text)\">x</a><a id=\" \t\u{3000}\">y</a><a id=\"z\">z</a>") == [text, "z"])
    }

    /// A style's declarations lose line breaks at their ends, while a property or value is
    /// trimmed of spaces and tabs only (a line break inside stays and fails).
    @Test func styleDeclarationsTrimBothWays() {
        let style = InlineStyle.validDeclarations("\n color: red \u{2028};\u{85}x: =\r\n; ;\u{2028}width: 1px\u{2029}")
        #expect(style.kept == "color: red; width: 1px")
        #expect(style.dropped == ["x: ="])
        #expect(!InlineStyle.isValid("color\n: red"))
        #expect(InlineStyle.isValid("\u{3000}color :\tred\u{00A0}"))
    }
}
