import HTMLSanitizer
import Testing

/// The fuzz entry's checks (`SanitizerFuzzChecks`, which `make fuzz-sanitizer` runs on every
/// input) hold for the hostile inputs, and do fail when what they check for happens.
@Suite struct SanitizerFuzzCheckTests {
    @Test(arguments: HostileHTMLTests.hostile + ["a\n\n<div id=x>\n\n<p id=x>", "<p>\n\n</div>\n\n<table><td>c", ""])
    func theFuzzEntrysChecksHold(_ html: String) {
        #expect(SanitizerFuzzChecks.problems(in: html).isEmpty)
    }

    @Test func theChecksCatchUnsafeMarkupAndMisplacedFindings() {
        #expect(SanitizerFuzzChecks.unsafe("<p><img src=x onerror=y()></p>").count == 1)
        let outside = HTMLFinding(kind: .repaired, position: HTMLPosition(line: 5, column: 1), message: "m")
        let inside = HTMLFinding(kind: .repaired, position: HTMLPosition(line: 4, column: 1), message: "m")
        #expect(SanitizerFuzzChecks.misplaced([outside, inside], in: "a\nb").count == 1, "lines 3 and 4 only")
    }
}
