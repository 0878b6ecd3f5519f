/// A query's words: tokens, thesaurus concepts, stop words, and the index terms a token matches.
extension SearchEngine {
    struct QueryToken: Equatable {
        /// Normalised and stemmed, as the index stores terms.
        var text: String
        /// Normalised only: what prefix matching extends (`headings` must not grow into `header`).
        var typed: String
        var isPrefix: Bool
        /// Whether an apostrophe joins its raw word to another (`don't`): a contraction's half.
        var isJoinedByApostrophe: Bool
    }

    /// What a query asks for once: words typed together that form a thesaurus phrase, with the
    /// group's other phrases as synonyms, or a single word.
    struct Concept: Equatable {
        var tokens: [QueryToken]
        var synonyms: [[String]]
    }

    /// Words that say how a question is put, not what it is about ("how do I …"): a query
    /// leaves them out when it has other words (the browser keeps the word being typed).
    /// Compared with the typed form, before stemming. The apostrophe splits a contraction, so
    /// its halves are here too ("don't" is `don`, `t`), stop words only when an apostrophe joins
    /// them: kept, they matched every page that uses contractions, whatever it is about. So are the
    /// indefinite pronouns and degree adverbs ("is something really a bug"): rare in criteria,
    /// so of high weight, they named pages that happen to use them.
    static let stopWords: Set<String> = Set<String>([
        "a", "about", "an", "and", "any", "are", "as", "at", "be", "by", "can", "could", "do", "does", "for", "from",
        "get", "has", "have", "how", "i", "if", "in", "into", "is", "it", "its", "me", "my", "of", "on", "or",
        "our", "should", "so", "that", "the", "their", "them", "there", "these", "they", "this", "to", "use",
        "using", "was", "we", "what", "when", "where", "which", "who", "why", "will", "with", "would", "you", "your",
    ]).union(contractionParts).union(fillers)

    /// Indefinite pronouns (but `nothing`, which says what is missing) and degree adverbs.
    static let fillers: Set<String> = [
        "actually", "anybody", "anyone", "anything", "everybody", "everyone", "everything", "just", "quite", "really",
        "somebody", "someone", "something", "very",
    ]

    /// The parts of English contractions on either side of the apostrophe (`isn't`, `you'll`,
    /// `it's`), but for `won`, a word on its own too (`can` is one already).
    static let contractionParts: Set<String> = [
        "aren", "couldn", "d", "didn", "doesn", "don", "hadn", "hasn", "haven", "isn", "ll", "m", "re", "s",
        "shouldn", "t", "ve", "wasn", "weren", "wouldn",
    ]

    /// The query's tokens, first occurrence kept; those of the last raw word are prefix tokens
    /// unless the query ends in whitespace. A dotted number (`1.4.3`) is one token.
    static func queryTokens(_ query: String) -> [QueryToken] {
        let words = QueryWords.words(query)
        let endsOpen = !(query.unicodeScalars.last?.properties.isWhitespace ?? true)
        var seen: Set<String> = []
        var tokens: [QueryToken] = []
        for (index, word) in words.enumerated() {
            let isPrefix = endsOpen && index == words.count - 1
            for typed in SearchTokenizer.normalisedForms(ofRawWord: word.scalars) {
                let text = Stemmer.stem(typed)
                guard seen.insert(text).inserted else { continue }
                tokens.append(QueryToken(text: text, typed: typed, isPrefix: isPrefix, isJoinedByApostrophe: word.isJoinedByApostrophe))
            }
        }
        return tokens
    }

    /// The query's concepts: from the left, the longest thesaurus phrase the tokens start with
    /// becomes one concept, else the token alone; then the stop words that `isDropped` go,
    /// unless only stop words are left.
    func concepts(_ query: String) -> [Concept] {
        let tokens = Self.queryTokens(query)
        let texts = tokens.map(\.text)
        var concepts: [Concept] = []
        var start = 0
        while start < tokens.count {
            let length = max(1, index.thesaurus.longestPhrase(startOf: texts[start...]))
            let phrase = Array(texts[start..<start + length])
            concepts.append(Concept(tokens: Array(tokens[start..<start + length]), synonyms: index.thesaurus.alternatives(of: phrase)))
            start += length
        }
        let kept = concepts.filter { !Self.isDropped($0) }
        return kept.allSatisfy(Self.isStopWord) ? concepts : kept
    }

    /// Whether a concept is one token and no phrase, typed as a stop word, wherever it stands.
    static func isStopWord(_ concept: Concept) -> Bool {
        concept.synonyms.isEmpty && concept.tokens.count == 1 && stopWords.contains(concept.tokens[0].typed)
    }

    /// Whether a stop word goes: a contraction's half only from a contraction (`re` in "you're",
    /// not in "text re" or "re-enable"), any other always. A query here is asked, not typed:
    /// only the browser's live search keeps a last stop word as a word still being typed
    /// (`search.js`, `typing`), so "how big should tap targets be" asks nothing of "be".
    static func isDropped(_ concept: Concept) -> Bool {
        guard isStopWord(concept) else { return false }
        let token = concept.tokens[0]
        return token.isJoinedByApostrophe || !contractionParts.contains(token.typed)
    }

    /// Candidate terms with their weights: exact 1.0, prefix 0.7; for a token no page uses, one
    /// typo 0.5 and the terms the lexicon relates to it (0.6 or 0.4). A word the pages use is
    /// no typo: "modal" read as `model` put a code sample's `class="model"` first.
    func candidates(for query: QueryToken) -> [(String, Double)] {
        let token = query.text
        var weights: [String: Double] = [:]
        if index.postings[token] != nil { weights[token] = 1.0 }
        let length = token.unicodeScalars.count
        if query.isPrefix, query.typed.unicodeScalars.count >= 2 {
            for term in terms(withPrefix: query.typed) where weights[term] == nil { weights[term] = 0.7 }
        }
        if index.postings[token] == nil {
            for (term, weight) in index.lexicon.related(to: token) where index.postings[term] != nil && weight > weights[term] ?? 0 {
                weights[term] = weight
            }
        }
        if length >= 5, index.postings[token] == nil {
            let head = String(String.UnicodeScalarView(token.unicodeScalars.prefix(2)))
            // The highest weight that applies, as the browser takes it: a weak lexicon neighbour
            // (0.4) one typo away is a typo's 0.5.
            for term in terms(withPrefix: head) where weights[term] ?? 0 < 0.5 && term.unicodeScalars.count >= 5 {
                if Self.isOneEditApart(Array(token.unicodeScalars), Array(term.unicodeScalars)) { weights[term] = 0.5 }
            }
        }
        return weights.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private func terms(withPrefix prefix: String) -> ArraySlice<String> {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < terms.count, terms[end].hasPrefix(prefix) { end += 1 }
        return terms[low..<end]
    }

    /// One typo apart over code points: one insertion, deletion or substitution, or two adjacent
    /// code points swapped.
    static func isOneEditApart(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        if a == b || abs(a.count - b.count) > 1 { return false }
        var i = 0
        while i < min(a.count, b.count), a[i] == b[i] { i += 1 }
        if a.count == b.count {
            if a[(i + 1)...] == b[(i + 1)...] { return true }
            return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
        }
        return a.count > b.count ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
    }
}
