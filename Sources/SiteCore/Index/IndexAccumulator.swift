import Foundation

/// Index stage, a page at a time: takes each page's drafts as the page is parsed and keeps
/// only numbers of them: each term once, then eight bytes per term of a unit (`Pair`), where the
/// drafts held every unit's terms as strings. A build need not hold all pages' drafts until the
/// index is scored. `finish` scores them with BM25, as described on `IndexBuilder`.
public struct IndexAccumulator: Sendable {
    private var numbers: [String: Int32] = [:]
    private var termsByNumber: [String] = []
    /// The units not yet in a docs file (`takeDocsFiles`), from unit `unitsInDocs` on.
    private var pendingUnits: [SearchIndex.Unit] = []
    private var unitsInDocs = 0
    /// Every unit's kind and category (numbered on first sight), which its postings' facets need.
    private var kinds: [SearchIndex.Kind] = []
    private var categoryNumbers: [String: Int] = [:]
    private var unitCategories: [Int32] = []
    private var lengths: [Int32] = []
    /// Every term of every unit, in unit order, in chunks of `pairsPerChunk`: one array would
    /// hold up to twice its pairs as it grows, and twice that while it is copied to grow.
    private var chunks: [[Pair]] = []
    /// The chunk being filled, apart from the full ones: reaching it through `chunks` for each
    /// pair copied it out to look at its count and checked it was unique to append to it.
    private var filling: [Pair] = []
    static let pairsPerChunk = 1 << 18
    /// The translation of the vocabulary of the drafts last added, and those of other
    /// vocabularies still in use: a build's cores each draft with their own (`WordCache`), and
    /// consecutive pages may come from any of them.
    private var translation = Translation(vocabulary: nil)
    /// Least recently used first; at most `translationsKept`. Watch mode drafts each saved page
    /// with a vocabulary of its own, beside its first build's one per core, and once drafted
    /// each page with its own: keeping every one (and sweeping them all for freed lists at each
    /// new one) made a 10,000-page rebuild quadratic.
    private var otherTranslations: [Translation] = []
    private static let translationsKept = max(8, ProcessInfo.processInfo.activeProcessorCount)

    /// A vocabulary's term numbers → the index's numbers, -1 where not looked up yet. The list is
    /// held weakly, so that a translation goes with its list: a new list made where a freed one
    /// was finds an entry whose list is nil, not a translation of other terms.
    private struct Translation {
        weak var vocabulary: TermList?
        var numbers: [Int32] = []
    }

    public init() {}

    /// Adds a page's drafts; pages come in source-path order (the order of the index's units).
    public mutating func add(_ drafts: [IndexBuilder.DraftUnit]) {
        for draft in drafts {
            let unit = kinds.count
            pendingUnits.append(draft.unit)
            kinds.append(draft.unit.kind)
            let category = categoryNumbers[draft.category] ?? categoryNumbers.count
            categoryNumbers[draft.category] = category
            unitCategories.append(Int32(category))
            lengths.append(Int32(clamping: draft.length))
            if draft.vocabulary !== translation.vocabulary { switchTranslation(to: draft.vocabulary) }
            for (index, local) in draft.termNumbers.enumerated() {
                let number = self.number(ofTerm: Int(local), in: draft.vocabulary)
                if filling.count == Self.pairsPerChunk || filling.capacity == 0 {
                    if !filling.isEmpty { chunks.append(filling) }
                    filling = []
                    filling.reserveCapacity(Self.pairsPerChunk)
                }
                filling.append(Pair(term: Int(number), unit: unit, isInTitle: index < draft.titleTermCount,
                                                     weight: Int(draft.weights[index])))
            }
        }
    }

    /// Makes `vocabulary`'s translation the current one, setting the current one aside for when
    /// its drafts come again; translations of lists freed since, and the least recently used
    /// beyond `translationsKept`, are dropped.
    private mutating func switchTranslation(to vocabulary: TermList) {
        if translation.vocabulary != nil {
            otherTranslations.removeAll { $0.vocabulary == nil }
            otherTranslations.append(translation)
            if otherTranslations.count > Self.translationsKept { otherTranslations.removeFirst() }
        }
        if let kept = otherTranslations.lastIndex(where: { $0.vocabulary === vocabulary }) {
            translation = otherTranslations.remove(at: kept)
        } else {
            translation = Translation(vocabulary: vocabulary)
        }
    }

    /// The index's number of a term of the current vocabulary: its text is looked up once per
    /// vocabulary (a core's pages in a batch), not once per unit it is in.
    private mutating func number(ofTerm local: Int, in vocabulary: TermList) -> Int32 {
        if local >= translation.numbers.count {
            translation.numbers += repeatElement(-1, count: vocabulary.count - translation.numbers.count)
        }
        if translation.numbers[local] >= 0 { return translation.numbers[local] }
        let term = vocabulary[local]
        let number: Int32
        if let known = numbers[term] {
            number = known
        } else {
            number = Int32(termsByNumber.count)
            numbers[term] = number
            termsByNumber.append(term)
        }
        translation.numbers[local] = number
        return number
    }

    /// The docs files (`SearchIndexFiles.docsFile`) of the units added since the last call, whole
    /// files only unless `all`. A unit's texts are then needed no more, and let go: the
    /// excerpts are the larger part of the index (47 MB at 10,000 pages).
    public mutating func takeDocsFiles(all: Bool = false) -> [OutputFile] {
        var files: [OutputFile] = []
        let size = SearchIndexFiles.docsPerFile
        while pendingUnits.count >= size || (all && !pendingUnits.isEmpty) {
            let count = min(size, pendingUnits.count)
            files.append(SearchIndexFiles.docsFile(number: unitsInDocs / size, units: Array(pendingUnits.prefix(count))))
            pendingUnits.removeFirst(count)
            unitsInDocs += count
        }
        return files
    }

