/// Each raw word's tokens, kept from page to page by the pages of one run (`IndexBuilder`):
/// words repeat a lot, and normalising and stemming them again was most of the index stage's
/// time. Tokens are numbers in the run's own list of terms, so counting a unit's terms
/// (`TermCounter`) indexes an array instead of hashing each token's text again.
struct WordCache {
    private var tokensOfWord: [String: [Int32]] = [:]
    private var numberOfTerm: [String: Int32] = [:]
    /// The terms met so far, by number.
    private(set) var terms: [String] = []

    /// Calls `body` with the number of each token of `text`, in order (`SearchTokenizer.tokens`).
    mutating func forEachToken(in text: String, _ body: (Int32) -> Void) {
        SearchTokenizer.forEachRawWord(in: text) { word in
            if let known = tokensOfWord[word] {
                for token in known { body(token) }
            } else {
                let fresh = SearchTokenizer.tokens(ofRawWord: Array(word.unicodeScalars)).map { number(of: $0) }
                tokensOfWord[word] = fresh
                for token in fresh { body(token) }
            }
        }
    }

    /// The number of `term`, given it if new.
    mutating func number(of term: String) -> Int32 {
        if let known = numberOfTerm[term] { return known }
        let number = Int32(terms.count)
        numberOfTerm[term] = number
        terms.append(term)
        return number
    }
}
