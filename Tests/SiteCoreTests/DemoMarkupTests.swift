import Testing
@testable import SiteCore
import TextSupport

/// `DemoMarkup` searches from a rare byte of each mark; it must find what a plain search finds.
@Suite struct DemoMarkupTests {
    static let texts = [
        "", "-", "<", "data-fn", "aria-disabled", "<form", "<form>", "x<form", "data-f", "ata-fn", "<for",
        "<p>a-b - c</p><p data-fn=\"x\">", "aria-disable", "-aria-disabled-", "data--fn data-fn",
        "<p>no marks here, only - dashes - and <b>tags</b></p>", "é-data-fn", "<<form", "aria-dis<form",
        "data-fx data-fn", "a-data-fn", "<formal>", "<FORM>", "DATA-FN",
    ]

    @Test(arguments: texts)
    func findsWhatAPlainSearchFinds(_ text: String) {
        let plain = text.containsBytes("data-fn") || text.containsBytes("aria-disabled") || text.containsBytes("<form")
        #expect(DemoMarkup.isIn(text) == plain)
        // And inside longer text, at either end.
        #expect(DemoMarkup.isIn("lorem ipsum - dolor <sit> " + text) == plain)
        #expect(DemoMarkup.isIn(text + " lorem ipsum - dolor <sit>") == plain)
    }
}
