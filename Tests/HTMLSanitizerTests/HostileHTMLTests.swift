import HTMLSanitizer
import Testing

/// The sanitizer's public interface (`HTMLRewriter.sanitize`) against hostile input: what
/// comes out, what is reported, and where. Only `import HTMLSanitizer`: these tests see what a
/// caller sees.
@Suite struct HostileHTMLTests {
    /// Inputs an attacker would try; `SanitizerFuzzCheckTests` runs the fuzz entry's checks on them.
    static let hostile = [
        "<script>alert(1)</script>", "<SCRIPT SRC=//x.js></SCRIPT>", "<scr<script>x</script>ipt>alert(1)</script>",
        "<style>body{background:url(javascript:x)}</style>", "<img src=x onerror=alert(1)>", "<b ONCLICK='x()' OnMouseOver=\"y()\">b</b>",
        "<a href=\"javascript:alert(1)\">a</a>", "<a href=\" \tJaVaScRiPt:x\">a</a>", "<a href=\"java&#x09;script:x\">a</a>",
        "<a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;x\">a</a>", "<a href=\"javascript&colon;x\">a</a>",
        "<a href=\"java&NewLine;script&Colon;x\">a</a>", "<form action=\"vbscript:x\"><button formaction=\"data:text/html,x\">b</button></form>",
        "<svg><use xlink:href=\"javascript:x\"/></svg>", "<video poster=\"javascript:x\"></video>", "<iframe srcdoc=\"<script>x</script>\"></iframe>",
        "<div", "<a href=\"x", "<div><p>open", "</div></div><p>", "&lt;script&gt;alert(1)&lt;/script&gt;", "<!--<script>x</script>-->",
        "<![CDATA[<script>x</script>]]>", "<a title=\"x\"onclick=\"y()\">a</a>", "<math><mi xlink:href=\"javascript:x\">m</mi></math>",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:x\">", "<base href=\"javascript:x/\">", "<object data=\"x.swf\"></object>",
        "</a r=\"><a title=\"><img src=x onerror=alert(1)>\">x</a>", "<p/onclick=x()>p</p>", "<img src=\"x\"/onerror=\"y()\">",
    ]

    private func sanitize(_ html: String, from origin: HTMLOrigin = HTMLOrigin(line: 5, column: 3)) -> SanitizedHTML {
        HTMLRewriter(policy: .sanitize).sanitize(html, origin: origin)
    }

    @Test(arguments: hostile)
    func nothingHostileSurvives(_ html: String) {
        let result = sanitize(html)
        let lowered = result.html.lowercased()
        #expect(!lowered.contains("<script") && !lowered.contains("<style") && !lowered.contains("<iframe"), "\(result.html)")
        #expect(UnsafeMarkupScan.findings(in: result.html).isEmpty, "\(result.html)")
    }

    @Test func scriptsAndStylesGoWithTheirContentAndAreReportedWithANote() {
        let result = sanitize("a<script>alert('</p>')</script>b<style>p{}</style>c")
        #expect(result.html == "abc")
        #expect(result.findings.map(\.description) == [
            "5:4: removed <script> element and its content [sanitized]\n5:4: note: raw HTML may not run code or embed documents",
            "5:35: removed <style> element and its content [sanitized]\n5:35: note: raw HTML may not run code or embed documents",
        ])
        #expect(result.findings.allSatisfy { $0.kind == .sanitized })
    }

    @Test func handlersAndScriptURLsAreDroppedFromTagsThatStay() {
        let result = sanitize(#"<a href="jav&#x61;script&colon;x" onClick="y()" class="k">a</a>"#)
        #expect(result.html == #"<a class="k">a</a>"#)
        #expect(result.findings.map(\.message) == ["removed javascript: URL in href from <a>", "removed event handler attribute onclick from <a>"])
    }

    @Test func unclosedElementsAreClosedAtTheEndAndReported() {
        let result = sanitize("<div><p>text<b>bold")
        #expect(result.html == "<div><p>text<b>bold</b></p></div>")
        #expect(result.findings.map(\.description) == ["5:22: <b> is not closed by the end of the section [repaired]",
                                                        "5:22: <div> is not closed by the end of the section [repaired]"])
    }

    @Test func anUnfinishedTagIsTextThatCannotOpenOneLater() {
        #expect(sanitize("<a href=\"x").html == "&lt;a href=\"x")
        #expect(sanitize("1 < 2 <").html == "1 &lt; 2 &lt;")
    }

    @Test func escapedMarkupStaysText() {
        let text = "&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt;"
        let result = sanitize(text)
        #expect(result.html == text && result.findings.isEmpty)
    }

    @Test func deepNestingIsClosedInOrderWithoutACrash() {
        let depth = 5_000
        let html = String(repeating: "<section><div>", count: depth) + "x" + String(repeating: "</div></section>", count: depth)
        let result = sanitize(html)
        #expect(result.html == html)
        #expect(result.findings.isEmpty)
        let open = sanitize(String(repeating: "<div>", count: depth))
        #expect(open.html == String(repeating: "<div>", count: depth) + String(repeating: "</div>", count: depth))
        #expect(open.findings.count == depth)
    }

    /// Lines count from the origin's line, and columns in characters (not bytes) from the line's
    /// start; on the origin's own line they count on from its column.
    @Test func findingsAreAtTheLineAndCharacterColumnOfTheirTag() {
        let html = "<p>é<i onmouseover=\"y()\">b</i>\n👩‍👩‍👧 e\u{301} <b onclick=\"x()\">a</b>\n\n  <script></script></p>"
        #expect(sanitize(html).findings.map(\.position.description) == ["5:7", "6:5", "8:3"])
        #expect(sanitize(html, from: HTMLOrigin(line: 1, column: 1)).findings.map(\.position.description) == ["1:5", "2:5", "4:3"])
        let generated = sanitize(html, from: HTMLOrigin(line: 9, column: 4, isVerbatim: false))
        #expect(generated.findings.map(\.position.description) == ["9:4", "9:4", "9:4"], "HTML that is not the source is located at its origin")
    }

    @Test func trustedHTMLKeepsItsMarkupButStillGetsRepairs() {
        let trusted = HTMLRewriter(policy: .trust).sanitize("<script>go()</script><button onclick=\"go()\">x</button><!-- c --><div>")
        #expect(trusted.html == "<script>go()</script><button onclick=\"go()\">x</button><!-- c --><div></div>")
        #expect(trusted.findings.map(\.message) == ["<div> is not closed by the end of the section"])
    }

    @Test func aClientRewritesURLsWithEntitiesDecodedAndItsValuesAreEscaped() {
        var client = FindingRecorder(replacements: ["page.md?a=1&b=2": "page/index.html?a=1&b=\"2\""])
        var repairs = MarkupRepairs()
        let html = HTMLRewriter(policy: .sanitize).rewrite(#"<a href="page.md?a=1&amp;b=2" onclick="x">p</a>"#, origin: HTMLOrigin(line: 2, column: 1),
                                                           client: &client, repairs: &repairs)
        #expect(html == #"<a href="page/index.html?a=1&amp;b=&quot;2&quot;">p</a>"#)
        #expect(client.urls == ["2:1 <a href=page.md?a=1&b=2>"])
        #expect(client.findings.map(\.message) == ["removed event handler attribute onclick from <a>"])
    }
}
