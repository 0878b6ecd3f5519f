/// Answers queries from a `SearchIndex` with the ranking of `docs/search.md`, the same steps
/// `search.js` takes in the browser: exact, prefix (last word typed) and one-typo matches,
/// every query token required (falling back to any), scores summed, ties by unit order.
public struct SearchEngine: Sendable {
    public struct Filter: Sendable, Equatable {
        public var category: String?
        public var kind: SearchIndex.Kind?
        public init(category: String? = nil, kind: SearchIndex.Kind? = nil) {
            self.category = category
            self.kind = kind
        }
    }

    public struct Result: Sendable, Equatable {
        public var unit: Int
        public var score: Int
    }

    let index: SearchIndex
    /// Terms sorted, for prefix ranges.
    let terms: [String]

    public init(index: SearchIndex) {
        self.index = index
        self.terms = index.postings.keys.sorted()
    }

    public func search(_ query: String, filter: Filter = Filter(), limit: Int = 20) -> [Result] {
        let tokens = Self.queryTokens(query)
        guard !tokens.isEmpty else { return [] }
        let categoryIndex = filter.category.map { index.categories.firstIndex(of: $0) ?? -1 }
        var totals: [Int: Int] = [:]
        var matchedTokens: [Int: Int] = [:]
        var titleTokens: [Int: Int] = [:]
        for token in tokens {
            var best: [Int: Int] = [:]
            var inTitle: Set<Int> = []
            for (term, weight) in candidates(for: token) {
                for posting in index.postings[term] ?? [] {
                    let unit = index.units[posting.unit]
                    if let categoryIndex, unit.categoryIndex != categoryIndex { continue }
                    if let kind = filter.kind, unit.kind != kind { continue }
                    let value = Int((weight * Double(posting.score)).rounded(.down))
                    if value > best[posting.unit] ?? 0 { best[posting.unit] = value }
                    if posting.isInTitle { inTitle.insert(posting.unit) }
                }
            }
            for (unit, value) in best {
                totals[unit, default: 0] += value
                matchedTokens[unit, default: 0] += 1
            }
            for unit in inTitle { titleTokens[unit, default: 0] += 1 }
        }
        // A page whose title holds every word asked for is what the query names: double it.
        for (unit, count) in titleTokens where count == tokens.count {
            if let total = totals[unit] { totals[unit] = total * 2 }   // absent when every match rounded to 0
        }
        let all = totals.filter { matchedTokens[$0.key] == tokens.count }
        let chosen = all.isEmpty ? totals : all
        let ranked = chosen.map { Result(unit: $0.key, score: $0.value) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.unit < $1.unit }
        return Array(ranked.prefix(limit))
    }

    /// The index files a browser loads to answer `query` and show `results`: the meta file, the
    /// term shards of the query's tokens (prefix and typo candidates share the token's first two
    /// characters, hence its shard) and the docs files holding the results.
    public func filesNeeded(for query: String, results: [Result], shardCount: Int? = nil) -> [String] {
        let shards = shardCount ?? SearchIndexFiles.shardCount(for: index)
        let termFiles = Self.shards(for: query, count: shards).map { "terms-\($0).js" }
        let docFiles = Set(results.map { $0.unit / SearchIndexFiles.docsPerFile }).sorted().map { "docs-\($0).js" }
        return ["meta.js"] + termFiles + docFiles
    }

    /// The term shards a query reads: each token's, and for prefix tokens that of the typed form.
    public static func shards(for query: String, count: Int) -> [Int] {
        let tokens = queryTokens(query)
        return Set(tokens.map { SearchIndexFiles.shard(of: $0.text, count: count) })
            .union(tokens.filter(\.isPrefix).map { SearchIndexFiles.shard(of: $0.typed, count: count) })
            .sorted()
    }

    struct QueryToken: Equatable {
        /// Normalised and stemmed, as the index stores terms.
        var text: String
        /// Normalised only: what prefix matching extends (`headings` must not grow into `header`).
        var typed: String
        var isPrefix: Bool
    }

    /// The query's tokens, first occurrence kept; those of the last raw word are prefix tokens
    /// unless the query ends in whitespace.
    static func queryTokens(_ query: String) -> [QueryToken] {
        let words = SearchTokenizer.rawWords(query)
        let endsOpen = !(query.unicodeScalars.last?.properties.isWhitespace ?? true)
        var seen: Set<String> = []
        var tokens: [QueryToken] = []
        for (index, word) in words.enumerated() {
            let isPrefix = endsOpen && index == words.count - 1
            for typed in SearchTokenizer.normalisedForms(ofRawWord: word) {
                let text = Stemmer.stem(typed)
                if seen.insert(text).inserted { tokens.append(QueryToken(text: text, typed: typed, isPrefix: isPrefix)) }
            }
        }
        return tokens
    }

    /// Candidate terms with their weights: exact 1.0, prefix 0.7, one typo 0.5.
    func candidates(for query: QueryToken) -> [(String, Double)] {
        let token = query.text
        var weights: [String: Double] = [:]
        if index.postings[token] != nil { weights[token] = 1.0 }
        let length = token.unicodeScalars.count
        if query.isPrefix, query.typed.unicodeScalars.count >= 2 {
            for term in terms(withPrefix: query.typed) where weights[term] == nil { weights[term] = 0.7 }
        }
        if length >= 5 {
            let head = String(String.UnicodeScalarView(token.unicodeScalars.prefix(2)))
            for term in terms(withPrefix: head) where weights[term] == nil && term.unicodeScalars.count >= 5 {
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
