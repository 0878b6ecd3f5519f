import Foundation
import Testing
@testable import HTMLSanitizer

/// The sanitizer's byte-level fast paths must answer exactly as the plain readings they bypass,
/// written here scalar by scalar: over ASCII, accented, decomposed, CJK, emoji and markup.
@Suite struct HTMLFastPathTests {
    static let samples = [
        "", " ", "Focus", "Cr\u{00E8}me br\u{00FB}l\u{00E9}e", "Cre\u{0300}me", "日本語 2.4.7", "Tab ⇥ then 🙂",
        "<p class=\"x\">a &amp; b</p>", "<\u{0301}b>", "ÆØÅ ǅungla Ⅻ", "x\r\ny\u{000C}z", "\u{00A0}nbsp",
    ]

    @Test(arguments: ["class", "CLASS", "Class", "clasS", "klass", "class-x", "cla", "", "\u{212A}ey", "KEY", "k\u{0301}ey", "ÄRIA", "äria"])
    func attributeNamesCompareAsLowerCasedCopies(_ name: String) {
        let attribute = HTMLTokenizer.Attribute(name: name, rawValue: nil)
        for wanted in ["class", "key", "äria", "aria", ""] {
            #expect(attribute.isNamed(wanted) == (name.lowercased() == wanted), "\(name) against \(wanted)")
        }
    }

    /// Names lowered without a copy when they have no capital: the same as lowering a copy, for
    /// names at either end of A–Z, beside it (`@`, `[`) and beyond ASCII.
    @Test(arguments: samples + ["class", "CLASS", "Class", "clasS", "aria-Label", "data-z", "@[`{", "A", "Z", "a", "z",
                                "\u{212A}ey", "k\u{0301}ey", "ÄRIA", "äria", "İ", "ǅ"])
    func namesLowerAsLowerCasedCopies(_ name: String) {
        #expect(name.lowercasedHTMLName == name.lowercased())
    }

    /// A declaration without `/` is valid or not as the regular expressions say.
    @Test(arguments: ["color: red", "background: url(/a.png)", "background: /a.png", "width: 1/2", "margin:0", "x: =",
                      "font: 12px/1.5 serif", "background:url(a.png) /b.png", ": none", "color:", "bad prop: x", "border: 1px solid"])
    func stylesWithoutSlashesAreValidAsTheExpressionsSay(_ declaration: String) {
        guard let colon = declaration.firstIndex(of: ":") else { return #expect(!InlineStyle.isValid(declaration)) }
        let value = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        let property = declaration[..<colon].trimmingCharacters(in: .whitespaces)
        let shaped = !property.isEmpty && property.allSatisfy({ $0.isLetter || $0 == "-" }) && !value.isEmpty && !value.contains("=")
        let outsideURL = value.replacingOccurrences(of: #"url\([^)]*\)"#, with: "", options: .regularExpression)
        let expected = shaped && outsideURL.range(of: #"(^|\s)/[A-Za-z_.]"#, options: .regularExpression) == nil
        #expect(InlineStyle.isValid(declaration) == expected)
    }

    @Test(arguments: samples + ["https://example.com", " JavaScript:alert(1)", "java\u{0}script:x", "jav\tascript:x", "a+b-c.d:x", "1tel:5",
                                ":nothing", "página:x", "mailto:a@b", "no-colon", "\u{7F}data:x", "x y:z", "https\u{00A0}:x"])
    func urlSchemesMatchTheScalarReading(_ url: String) {
        var expected: String?, scheme = ""
        for scalar in url.unicodeScalars where scalar.value > 0x20 && scalar.value != 0x7F {
            if scalar == ":" { expected = scheme.isEmpty ? nil : scheme.lowercased(); break }
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar) else { break }
            scheme.unicodeScalars.append(scalar)
        }
        #expect(URLScheme.of(url) == expected)
    }

    /// Blocks without `id=` skip the tokenizer; for every fragment that does, it must find no id.
    @Test(arguments: samples + ["<a href=\"x\">did</a>", "<h2 ID = \"a\">x</h2>", "<p id\n=b>", "<p data-id=\"x\">", "<p id>", "valid=1", "<img src=x ID=y>", "id"])
    func fragmentsWithoutAnIDAttributeHaveNoIDs(_ html: String) {
        var tokenizer = HTMLTokenizer(html), ids: [String] = []
        while let token = tokenizer.next() {
            guard case .startTag(_, let attributes, _, _) = token else { continue }
            ids += attributes.filter { $0.name.lowercased() == "id" && !($0.rawValue ?? "").trimmingCharacters(in: .whitespaces).isEmpty }.compactMap(\.rawValue)
        }
        if !PageIDs.mayHaveIDAttribute(html) { #expect(ids.isEmpty) }
        #expect(PageIDs.ids(in: html) == ids)
    }
}

/// `HTMLEscaping` works over bytes; the reference here goes scalar by scalar.
@Suite struct HTMLEscapingTests {
    static func reference(_ text: String, _ entities: [Unicode.Scalar: String]) -> String {
        text.unicodeScalars.map { entities[$0] ?? String($0) }.joined()
    }

    @Test(arguments: HTMLFastPathTests.samples + ["<a href=\"x\">it's & that</a>", "<\u{0301}b>", "&amp;&", "\"'\"'"])
    func escapingMatchesTheScalarReading(_ sample: String) {
        let inText: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;"]
        let inAttribute = inText.merging(["\"": "&quot;"]) { $1 }
        let inTemplate = inAttribute.merging(["'": "&#39;"]) { $1 }
        #expect(HTMLEscaping.escapeText(sample) == Self.reference(sample, inText))
        #expect(HTMLEscaping.escapeAttribute(sample) == Self.reference(sample, inAttribute))
        #expect(HTMLEscaping.escapeTemplateValue(sample) == Self.reference(sample, inTemplate))
    }
}
