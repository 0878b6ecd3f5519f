import Foundation
import Testing
@testable import SiteCore

/// The ASCII fast paths of the index and the heading anchors must answer exactly as the general
/// Unicode paths they bypass. Each is compared with an independent reading written here the
/// plain way (scalar by scalar, through Foundation), over ASCII, accented, decomposed, CJK,
/// emoji and mixed text.
@Suite struct TextFastPathTests {
    static let samples = [
        "", " ", "Focus", "  Focus  moves\tto the\n\nnext  control ", "UIAccessibilityTraits and accessibilityLabel",
        "Cr\u{00E8}me br\u{00FB}l\u{00E9}e", "Cre\u{0300}me bru\u{0302}le\u{0301}e", "日本語のテキスト 2.4.7", "Tab ⇥ then 🙂 emoji",
        "naïve_café-déjà", "HTMLElement's aria-label=\"Close\"", "\u{00A0}non\u{00A0}breaking\u{2003}space", "x\r\ny\u{000C}z",
        "ÆØÅ ǅungla Ⅻ ①②", "vertical\u{000B}tab\u{0085}next line", "a\u{0301}b\u{0301}", "Ünïcödé UPPER lower MiXeD123abc",
    ]

    @Test(arguments: samples)
    func cachedTokensMatchTheScalarReading(_ text: String) {
        var cache = WordCache()
        let first = cache.tokens(text)
        let again = cache.tokens(text)   // now answered from the cache
        let expected = Self.scalarWords(text).flatMap(SearchTokenizer.tokens(ofRawWord:))
        #expect(first == expected)
        #expect(again == expected)
        #expect(SearchTokenizer.rawWords(text) == Self.scalarWords(text))
    }

    /// Thousands of distinct words, many of one length and sharing bytes, through one cache:
    /// its table grows several times and probes past neighbours; every word keeps its own tokens.
    @Test func manyWordsKeepTheirOwnTokens() {
        var cache = WordCache()
        let words = (0..<6000).map { number -> String in
            switch number % 4 {
            case 0: "w\(number)"
            case 1: "accessibilityTrait\(number)x"
            case 2: "Crème\(number)brûlée"
            default: String(repeating: "ab", count: number % 40 + 1) + "\(number % 7)"
            }
        }
        let text = words.joined(separator: " ")
        let expected = SearchTokenizer.tokens(text)
        #expect(cache.tokens(text) == expected)
        #expect(cache.tokens(text) == expected, "answered from the cache")
        #expect(cache.tokens(words.reversed().joined(separator: ", ")) == SearchTokenizer.tokens(words.reversed().joined(separator: " ")))
    }

    @Test(arguments: samples)
    func collapsedWhitespaceMatchesTheScalarReading(_ text: String) {
        let expected = text.unicodeScalars.split(whereSeparator: { $0.properties.isWhitespace })
            .map { String(String.UnicodeScalarView($0)) }.joined(separator: " ")
        #expect(WhitespaceCollapsing.collapsed([text]) == expected)
    }

    /// A unit's excerpt collapses only the start of its text; it must be the whole text's start.
    @Test(arguments: samples)
    func excerptsAreTheCollapsedWholeTextCut(_ text: String) {
        let long = [String](repeating: text, count: 300)
        for texts in [[text], [text, text], long, ["  ", text], [String(repeating: "e\u{0301}\u{0302}\u{0303}", count: 500), text]] {
            let expected = String(WhitespaceCollapsing.collapsed([texts.joined(separator: " ")]).prefix(SearchIndex.excerptLength))
            #expect(IndexBuilder.excerpt(of: texts) == expected)
        }
    }

