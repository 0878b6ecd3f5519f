import Foundation
import Testing
@testable import SiteCore

@Suite struct SearchLexiconTests {
    /// The small site of `SearchRankingTests`, with a lexicon of the theme file's form.
    static let lexiconText = """
        # a comment line
        photograph video ; film
        clip video
        buttons button
        tick check ; mark
        knob button ; toggle link
        """

    static let index: SearchIndex = {
        var index = SearchRankingTests.index
        index.lexicon = SearchLexicon(text: lexiconText, terms: index.postings)
        return index
    }()

    @Test func keepsWordsNoPageUsesWithTheirNeighboursThatPagesUse() {
        let codes = Self.index.lexicon.codes
        #expect(codes["photograph"] == "video", "film is no term of the site")
        #expect(codes["clip"] == "video")
        #expect(codes["button"] == nil, "a word pages use needs no entry (buttons stems to button)")
        #expect(codes["tick"] == nil, "none of its neighbours is a term of the site")
        #expect(codes["knob"] == "button;toggl link", "strong terms, then ';' and the weak ones, stemmed")
    }

    @Test func aFileMarkedStemmedIsReadAsItIs() {
        let stemmed = "# stemmed\n# a comment line\nphotograph video ; film\nclip video\nbutton button\ntick check ; mark\nknob button ; toggl link\n"
        #expect(SearchLexicon(text: stemmed, terms: Self.index.postings) == Self.index.lexicon)
        let unstemmed = SearchLexicon(text: "# stemmed\nknob toggle\n", terms: Self.index.postings)
        #expect(unstemmed.codes.isEmpty, "`toggle` is taken as it is, and the term is `toggl`")
    }

    /// A file saved with Windows line ends reads as the same lines, extra spaces and all.
    @Test func carriageReturnsAndExtraSpacesEndNothingButWords() {
        let windows = Self.lexiconText.replacingOccurrences(of: "\n", with: "  \r\n")
        #expect(SearchLexicon(text: windows, terms: Self.index.postings) == Self.index.lexicon)
        #expect(LexiconTable(text: "# stemmed\r\nknob  button ;toggl\r\n").entries == [.init(word: "knob", strong: ["button"], weak: ["toggl"])])
    }

