/// Words no page uses, mapped to words pages do use: WordNet's synonyms and derivations
/// (`strong`) and hypernyms, hyponyms and similar words (`weak`) of a reader's word, from the
/// theme's `search-lexicon.txt` (made by `scripts/make-search-lexicon.py`), kept per site for
/// the words within reach of its terms. A query token that is no term of the index matches
/// these terms below an exact, prefix or stemmed match (docs/search.md, "Lexicon").
public struct SearchLexicon: Sendable, Equatable {
    /// A reader's word (stemmed) → its related terms of the index, as a shard file writes
    /// them: strong terms separated by spaces, then `;` and the weak ones.
    public private(set) var codes: [String: String] = [:]

    static let strongWeight = 0.6
    static let weakWeight = 0.4

    public init(codes: [String: String] = [:]) {
        self.codes = codes
    }

    /// A lexicon file's entries (`LexiconTable`) whose word is none of `terms` and whose related
    /// words include some of `terms`. Words of the same stem share their entries, the first one's
    /// terms first.
    public init(table: LexiconTable, terms: [String: [SearchIndex.Posting]]) {
        var strong: [String: [String]] = [:], weak: [String: [String]] = [:]
        for entry in table.entries where terms[entry.word] == nil {
            strong[entry.word, default: []] += entry.strong.filter { terms[$0] != nil && $0 != entry.word }
            weak[entry.word, default: []] += entry.weak.filter { terms[$0] != nil && $0 != entry.word }
        }
        for (word, strongTerms) in strong {
            let strongOnce = Self.once(strongTerms)
            let weakOnce = Self.once(weak[word] ?? []).filter { !strongOnce.contains($0) }
            guard !strongOnce.isEmpty || !weakOnce.isEmpty else { continue }
            codes[word] = strongOnce.joined(separator: " ") + (weakOnce.isEmpty ? "" : ";" + weakOnce.joined(separator: " "))
        }
    }

    /// The entries of a lexicon file's text, as `init(table:terms:)` keeps them.
    public init(text: String, terms: [String: [SearchIndex.Posting]]) {
        self.init(table: LexiconTable(text: text), terms: terms)
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
