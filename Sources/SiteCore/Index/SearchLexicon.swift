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
    /// words include some of `terms`. The table merged words of one stem and kept each related
    /// word once, so one filtering pass is all a build does; it asks `terms` about each of the
    /// table's words once, not about each time a word is met.
    public init(table: LexiconTable, terms: [String: [SearchIndex.Posting]]) {
        let isTerm = table.words.map { terms[$0] != nil }
        codes.reserveCapacity(table.numbered.count)
        for entry in table.numbered where !isTerm[Int(entry.word)] {
            // Written as they are found: arrays of the kept words, joined, showed in the profile.
            var code = ""
            for number in table.related[entry.strongRange] where isTerm[Int(number)] {
                if !code.isEmpty { code.append(" ") }
                code.append(table.words[Int(number)])
            }
            var isFirstWeak = true
            for number in table.related[entry.weakRange] where isTerm[Int(number)] {
                code.append(isFirstWeak ? ";" : " ")
                code.append(table.words[Int(number)])
                isFirstWeak = false
            }
            if !code.isEmpty { codes[table.words[Int(entry.word)]] = code }
        }
    }

    /// The entries of a lexicon file's text, as `init(table:terms:)` keeps them.
    public init(text: String, terms: [String: [SearchIndex.Posting]]) {
        self.init(table: LexiconTable(text: text), terms: terms)
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
