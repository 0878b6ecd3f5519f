/// A theme's `search-lexicon.txt` read into stems once, when the theme loads: each line a reader's
/// word with its strong and weak neighbours. A build keeps the entries within reach of its terms
/// (`SearchLexicon`); watch mode, which keeps its theme, then reads the file once, not per save.
public struct LexiconTable: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var word: String
        public var strong: [String]
        public var weak: [String]
    }

    public private(set) var entries: [Entry] = []

    /// The first line of a lexicon file whose words are stemmed (`scripts/make-search-lexicon.py`).
    static let stemmedMark = "# stemmed\n"

    public init() {}

    /// `word strong… ; weak…` a line, `#` comments. A file whose first line is `# stemmed` holds
    /// stems already: stemming was two thirds of reading one.
    public init(text: String) {
        let stem: (Substring) -> String = text.hasPrefix(Self.stemmedMark) ? { String($0) } : { Stemmer.stem(String($0)) }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let halves = line.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var words = halves[0].split(separator: " ").map(stem)
            guard !words.isEmpty else { continue }
            let word = words.removeFirst()
            let weak = halves.count > 1 ? halves[1].split(separator: " ").map(stem) : []
            entries.append(Entry(word: word, strong: words, weak: weak))
        }
    }
}
