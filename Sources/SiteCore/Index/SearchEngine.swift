/// Answers queries from a `SearchIndex` with the ranking of `docs/search.md`, the same steps
/// `search.js` takes in the browser: the query's words become concepts (a thesaurus phrase and
/// its synonyms, or one word), each matched exactly, by prefix (the last word typed) or with
/// one typo; a unit's score is the sum of its concepts' scores scaled by how many of the
/// concepts it covers; results are pages, each with its best sections.
public struct SearchEngine: Sendable {
    public struct Filter: Sendable, Equatable {
        public var category: String?
        public var kind: SearchIndex.Kind?
        public init(category: String? = nil, kind: SearchIndex.Kind? = nil) {
            self.category = category
            self.kind = kind
        }
    }

    /// A unit and its score.
    public struct Result: Sendable, Equatable {
        public var unit: Int
        public var score: Int
    }

    /// A page: its number (in `SearchIndex.pageStarts`), its best unit's score and its best
    /// sections (at most `sectionsPerPage`), best first.
    public struct PageResult: Sendable, Equatable {
        public var page: Int
        public var score: Int
        public var sections: [Result]
    }

    /// How many of a page's sections a result shows beneath it.
    public static let sectionsPerPage = 3

    let index: SearchIndex
    /// Terms sorted, for prefix ranges.
    let terms: [String]

    public init(index: SearchIndex) {
        self.index = index
        self.terms = index.postings.keys.sorted()
    }

    /// The pages that match `query`, best first: at most `limit` of them, and how many match.
    public func searchPages(_ query: String, filter: Filter = Filter(), limit: Int = 20) -> (total: Int, pages: [PageResult]) {
        var pages: [PageResult] = []
        var position: [Int: Int] = [:]
        for result in search(query, filter: filter, limit: Int.max) {
            let page = index.page(ofUnit: result.unit)
            if let at = position[page] {
                if pages[at].sections.count < Self.sectionsPerPage { pages[at].sections.append(result) }
            } else {
                position[page] = pages.count
                pages.append(PageResult(page: page, score: result.score, sections: [result]))
            }
        }
        return (pages.count, Array(pages.prefix(limit)))
    }

    /// The units that match `query`, best first (ties: lower unit first), at most `limit`.
    public func search(_ query: String, filter: Filter = Filter(), limit: Int = 20) -> [Result] {
        let concepts = self.concepts(query)
        guard !concepts.isEmpty else { return [] }
        let categoryIndex = filter.category.map { index.categories.firstIndex(of: $0) ?? -1 }
        let allow = { (unit: Int) -> Bool in
            let unit = index.units[unit]
            return (categoryIndex == nil || unit.categoryIndex == categoryIndex) && (filter.kind == nil || unit.kind == filter.kind)
        }
        var sums: [Int: Int] = [:], covered: [Int: Int] = [:], titled: [Int: Int] = [:], onPage: [Int: Int] = [:]
        // A quarter of each concept's best value on a page, summed over the page's concepts
        // (`pageQuarters`) and over those the unit holds itself (`ownQuarters`).
        var pageQuarters: [Int: Int] = [:], ownQuarters: [Int: Int] = [:]
        for concept in concepts {
            let (values, inTitle) = match(concept, allow: allow)
            var best: [Int: Int] = [:]
            for (unit, value) in values where value > 0 {
                sums[unit, default: 0] += value
                covered[unit, default: 0] += 1
                best[index.page(ofUnit: unit)] = max(best[index.page(ofUnit: unit)] ?? 0, value)
            }
            for (page, value) in best {
                onPage[page, default: 0] += 1
                pageQuarters[page, default: 0] += value / 4
            }
            for (unit, value) in values where value > 0 { ownQuarters[unit, default: 0] += (best[index.page(ofUnit: unit)] ?? 0) / 4 }
            for unit in inTitle { titled[unit, default: 0] += 1 }
        }
        let count = concepts.count
        let ranked = sums.compactMap { unit, unitSum -> Result? in
            // A concept found only elsewhere on the unit's page adds a quarter of its best value
            // there, and counts half in the share of the query the unit covers: a reader's
            // question spreads over a page's sections. The more of the query the page title
            // holds, the more the query names the page: up to three times the sum when it holds
            // every concept. Then the share, squared, scales it.
            let page = index.page(ofUnit: unit)
            let sum = unitSum + (SearchParts.ranking ? (pageQuarters[page] ?? 0) - (ownQuarters[unit] ?? 0) : 0)
            let own = covered[unit] ?? 0
            let share = 2 * own + (SearchParts.ranking ? (onPage[page] ?? own) - own : 0)
            let score = sum * (count + 2 * (titled[unit] ?? 0)) * share * share / (4 * count * count * count)
            return score > 0 ? Result(unit: unit, score: score) : nil
        }
        .sorted { $0.score != $1.score ? $0.score > $1.score : $0.unit < $1.unit }
        return Array(ranked.prefix(limit))
    }