    /// The index of every page added: units in the order added (with empty texts where
    /// `takeDocsFiles` took them), categories sorted, and per term the BM25 scores of the units
    /// it occurs in, at most `IndexBuilder.postingsPerTerm` of them.
    public consuming func finish() -> SearchIndex {
        let categories = categoryNumbers.keys.sorted()
        var sortedIndex = [Int](repeating: 0, count: categories.count)
        for (index, name) in categories.enumerated() { sortedIndex[categoryNumbers[name]!] = index }
        // Watch mode takes no docs files, and then the pending units are all the units: they are
        // taken as they are rather than copied one by one (each copy retains five strings).
        var units: [SearchIndex.Unit] = []
        if unitsInDocs == 0 { swap(&units, &pendingUnits) }
        units.reserveCapacity(kinds.count)
        for unit in 0..<unitsInDocs {
            units.append(SearchIndex.Unit(page: "", tab: "", heading: "", url: "", categoryIndex: 0, kind: kinds[unit], text: ""))
        }
        units += pendingUnits
        pendingUnits = []
        for unit in units.indices { units[unit].categoryIndex = sortedIndex[Int(unitCategories[unit])] }
        numbers = [:]
        translation = Translation(vocabulary: nil)
        otherTranslations = []
        return SearchIndex(units: units, categories: categories, postings: scored())
    }

    /// Each term's postings, scored chunk by chunk as each chunk is let go. A common term keeps
    /// at most twice `IndexBuilder.postingsPerTerm` postings at a time, cut back to the best
    /// ones whenever it has that many: the best of all are the best of the best of each part, as
    /// (score, then lower unit) orders every posting. So scoring holds about the postings the
    /// index keeps (1.4 million at 10,000 pages), not one per pair (7 million).
    ///
    /// Once a term's list has been cut, a posting scoring no more than the lowest it kept is
    /// not even appended: at least `keep` postings beat it, since its unit comes after theirs
    /// and so it loses a tie too. Appending them and cutting them again was a fifth of scoring
    /// in a watch session at 10,000 pages.
    private mutating func scored() -> [String: [SearchIndex.Posting]] {
        if !filling.isEmpty { chunks.append(filling) }
        filling = []
        let unitCount = kinds.count
        let average = max(Double(lengths.reduce(0) { $0 + Int($1) }) / Double(max(unitCount, 1)), 1)
        let count = Double(unitCount)
        let keep = IndexBuilder.postingsPerTerm
        var documentFrequency = [Int](repeating: 0, count: termsByNumber.count)
        for chunk in chunks { for pair in chunk { documentFrequency[pair.term] += 1 } }
        let idf = documentFrequency.map { df in log(1 + (count - Double(df) + 0.5) / (Double(df) + 0.5)) }
        var lists = documentFrequency.map { df in
            var list: [SearchIndex.Posting] = []
            list.reserveCapacity(min(df, 2 * keep))
            return list
        }
        var floors = [Int](repeating: .min, count: termsByNumber.count)
        while !chunks.isEmpty {
            for pair in chunks.removeFirst() {
                let norm = 1.2 * (0.25 + 0.75 * Double(lengths[pair.unit]) / average)
                let weighted = Double(pair.weight)
                let score = Int((1000 * idf[pair.term] * weighted * 2.2 / (weighted + norm)).rounded())
                guard score > floors[pair.term] else { continue }
                lists[pair.term].append(SearchIndex.Posting(unit: pair.unit, score: score, isInTitle: pair.isInTitle))
                if lists[pair.term].count == 2 * keep {
                    lists[pair.term] = IndexBuilder.highestScoring(lists[pair.term], keeping: keep)
                    floors[pair.term] = lists[pair.term].reduce(Int.max) { min($0, $1.score) }
                }
            }
        }
        var byTerm: [String: [SearchIndex.Posting]] = [:]
        byTerm.reserveCapacity(termsByNumber.count)
        for (term, text) in termsByNumber.enumerated() {
            byTerm[text] = lists[term].count > keep ? IndexBuilder.highestScoring(lists[term], keeping: keep) : lists[term]
            lists[term] = []
        }
        return byTerm
    }
}

/// One term of one unit in 64 bits: term number (23 bits), unit (24 bits), title flag, weight
/// (16 bits; more than 65,535 occurrences in one unit count as 65,535).
private struct Pair {
    let bits: UInt64

    static let maxTerms = 1 << 23, maxUnits = 1 << 24

    init(term: Int, unit: Int, isInTitle: Bool, weight: Int) {
        precondition(term < Self.maxTerms && unit < Self.maxUnits, "the search index holds at most 8 million terms and 16 million units")
        bits = UInt64(term) << 41 | UInt64(unit) << 17 | (isInTitle ? 1 << 16 : 0) | UInt64(min(max(weight, 0), 0xFFFF))
    }

    var term: Int { Int(bits >> 41) }
    var unit: Int { Int(bits >> 17 & 0xFF_FFFF) }
    var isInTitle: Bool { bits >> 16 & 1 == 1 }
    var weight: Int { Int(bits & 0xFFFF) }
}
