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
              margin: 0/**/auto;
              background: url(/img/*x.png) no-repeat, URL( "a b.png" );

            }
            /*! A licence notice, kept. */
            .b{margin:0}/* last, never closed
            """
        #expect(StylesheetCompactor.compact(css) == """
            .a {
            color: red;
            content: "/* kept */";
            quotes: '\\'' "\\"/*";
            margin: 0 auto;
            background: url(/img/*x.png) no-repeat, URL( "a b.png" );
            }
            /*! A licence notice, kept. */
            .b{margin:0}

            """)
    }

    /// Bytes, not text: a file with Windows line ends is compacted as well, and one in another
    /// encoding passes through with its bytes.
    @Test func lineEndsAndEncodingsAreReadAsBytes() {
        #expect(StylesheetCompactor.compact(Array("  .a {\r\n    color: red;\r\n\r\n  }\r\n".utf8)) == Array(".a {\ncolor: red;\n}\n".utf8))
        let latin1: [UInt8] = Array(".a::after { content: \"caf".utf8) + [0xE9] + Array("\"; } /* \u{00}é */\n".utf8)
        #expect(StylesheetCompactor.compact(latin1) == Array(".a::after { content: \"caf".utf8) + [0xE9] + Array("\"; }\n".utf8))
    }

    @Test func theDefaultThemesStylesheetsKeepEveryRule() throws {
        // Each rule's selector and declarations survive: counted by their braces and semicolons
        // outside comments, in the source and in what is published.
        let assets = TestPaths.defaultTheme.appendingPathComponent("assets")
        let names = try FileManager.default.contentsOfDirectory(atPath: assets.path).filter { $0.hasSuffix(".css") }
        #expect(names.count >= 4)
        for name in names {
            let source = try String(contentsOf: assets.appendingPathComponent(name), encoding: .utf8)
            let published = StylesheetCompactor.compact(source)
            #expect(!published.contains("/*"), "\(name) has no comment left")
            let rules = { (text: String) in text.filter { "{};".contains($0) }.count }
            #expect(rules(published) == rules(source.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)), "\(name)")
            #expect(published.utf8.count < source.utf8.count * 9 / 10, "\(name) is a tenth lighter at least")
        }
    }
}
