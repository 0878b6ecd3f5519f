import HTMLSanitizer
import Testing

/// One block on its own, from line 10, URLs kept: the sanitizer alone, as a page's renderer
/// calls it (elements left open stay open for the next block).
private func sanitize(_ html: String, policy: RawHTMLPolicy = .sanitize) -> (String, [String]) {
    var recorder = FindingRecorder()
    var repairs = MarkupRepairs()
    let output = HTMLRewriter(policy: policy).rewrite(html, origin: HTMLOrigin(line: 10, column: 1), client: &recorder, repairs: &repairs)
    return (output, recorder.findings.map(\.description))
}

@Suite struct SanitizerTests {
    @Test func demonstrationMarkupStays() {
        let demo = """
        <form><fieldset><legend>Pick</legend><label for="a">A</label><input id="a" type="radio" name="x" data-fn="showAlert" aria-describedby="h"></fieldset>
        <select><option>1</option></select><textarea>t</textarea><details><summary>S</summary>d</details><dialog id="d">x</dialog>
        <svg viewBox="0 0 10 10" aria-hidden="true"><title>i</title><path d="M0 0"></path></svg><table><tr><td>c</td></tr></table></form>
        """
        let (output, warnings) = sanitize(demo)
        #expect(output == demo)
        #expect(warnings.isEmpty)
    }