    /// Around the cut: ASCII up to it, then a mark that joins the last character, a scalar that
    /// does not, or nothing more.
    @Test(arguments: [SearchIndex.excerptLength - 1, SearchIndex.excerptLength, SearchIndex.excerptLength + 1])
    func excerptsCutAsciiBetweenCharacters(_ asciiLength: Int) {
        let ascii = String(repeating: "a", count: asciiLength)
        for text in [ascii, ascii + "\u{0301}", ascii + "\u{0301} more", ascii + "é", ascii + " é", ascii + "b", ascii + "  \u{2003}b"] {
            let expected = String(WhitespaceCollapsing.collapsed([text]).prefix(SearchIndex.excerptLength))
            #expect(IndexBuilder.excerpt(of: [text]) == expected, "\(asciiLength): \(text.unicodeScalars.suffix(3))")
            let parts = [String(ascii.prefix(200)), String(ascii.dropFirst(200)) + text.dropFirst(asciiLength)]
            let joined = String(WhitespaceCollapsing.collapsed([parts.joined(separator: " ")]).prefix(SearchIndex.excerptLength))
            #expect(IndexBuilder.excerpt(of: parts) == joined)
        }
    }

    /// The check every ASCII shortcut starts with, on strings and on substrings cut from
    /// either side of other text.
    @Test(arguments: samples + ["\u{7F}", "\u{80}", "plain ASCII, 100%"])
    func asciiIsEveryScalarBelow128(_ text: String) {
        let expected = text.unicodeScalars.allSatisfy(\.isASCII)
        #expect(text.isAllASCII == expected)
        let wrapped = "é" + text + "ü"
        let inner = wrapped.dropFirst().dropLast()
        #expect(inner.isAllASCII == expected && !wrapped.isAllASCII)
    }

    /// Bytes taken as text when they are UTF-8 and refused when not, as the generic initialiser
    /// does: one odd byte at every offset around the eight-byte steps of the ASCII check, in
    /// texts of every length up to past two steps.
    @Test func bytesAreTakenAsTextWhenTheyAreUTF8() {
        let oddities: [[UInt8]] = [[0xC3, 0xA9], [0xE2, 0x80, 0x94], [0xF0, 0x9F, 0x99, 0x82], [0x80], [0xC3], [0xE2, 0x80], [0xC0, 0xAF],
                                   [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x7F], [0x00]]
        for length in 0...18 {
            let ascii = Array(repeating: UInt8(ascii: "a"), count: length)
            #expect(ascii.withUnsafeBytes(String.init(validUTF8:)) == String(validating: ascii, as: UTF8.self))
            for oddity in oddities {
                for offset in 0...length {
                    var bytes = ascii
                    bytes.insert(contentsOf: oddity, at: offset)
                    #expect(bytes.withUnsafeBytes(String.init(validUTF8:)) == String(validating: bytes, as: UTF8.self), "\(bytes)")
                }
            }
        }
    }

