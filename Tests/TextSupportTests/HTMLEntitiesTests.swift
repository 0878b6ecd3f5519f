import Testing
import TextSupport

/// Character references as a browser reads them in an attribute, for the sanitizer's scheme
/// checks (`javascript&colon;`) and SiteCore's video sources, captions and outlines.
@Suite struct HTMLEntitiesTests {
    @Test(arguments: [
        ("javascript&colon;alert(1)", "javascript:alert(1)"), ("&#58;", ":"), ("&#x3A;", ":"), ("&#X3a", ":"),
        ("&#0000058;x", ":x"), ("&#58alert", ":alert"), ("&#x3Aalert", "\u{3AA}lert"), ("&#0;", "\u{FFFD}"), ("&#x110000;", "\u{FFFD}"), ("&#xD800;", "\u{FFFD}"),
        ("&AMP;&lt;&Gt;", "&<>"), ("&amp", "&"), ("&unknown;", "&unknown;"), ("&", "&"), ("&#;", "&#;"), ("&#x;", "&#x;"),
        ("a & b", "a & b"), ("caf&eacute;", "caf&eacute;"), ("&nbsp;é&#233;", "\u{A0}éé"), ("", ""), ("no references", "no references"),
    ])
    func decodesAsABrowserReads(_ text: String, _ decoded: String) {
        #expect(HTMLEntities.decode(text) == decoded)
    }
}