    @Test func scriptsAndTheirContentAreRemovedAndReported() {
        let (output, warnings) = sanitize("<p>a</p>\n<script>alert(\"</p>\")</script><p>b</p>")
        #expect(output == "<p>a</p>\n<p>b</p>")
        #expect(warnings == ["11:1: removed <script> element and its content [sanitized]\n"
                             + "11:1: note: raw HTML may not run code or embed documents"])
    }

    @Test func everyRemovalIsLocatedOnItsOwnLineAndColumn() {
        let (_, warnings) = sanitize("<p>\n  <b onclick=\"x()\">a</b>\n\n<p>é <i onmouseover=\"y()\">b</i></p>\n<script></script>")
        #expect(warnings.map { String($0.prefix(4)) } == ["11:3", "13:6", "14:1"])
    }

    @Test func eventHandlersAndScriptURLsAreRemoved() {
        let (output, warnings) = sanitize(#"<img src="x.png" alt="x" onerror="steal()"><a href="javascript:alert(1)">a</a><a href=" jav&#x61;script&colon;x">b</a>"#)
        #expect(output == #"<img src="x.png" alt="x"><a>a</a><a>b</a>"#)
        #expect(warnings.count == 3)
        #expect(warnings[0].hasSuffix("removed event handler attribute onerror from <img> [sanitized]"))
        #expect(warnings[1].hasSuffix("removed javascript: URL in href from <a> [sanitized]"))
    }

    /// Found by the fuzz target: the decoder read at most 12 characters and took letters as digits,
    /// so a colon spelt with leading zeros or without its `;` before a letter got past the check.
    @Test(arguments: ["javascript&#0000000000058;alert(1)", "javascript&#58alert(1)", "javascript&#x3Aprompt(1)",
                      "javascript&#X00003a;x", "jav&#x61script:x"])
    func numericReferencesAreDecodedAsABrowserDecodesThem(url: String) {
        let (output, warnings) = sanitize("<a href=\"\(url)\">a</a>")
        #expect(output == "<a>a</a>")
        #expect(warnings.count == 1)
    }

    @Test func numericReferencesThatAreNotSchemesStay() {
        let html = #"<a href="page.html?a=1&#38;b=2&#0;&#xFFFFFFFFF;">a</a><img src="x.png" alt="&#">"#
        #expect(sanitize(html) == (html, []))
    }

    /// Found by the fuzz target: an end tag was copied as written and ended at its first `>`, but
    /// a browser reads quoted attribute values in end tags too, so `</a r="><a title="` was one
    /// end tag to it and the `<img>` hidden in the title became live markup.
    @Test func endTagsAreWrittenBareSoTheyEndWhereTheSanitizerEndedThem() {
        let (output, _) = sanitize(#"</a r="><a title="><img src=x onerror=alert(1)>">x</a>"#)
        #expect(output == #"</a><a title="><img src=x onerror=alert(1)>">x</a>"#)
        #expect(sanitize(#"</a r="><a h="><n/l="">"on"#).0 == #"</a><a h="><n/l=">"on"#, "the fuzzer's input")
        #expect(sanitize("<p>a</P ></p\n><b>b</b >").0 == "<p>a</p></p><b>b</b>")
        #expect(sanitize("<p>a</P>").0 == "<p>a</P>", "a plain end tag is kept as written")
    }

    @Test func framesAndObjectsAreRemoved() {
        let (output, _) = sanitize(#"<iframe src="https://example.com">fallback</iframe><object data="x"></object><embed src="y">ok"#)
        #expect(output == "ok")
    }

    @Test func exampleElementBecomesAValidDiv() {
        let (output, warnings) = sanitize("<example>\n<button>Go</button>\n</example>")
        #expect(output == "<div class=\"example\">\n<button>Go</button>\n</div>")
        #expect(warnings.isEmpty)
    }

    @Test func unknownElementsAreShownAsText() {
        let (output, warnings) = sanitize("run <filename> now</filename>")
        #expect(output == "run &lt;filename&gt; now&lt;/filename&gt;")
        #expect(warnings == ["10:5: unknown HTML element <filename> is shown as text [sanitized]"])
    }

    @Test func customElementsAndDocumentTagsAreHandled() {
        #expect(sanitize("<custom-element role=\"link\">x</custom-element>").0 == "<custom-element role=\"link\">x</custom-element>")
        #expect(sanitize("<html><body><p>x</p></body></html>").0 == "<p>x</p>")
    }

    @Test func reactClassNameBecomesClass() {
        #expect(sanitize("<div className=\"hidden\">x</div>").0 == "<div class=\"hidden\">x</div>")
    }

    @Test func trustPolicyKeepsRawHTML() {
        let html = "<script>run()</script><button onclick=\"go()\">x</button>"
        #expect(sanitize(html, policy: .trust) == (html, []))
    }

    @Test func unlabelledTaskCheckboxesGetAName() {
        let (output, _) = sanitize(#"<li><input type="checkbox" checked="" disabled="" /> done</li>"#)
        #expect(output == #"<li><input type="checkbox" checked="" disabled="" aria-label="Done" /> done</li>"#)
    }

    @Test func malformedMarkupIsTextNotACrash() {
        let inputs = ["<", "<a", "<a href=\"x", "</", "<!--", "a < b > c", "<<<>>>"]
        for input in inputs {
            let (output, _) = sanitize(input)
            #expect(!output.contains("<"), "a stray < is escaped, so it cannot open a tag: \(input) gave \(output)")
        }
        #expect(sanitize("a < b").0 == "a &lt; b")
        #expect(sanitize("<a href=\"x").0 == "&lt;a href=\"x")
        #expect(sanitize("<p =x>").0 == "<p x>", "a stray = is dropped, the tag stays")
    }
}

/// Tags are located by counting on from the tag before; these compare with counting each tag's
/// line from its start, after text that joins or does not join the `<` that follows it.
@Suite struct TagColumnTests {
    /// Columns of each `<` + `tag` on `line`, counted from the line's start.
    static func expectedColumns(of tag: String, in line: String) -> [Int] {
        let bytes = Array(line.utf8), wanted = Array(("<" + tag).utf8)
        return bytes.indices.filter { bytes[$0...].starts(with: wanted) }
            .map { String(decoding: bytes[..<$0], as: UTF8.self).count + 1 }
    }

    static let textsBeforeTags = ["plain ", "é", "e\u{301}", "\u{0600}", "👩‍👩‍👧", "日本", "\u{1F1EB}\u{1F1F7}", "a\u{0600}\u{0600}"]

    @Test(arguments: textsBeforeTags)
    func rewriterWarningsAreLocatedLikeCountingFromTheLineStart(_ text: String) {
        let line = (0..<4).map { _ in "\(text)<b onclick=\"x()\">\(text)</b>" }.joined()
        let (_, warnings) = sanitize("<p>\n" + line + "\n</p>")
        #expect(warnings.map { $0.split(separator: ":")[1] } == Self.expectedColumns(of: "b ", in: line).map { Substring(String($0)) })
    }
}

/// Records what the rewriter hands its client: findings in order, and the URLs it was asked
/// about; `replacements` gives new values for some of them.
struct FindingRecorder: HTMLRewriteClient {
    var findings: [HTMLFinding] = []
    var urls: [String] = []
    var replacements: [String: String] = [:]

    mutating func rewrite(_ url: String, attribute: String, element: String, at position: HTMLPosition) -> String? {
        urls.append("\(position) <\(element) \(attribute)=\(url)>")
        return replacements[url]
    }

    mutating func report(_ finding: HTMLFinding) { findings.append(finding) }
}