    @Test(arguments: samples + ["\"quoted\" \\ back", "</script><!-- & > <", "line\u{2028}sep\u{2029}para", "\u{01}\u{1F}\u{7F}", "\u{E2}\u{2027}\u{202A}",
                            String(repeating: "clean words ", count: 50) + "\"then\" <escapes>", "en – dash, no escape\u{2028}", "\u{2029}",
                            String((0..<0x20).map { Character(Unicode.Scalar($0)) }), "\u{2028}\u{2028}\"\"\u{2029}"])
    func jsonStringsMatchTheScalarReading(_ text: String) {
        for forScript in [false, true] {
            var expected = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": expected += "\\\""
                case "\\": expected += "\\\\"
                case "\n": expected += "\\n"
                case "\r": expected += "\\r"
                case "\t": expected += "\\t"
                case "<", "\u{2028}", "\u{2029}": expected += String(format: "\\u%04x", scalar.value)
                case ">" where forScript, "&" where forScript: expected += String(format: "\\u%04x", scalar.value)
                case let control where control.value < 0x20: expected += String(format: "\\u%04x", control.value)
                default: expected.unicodeScalars.append(scalar)
                }
            }
            #expect(JSONText.string(text, forScriptElement: forScript) == expected + "\"")
            if !forScript {
                // Appended after bytes already there, as the docs files append each field.
                var bytes = Array("[1,".utf8)
                JSONText.append(text, to: &bytes)
                #expect(String(decoding: bytes, as: UTF8.self) == "[1," + expected + "\"")
            }
        }
    }

    @Test(arguments: samples + ["a b", "x;y?z#w/v", "100%", "!$&'()*+,=:@-._~", "é/ü", String((0..<128).map { Character(Unicode.Scalar($0)) })])
    func pathSegmentsEncodeAsFoundationDoes(_ segment: String) {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/;?#")
        #expect(URLPath.encode(segment) == segment.addingPercentEncoding(withAllowedCharacters: allowed))
    }

    @Test(arguments: samples + ["media/clip.mp4", "/a", "a/", "a//b", "/", "//", "", "a b/c%d", "é/ü.png", "x/\u{301}/y", "../a", "a/./b"])
    func pathsEncodeSegmentBySegment(_ path: String) {
        #expect(URLPath.encodePath(path) == path.split(separator: "/").map { URLPath.encode(String($0)) }.joined(separator: "/"))
    }

    @Test(arguments: samples + ["a\nb\r\nc\rd", "\n\n", "\r\n\r", "end\n", "日本\r\n語"])
    func sourceLinesSplitOnEveryLineEnd(_ text: String) {
        var expected: [Substring] = [], start = text.unicodeScalars.startIndex
        var index = start
        while index < text.unicodeScalars.endIndex {
            let scalar = text.unicodeScalars[index]
            if scalar == "\n" || scalar == "\r" {
                expected.append(text[start..<index])
                index = text.unicodeScalars.index(after: index)
                if scalar == "\r", index < text.unicodeScalars.endIndex, text.unicodeScalars[index] == "\n" {
                    index = text.unicodeScalars.index(after: index)
                }
                start = index
            } else {
                index = text.unicodeScalars.index(after: index)
            }
        }
        expected.append(text[start...])
        #expect(SourceLines.split(text) == expected)
    }

    @Test(arguments: samples)
    func headingSlugsMatchTheFoundationReading(_ text: String) {
        let folded = text.applyingTransform(.stripDiacritics, reverse: false) ?? text
        let expected = PageAddress.slug(folded).filter { $0.isASCII }
            .split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        #expect(HeadingAnchors.slug(text) == expected)
    }

    @Test(arguments: samples + ["Table Row_Button.md", "--Leading and trailing--", "UPPER-lower-123", "a&b<c>d"])
    func pageSlugsMatchTheCharacterReading(_ name: String) {
        var expected = "", pendingHyphen = false
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen, !expected.isEmpty { expected.append("-") }
                pendingHyphen = false
                expected.append(character)
            } else {
                pendingHyphen = true
            }
        }
        #expect(PageAddress.slug(name) == expected)
    }

    /// Paths joined as text, as a folder's URL joins them.
    @Test(arguments: ["/", "/tmp/site", "/tmp/my site/", "/t%20mp/ü", "relative/out"])
    func filePathsJoinAsURLsJoinThem(_ folder: String) {
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        for relative in ["index.html", "web/link/index.html", "a b/ü #1?.html", "100%/x", "_assets/criteria.css"] {
            #expect(url.path.joiningFile(relative) == url.appendingFile(relative).path, "\(folder) + \(relative)")
        }
    }

    /// A manifest's paths: one a line, whatever ends it, blank lines and comments left out, a
    /// mark after a line end kept with the next path.
    @Test(arguments: [("a\nb\n# note\nc", ["a", "b", "c"]), ("\n\nweb/ü.html\n\n", ["web/ü.html"]),
                      ("a\r\nb\n# c\r\nd\re", ["a", "b", "d", "e"]), ("", []), ("#only", []),
                      ("x\n\u{0301}y", ["x", "\u{0301}y"]), ("no end", ["no end"])])
    func manifestPathsAreItsLines(_ text: String, _ paths: [String]) throws {
        let folder = try TemporaryFolder()
        try Data(text.utf8).write(to: folder.url.appendingPathComponent(OutputFolderGuard.manifestName))
        #expect(OutputFolderGuard.readManifest(in: folder.url) == paths)
    }

    /// Addresses, stems and titles from source paths, as reading them by characters gives them:
    /// ASCII paths are cut at their bytes.
    @Test(arguments: samples + ["native/controls/link.md", "web/Table Row_Button.md", "a.b.md", "a..md", "name.", "name", ".md", ".hidden/x.md",
                                "//a///b.md", "/", "", "dir.v2/file", "-_ -", "x_y-z  w", "Ünïcödé/straße.md", "a/\u{0301}.md", "a./\u{0301}b",
                                "日本/ページ.md", "a/b.\u{0301}md", "zebra_ALPHA-9lives"])
    func addressesStemsAndTitlesMatchTheCharacterReading(_ path: String) {
        var components = path.split(separator: "/").map(String.init)
        if let last = components.popLast() {
            let stem = last.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
            components.append(stem.isEmpty ? last : stem)
        }
        #expect(PageAddress.address(ofSourcePath: path) == components.map { PageAddress.slug($0) }.map { $0.isEmpty ? "page" : $0 })
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : String(name[..<$0]) } ?? name
        #expect(PageAddress.stem(ofSourcePath: path) == stem)
        let isShouting = !path.contains(where: \.isLowercase)
        let words = path.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map { isShouting ? $0.lowercased() : String($0) }
        let title = words.enumerated().map { $0 == 0 ? $1.prefix(1).uppercased() + $1.dropFirst() : $1 }.joined(separator: " ")
        #expect(PageAddress.title(fromName: path) == title)
    }

    /// Maximal runs of letters and numbers, by general category, one scalar at a time.
    static func scalarWords(_ text: String) -> [[Unicode.Scalar]] {
        var words: [[Unicode.Scalar]] = [], current: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                current.append(scalar)
            default:
                if !current.isEmpty { words.append(current) }
                current = []
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

/// `isAllWhitespaceCharacters` and `wordsJoinedBySpaces` read bytes where they can; the
/// reference is the Character-by-Character form each replaces.
@Suite struct CharacterWhitespaceTests {
    /// ASCII white space and not, a control, a combining mark after a space, a prepended mark
    /// before a letter, a joiner, no-break space, next line, line separator, precomposed and
    /// emoji: every text of up to three of them.
    static let pieces = [" ", "\t", "\r", "\n", "\u{0B}", "\u{1F}", "a", "\u{301}", "\u{600}", "\u{200D}", "\u{A0}", "\u{85}",
                         "\u{2028}", "é", "🙂"]
    static let texts: [String] = {
        var texts = [""]
        var last = [""]
        for _ in 1...3 {
            last = last.flatMap { text in pieces.map { text + $0 } }
            texts += last
        }
        return texts + TextFastPathTests.samples + ["a \u{301}b", "  two  words  ", "\r\n\r\n", "Focus\u{0B}moves"]
    }()

    @Test func answersAsCharactersDo() {
        for text in Self.texts {
            #expect(text.isAllWhitespaceCharacters == text.allSatisfy(\.isWhitespace), "\(text.unicodeScalars.map(\.value))")
            #expect(text[...].isAllWhitespaceCharacters == text.allSatisfy(\.isWhitespace))
            #expect(text.wordsJoinedBySpaces == text.split(whereSeparator: \.isWhitespace).joined(separator: " "),
                    "\(text.unicodeScalars.map(\.value))")
        }
    }
}