    /// Words of one stem share a line's entry, the first line's words first, each word once,
    /// and a word both strong and weak counts as strong.
    @Test func linesOfOneWordMergeIntoOneEntry() {
        let table = LexiconTable(text: "# stemmed\nknob button knob ;toggl link\nclip video ;button\nknob toggl link button ;video\n")
        #expect(table.entries == [.init(word: "knob", strong: ["button", "toggl", "link"], weak: ["video"]),
                                  .init(word: "clip", strong: ["video"], weak: ["button"])])
        let terms: [String: [SearchIndex.Posting]] = ["button": [], "link": [], "video": []]
        #expect(SearchLexicon(table: table, terms: terms).codes == ["knob": "button link;video", "clip": "video;button"])
    }

    /// Words after a `;` with none before it name no entry; a word with nothing after it is one.
    @Test func aLineWithoutItsWordIsSkipped() {
        let table = LexiconTable(text: "# stemmed\n ; orphan words\nknob ;\nclip video video ; clip film video\n")
        #expect(table.entries == [.init(word: "knob", strong: [], weak: []), .init(word: "clip", strong: ["video"], weak: ["film"])])
    }

    @Test func relatedTermsMatchBelowExactOnes() {
        let engine = SearchEngine(index: Self.index)
        let exact = engine.search("video ")
        let related = engine.search("clip ")
        #expect(!related.isEmpty && related.map(\.unit) == exact.map(\.unit))
        #expect(zip(related, exact).allSatisfy { $0.score < $1.score }, "0.6 of an exact match")
        let weak = engine.search("knob ").map { Self.index.units[$0.unit].label }
        #expect(weak.first == "Button › Introduction", "a strong neighbour outranks the weak ones")
        #expect(weak.contains("Toggle › Introduction") && weak.contains("Link › Introduction"))
    }

    @Test func aQueryReadsTheLexiconFileOnlyForAWordNoPageUses() {
        let engine = SearchEngine(index: Self.index)
        #expect(engine.lexiconShards(for: "button video", count: 8).isEmpty)
        #expect(engine.lexiconShards(for: "knob", count: 8) == [SearchIndexFiles.shard(of: "knob", count: 8)])
        let files = engine.filesNeeded(for: "clip ", results: engine.search("clip "))
        #expect(files == ["meta.js", "terms-0.js", "words-0.js", "docs-0.js"])
    }

    /// The table numbers its words in a table of its own, which grows: thousands of random
    /// lines (words of one to twelve letters, many alike, repeated first words, words both strong
    /// and weak, lines without a word; then words equal only as strings) read as a plain reading
    /// of the rules reads them.
    @Test func aLargeTableReadsAsThePlainRulesSay() {
        var generator = SeededGenerator(state: 0x1E71C0)
        // Half of them differ in their last letters only.
        let vocabulary = (0..<3_000).map { number in
            number % 2 == 0 ? "word\(number)"
                : String((0...(number % 12)).map { _ in Character(Unicode.Scalar(UInt8(97 + generator.next() % 26))) })
        }
        #expect(Self.tableReadsAsThePlainRulesSay(vocabulary, generator: &generator) > 1_000)
        // Words equal as strings, not as bytes: "é" as one scalar or two, the Kelvin sign and K.
        let equivalent = ["caf\u{E9}", "cafe\u{301}", "\u{212A}", "K", "x\u{E9}", "xe\u{301}"] + vocabulary.prefix(100)
        #expect(Self.tableReadsAsThePlainRulesSay(Array(equivalent), generator: &generator) > 50)
    }

    /// Reads 4,000 random lines of `vocabulary`'s words as the table and as the rules plainly,
    /// expects the two readings equal, and returns the number of entries.
    private static func tableReadsAsThePlainRulesSay(_ vocabulary: [String], generator: inout SeededGenerator) -> Int {
        var lines: [String] = []
        for _ in 0..<4_000 {
            let word = generator.next() % 9 == 0 ? "" : vocabulary[Int(generator.next() % UInt64(vocabulary.count / 2 + 1))]
            let strong = (0..<Int(generator.next() % 5)).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
            let weak = (0..<Int(generator.next() % 4)).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
            lines.append(([word] + strong).joined(separator: " ") + (weak.isEmpty ? "" : " ; " + weak.joined(separator: " ")))
        }
        // The rules, read plainly: lines of one word merged, strong words before weak ones,
        // each once, never the word itself, a weak word only when not strong.
        var order: [String] = [], strongOf: [String: [String]] = [:], weakOf: [String: [String]] = [:]
        for line in lines {
            let halves = line.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            let strong = halves[0].split(separator: " ").map(String.init)
            guard let word = strong.first else { continue }
            if strongOf[word] == nil { order.append(word) }
            strongOf[word, default: []] += strong.dropFirst()
            weakOf[word, default: []] += halves.count > 1 ? halves[1].split(separator: " ").map(String.init) : []
        }
        let expected = order.map { word -> LexiconTable.Entry in
            var seen: Set<String> = [word]
            let strong = strongOf[word, default: []].filter { seen.insert($0).inserted }
            return .init(word: word, strong: strong, weak: weakOf[word, default: []].filter { seen.insert($0).inserted })
        }
        let table = LexiconTable(text: LexiconTable.stemmedMark + lines.joined(separator: "\n"))
        #expect(table.entries.count == expected.count)
        let differing = zip(table.entries, expected).first { $0 != $1 }
        #expect(differing == nil, "read as \(String(describing: differing?.0)), not \(String(describing: differing?.1))")
        return expected.count
    }

    /// Words are numbered in order of first sight, and found again after the table grows.
    @Test func wordsKeepTheirNumbersAsTheTableGrows() {
        var words = LexiconWords()
        let texts = (0..<5_000).map { "w\($0)" } + ["", "é", "w1\u{301}"]
        #expect(texts.map { words.number(of: $0) } == texts.indices.map(Int32.init))
        #expect(texts.reversed().map { words.number(of: $0) } == texts.indices.reversed().map(Int32.init))
        #expect(words.strings == texts)
    }

    @Test func theDefaultThemeShipsALexicon() throws {
        let file = TestPaths.repositoryRoot.appendingPathComponent("themes/default/search-lexicon.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count > 5000)
        #expect(text.contains("WordNet 3.0"), "the licence notice")
        #expect(lines.allSatisfy { $0.split(separator: " ").count >= 2 }, "every word has a neighbour")
    }
}

@Suite struct WCAGTopicsTests {
    @Test func aUnitCitingACriterionOrLinkingToItsUnderstandingDocumentGetsItsName() {
        let markdown = """
            ## General Notes

            How to test a widget

            ## Criteria

            ### Names

            - See [the Understanding document](https://www.w3.org/WAI/WCAG22/Understanding/label-in-name.html)

            ### Motion

            - Meets 2.3.3 and the obsolete 4.1.1
            """
        let index = IndexBuilder().build([parsePage(markdown, path: "web/widget.md").0])
        let engine = SearchEngine(index: index)
        #expect(engine.search("label in name ").map { index.units[$0.unit].heading } == ["Names"])
        #expect(engine.search("animation from interactions ").map { index.units[$0.unit].heading } == ["Motion"])
        #expect(engine.search("parsing ").isEmpty, "an obsolete criterion adds nothing")
        // The names do not lengthen the unit: its other terms score as they did.
        let plain = IndexBuilder().build([parsePage(markdown.replacingOccurrences(of: "2.3.3", with: "2.3.9"), path: "web/widget.md").0])
        #expect(index.postings["meet"]?.first?.score == plain.postings["meet"]?.first?.score)
    }
}
