import Testing
import Foundation
@testable import SiteCore

/// A theme stylesheet as the site publishes it: its rules as written, without what is for the
/// theme's readers.
@Suite struct StylesheetCompactorTests {
    @Test func commentsBlankLinesAndIndentationGoAndStringsStay() {
        let css = """
            /* ------ */
            /* Why the rule is there,
               on two lines. */
            .a {
              color: red; /* the brand's */
              content: "/* kept */";
              quotes: '\\'' "\\"/*";

            }
            .b{margin:0}/* last, never closed
            """
        #expect(StylesheetCompactor.compact(css) == ".a {\ncolor: red;\ncontent: \"/* kept */\";\nquotes: '\\'' \"\\\"/*\";\n}\n.b{margin:0}\n")
    }

    @Test func theDefaultThemesStylesheetsKeepEveryRule() throws {
        // Each rule's selector and declarations survive: counted by their braces and semicolons
        // outside comments, in the source and in what is published.
        for name in ["criteria.css", "lists.css", "plan.css", "audit.css"] {
            let source = try String(contentsOf: TestPaths.defaultTheme.appendingPathComponent("assets/\(name)"), encoding: .utf8)
            let published = StylesheetCompactor.compact(source)
            #expect(!published.contains("/*"), "\(name) has no comment left")
            let rules = { (text: String) in text.filter { "{};".contains($0) }.count }
            #expect(rules(published) == rules(source.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)), "\(name)")
            #expect(published.utf8.count < source.utf8.count * 9 / 10, "\(name) is a tenth lighter at least")
        }
    }
}