@Suite struct DecimalTextTests {
    @Test func numbersAreWrittenAsStringWritesThem() {
        for number in [0, 1, 9, 10, 99, 100, 12_345, -1, -10, -987_654_321, Int.max, Int.min, 1 << 40] {
            var bytes: [UInt8] = Array("x".utf8)
            JSONText.appendDecimal(number, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(number))
        }
    }

    /// Every number up to 100,000 and each power of ten and its neighbours, either sign, one
    /// after another in one array: no digit is lost, added or left over between numbers.
    @Test func manyNumbersInARowAreWrittenAsStringWritesThem() {
        let powers = (0...18).map { (0..<$0).reduce(1) { product, _ in product * 10 } }
        let numbers = Array(0...100_000) + powers.flatMap { [$0 - 1, $0, $0 + 1, -$0, -$0 - 1] } + [Int.max - 1, Int.max, Int.min + 1, Int.min]
        var bytes: [UInt8] = []
        for number in numbers {
            JSONText.appendDecimal(number, to: &bytes)
            bytes.append(UInt8(ascii: ","))
        }
        #expect(String(decoding: bytes, as: UTF8.self) == numbers.map { String($0) + "," }.joined())
    }
}

@Suite struct PercentDecodingTests {
    @Test(arguments: ["web/link.md", "caf%C3%A9.md", "100%", "%zz", "a%2", "%E9", "sp%20ace/x%2Fy", "café", "", "%", "🎥%F0%9F%8E%A5"])
    func decodingMatchesFoundation(_ text: String) {
        #expect(text.removingPercentEscapes == text.removingPercentEncoding)
        #expect(("/" + text + "/").dropFirst().dropLast().removingPercentEscapes == text.removingPercentEncoding)
    }
}

