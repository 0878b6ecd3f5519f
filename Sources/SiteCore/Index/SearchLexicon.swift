/// Words no page uses, mapped to words pages do use: WordNet's synonyms and derivations
/// (`strong`) and hypernyms, hyponyms and similar words (`weak`) of a reader's word, from the
/// theme's `search-lexicon.txt` (made by `scripts/make-search-lexicon.py`), kept per site for
/// the words within reach of its terms. A query token that is no term of the index matches
/// these terms below an exact, prefix or stemmed match (docs/search.md, "Lexicon").
public struct SearchLexicon: Sendable, Equatable {
    /// A reader's word (stemmed) → its related terms of the index, as a shard file writes
    /// them: strong terms separated by spaces, then `;` and the weak ones.
    public private(set) var codes: [String: String] = [:]

    /// The first line of a lexicon file whose words are stemmed (`scripts/make-search-lexicon.py`).
    static let stemmedMark = "# stemmed\n"
    static let strongWeight = 0.6
    static let weakWeight = 0.4

    public init(codes: [String: String] = [:]) {
        self.codes = codes
    }

    /// The entries of a lexicon file (`word strong… ; weak…` a line, `#` comments) whose word,
    /// stemmed, is none of `terms` and whose related words, stemmed, include some of `terms`.
    /// Words of the same stem share their entries, the first one's terms first. A file whose
    /// first line is `# stemmed` holds stems already: stemming was two thirds of reading one.
    public init(text: String, terms: [String: [SearchIndex.Posting]]) {
        let stem: (Substring) -> String = text.hasPrefix(Self.stemmedMark) ? { String($0) } : { Stemmer.stem(String($0)) }
        var strong: [String: [String]] = [:], weak: [String: [String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let halves = line.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var words = halves[0].split(separator: " ").map(stem)
            guard !words.isEmpty else { continue }
            let word = words.removeFirst()
            guard terms[word] == nil else { continue }
            let weakWords = halves.count > 1 ? halves[1].split(separator: " ").map(stem) : []
            strong[word, default: []] += words.filter { terms[$0] != nil && $0 != word }
            weak[word, default: []] += weakWords.filter { terms[$0] != nil && $0 != word }
        }
        for (word, strongTerms) in strong {
            let strongOnce = Self.once(strongTerms)
            let weakOnce = Self.once(weak[word] ?? []).filter { !strongOnce.contains($0) }
            guard !strongOnce.isEmpty || !weakOnce.isEmpty else { continue }
            codes[word] = strongOnce.joined(separator: " ") + (weakOnce.isEmpty ? "" : ";" + weakOnce.joined(separator: " "))
        }
    }

    private static func once(_ terms: [String]) -> [String] {
        var seen: Set<String> = []
        return terms.filter { seen.insert($0).inserted }
    }

    /// The terms related to `word` with their weights, strong ones first.
    func related(to word: String) -> [(term: String, weight: Double)] {
        guard let code = codes[word] else { return [] }
        let halves = code.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        let strong = halves[0].split(separator: " ").map { (String($0), Self.strongWeight) }
        let weak = halves.count > 1 ? halves[1].split(separator: " ").map { (String($0), Self.weakWeight) } : []
        return strong + weak
    }

    /// Adds entries read from a shard file.
    mutating func add(_ entries: [String: String]) {
        codes.merge(entries) { first, _ in first }
    }
}