    /// One concept's value in each unit that `allow`s, and the units whose page title holds it:
    /// the best of its words as typed (their matches summed) and its synonyms (every term of
    /// one required, exact matches at `synonymWeight`).
    func match(_ concept: Concept, allow: (Int) -> Bool) -> (values: [Int: Int], inTitle: Set<Int>) {
        var values: [Int: Int] = [:]
        var titledTokens: [Int: Int] = [:]
        for token in concept.tokens {
            var best: [Int: Int] = [:]
            var inTitle: Set<Int> = []
            for (term, weight) in candidates(for: token) {
                for posting in index.postings[term] ?? [] where allow(posting.unit) {
                    let value = Int((weight * Double(posting.score)).rounded(.down))
                    if value > best[posting.unit] ?? 0 { best[posting.unit] = value }
                    if posting.isInTitle { inTitle.insert(posting.unit) }
                }
            }
            for (unit, value) in best { values[unit, default: 0] += value }
            for unit in inTitle { titledTokens[unit, default: 0] += 1 }
        }
        var titled = Set(titledTokens.filter { $0.value == concept.tokens.count }.keys)
        for phrase in concept.synonyms {
            let (phraseValues, phraseTitled) = match(synonym: phrase, allow: allow)
            for (unit, value) in phraseValues where value > values[unit] ?? 0 { values[unit] = value }
            titled.formUnion(phraseTitled)
        }
        return (values, titled)
    }

    /// A synonym's value in each unit holding every one of its terms, and the units whose page
    /// title holds them all.
    private func match(synonym phrase: [String], allow: (Int) -> Bool) -> (values: [Int: Int], inTitle: Set<Int>) {
        var sums: [Int: Int] = [:], found: [Int: Int] = [:], titled: [Int: Int] = [:]
        for term in phrase {
            for posting in index.postings[term] ?? [] where allow(posting.unit) {
                sums[posting.unit, default: 0] += Int((Self.synonymWeight * Double(posting.score)).rounded(.down))
                found[posting.unit, default: 0] += 1
                if posting.isInTitle { titled[posting.unit, default: 0] += 1 }
            }
        }
        let whole = found.filter { $0.value == phrase.count }.keys
        return (Dictionary(uniqueKeysWithValues: whole.map { ($0, sums[$0] ?? 0) }),
                Set(titled.filter { $0.value == phrase.count }.keys))
    }

    static let synonymWeight = 0.8

    /// The index files a browser loads to answer `query` and show `results`: the meta file, the
    /// term shards of the query's tokens and synonyms (prefix and typo candidates share the
    /// token's first two characters, hence its shard) and the docs files holding the results.
    /// `shardCount`, `wordShardCount`: a built site's, as its meta file says (`SearchIndexReader`).
    public func filesNeeded(for query: String, results: [Result], shardCount: Int? = nil, wordShardCount: Int? = nil) -> [String] {
        let count = shardCount ?? SearchIndexFiles.shardCount(for: index)
        let wordCount = wordShardCount ?? SearchIndexFiles.wordShardCount(for: index.lexicon)
        let termFiles = shards(for: query, count: count).map { "terms-\($0).js" }
            + lexiconShards(for: query, count: wordCount).map { "words-\($0).js" }
        let fileOfPage = SearchIndexFiles.docsFileOfPage(index)
        let docFiles = Set(results.map { fileOfPage[index.page(ofUnit: $0.unit)] }).sorted().map { "docs-\($0).js" }
        return ["meta.js"] + termFiles + docFiles
    }

    /// The term shards a query reads: each token's, for prefix tokens that of the typed form,
    /// each synonym term's, and, for a token no page uses, those of the terms the lexicon
    /// relates to it (known once the token's shard is read).
    public func shards(for query: String, count: Int) -> [Int] {
        shards(of: concepts(query), count: count)
    }

    /// The lexicon files a query reads: those of its tokens that are no term of the index (once
    /// their term shards are read).
    public func lexiconShards(for query: String, count: Int) -> [Int] {
        let tokens = concepts(query).flatMap(\.tokens).filter { index.postings[$0.text] == nil }
        return Set(tokens.map { SearchIndexFiles.shard(of: $0.text, count: count) }).sorted()
    }

    func shards(of concepts: [Concept], count: Int) -> [Int] {
        var shards: Set<Int> = []
        for concept in concepts {
            for token in concept.tokens {
                shards.insert(SearchIndexFiles.shard(of: token.text, count: count))
                if token.isPrefix { shards.insert(SearchIndexFiles.shard(of: token.typed, count: count)) }
                guard index.postings[token.text] == nil else { continue }
                for (term, _) in index.lexicon.related(to: token.text) { shards.insert(SearchIndexFiles.shard(of: term, count: count)) }
            }
            for term in concept.synonyms.joined() { shards.insert(SearchIndexFiles.shard(of: term, count: count)) }
        }
        return shards.sorted()
    }
}