@Suite struct DigitDotDigitTests {
    /// `holdsDigitDotDigit` finds dots with `memchr`; it must agree with asking every byte.
    @Test func digitDotDigitAgreesWithAPlainScan() {
        func plain(_ text: Substring) -> Bool {
            let bytes = Array(text.utf8)
            guard bytes.count >= 3 else { return false }
            return (1..<bytes.count - 1).contains { bytes[$0] == UInt8(ascii: ".") && (48...57).contains(bytes[$0 - 1]) && (48...57).contains(bytes[$0 + 1]) }
        }
        let texts = ["", ".", "1.", ".1", "1.2", "a1.2b", "1..2", "WCAG 2.4.7 Focus", "end.", "x. 1 .2", "é1.2", "1.é",
                     "version 10", "..1.", "1 . 2", String(repeating: "a.", count: 40) + "9.9", "🙂3.4"]
        for text in texts + QueryWordsTests.randomTexts() {
            #expect(text.holdsDigitDotDigit == plain(text[...]), "\(text)")
            #expect(text.dropFirst().holdsDigitDotDigit == plain(text.dropFirst()), "\(text) less its first character")
        }
    }
}

/// URLs are cut at `?` and `#` in their bytes when ASCII (`queryOrFragmentStart`,
/// `firstIndex(ofASCII:)`); the cut must be where reading by characters cuts, and non-ASCII URLs
/// are read by characters still (a `#` with a combining mark after it is no `#`).
@Suite struct URLCutTests {
    static let urls = ["", "#", "?", "a", "a#b", "a?b#c", "a#b?c", "/web/x/", "../x.md#focus", "x.md?raw=1", "\r\n#x",
                       "café.md#x", "x#\u{301}y", "x?\u{301}#y", "🎉?#", "é"]

    @Test(arguments: urls) func theCutIsWhereCharactersCut(url: String) {
        let byCharacters = url.firstIndex { $0 == "#" || $0 == "?" }
        #expect(url.queryOrFragmentStart == byCharacters)
        #expect(Substring(url).queryOrFragmentStart == byCharacters)
        #expect(LinkTarget.strip(url) == String(url.prefix { $0 != "#" && $0 != "?" }))
        #expect(url.firstIndex(ofASCII: { $0 == UInt8(ascii: "#") }) == url.firstIndex(of: "#"))
    }
}
