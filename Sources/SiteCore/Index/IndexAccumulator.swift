import Foundation

/// Index stage, a page at a time: takes each page's drafts as the page is parsed and keeps
/// only numbers of them (each term once, then four bytes per term of a unit, where the drafts
/// held every unit's terms as strings), so a build need not hold all pages' drafts until the
/// index is scored. `finish` scores them with BM25, as described on `IndexBuilder`.
public struct IndexAccumulator: Sendable {
    private var numbers: [String: Int32] = [:]
    private var termsByNumber: [String] = []
    private var units: [SearchIndex.Unit] = []
    private var unitCategories: [String] = []
    /// Unit `u`'s terms are `termNumbers[termStarts[u]..<termStarts[u + 1]]`, with their weights
    /// at the same places in `weights`.
    private var termStarts: [Int] = [0]
    private var termNumbers: [Int32] = []
    private var weights: [Int32] = []
    private var titleTermCounts: [Int32] = []
    private var lengths: [Int32] = []

    public init() {}

    /// Adds a page's drafts; pages come in source-path order (the order of the index's units).
    public mutating func add(_ drafts: [IndexBuilder.DraftUnit]) {
        for draft in drafts {
            units.append(draft.unit)
            unitCategories.append(draft.category)
            for term in draft.terms {
                if let number = numbers[term] {
                    termNumbers.append(number)
                } else {
                    let number = Int32(termsByNumber.count)
                    numbers[term] = number
                    termsByNumber.append(term)
                    termNumbers.append(number)
                }
            }
            weights.append(contentsOf: draft.weights)
            termStarts.append(termNumbers.count)
            titleTermCounts.append(Int32(draft.titleTermCount))
            lengths.append(Int32(draft.length))
        }
    }

    /// The index of every page added: units in the order added, categories sorted, and per term
    /// the BM25 scores of the units it occurs in, at most `IndexBuilder.postingsPerTerm` of them.
    public consuming func finish() -> SearchIndex {
        let categories = Array(Set(unitCategories)).sorted()
        let categoryIndex = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($1, $0) })
        for unit in units.indices { units[unit].categoryIndex = categoryIndex[unitCategories[unit]] ?? 0 }
        unitCategories = []
        numbers = [:]
        return SearchIndex(units: units, categories: categories, postings: scored())
    }

    /// Each term's postings, laid out one term after another in a single array: a unit's terms
    /// are distinct, so a term's number of postings is the number of units it occurs in.
    private mutating func scored() -> [String: [SearchIndex.Posting]] {
        let unitCount = units.count
        let average = max(Double(lengths.reduce(0) { $0 + Int($1) }) / Double(max(unitCount, 1)), 1)
        var documentFrequency = [Int](repeating: 0, count: termsByNumber.count)
        for number in termNumbers { documentFrequency[Int(number)] += 1 }
        let count = Double(unitCount)
        let idf = documentFrequency.map { df in log(1 + (count - Double(df) + 0.5) / (Double(df) + 0.5)) }
        var next = [Int](repeating: 0, count: termsByNumber.count + 1)
        for number in documentFrequency.indices { next[number + 1] = next[number] + documentFrequency[number] }
        let starts = next
        // Eight bytes a posting while every posting is held, a third of `SearchIndex.Posting`'s.
        var postings = [PackedPosting](repeating: PackedPosting(unit: 0, scoreAndTitle: 0), count: termNumbers.count)
        for unit in 0..<unitCount {
            let norm = 1.2 * (0.25 + 0.75 * Double(lengths[unit]) / average)
            for index in termStarts[unit]..<termStarts[unit + 1] {
                let number = Int(termNumbers[index])
                let weighted = Double(weights[index])
                let value = idf[number] * weighted * 2.2 / (weighted + norm)
                let isInTitle = index - termStarts[unit] < Int(titleTermCounts[unit])
                postings[next[number]] = PackedPosting(unit: Int32(unit), scoreAndTitle: Int32((1000 * value).rounded()) << 1 | (isInTitle ? 1 : 0))
                next[number] += 1
            }
        }
        termNumbers = []
        weights = []
        var byTerm: [String: [SearchIndex.Posting]] = [:]
        byTerm.reserveCapacity(termsByNumber.count)
        for (number, term) in termsByNumber.enumerated() {
            let list = postings[starts[number]..<starts[number + 1]].map(\.posting)
            byTerm[term] = list.count > IndexBuilder.postingsPerTerm
                ? IndexBuilder.highestScoring(list, keeping: IndexBuilder.postingsPerTerm) : list
        }
        return byTerm
    }
}

/// A posting while the index is scored: its score (BM25 × 1000, never negative) shifted left
/// by one, with the title flag in the freed bit.
private struct PackedPosting {
    var unit: Int32
    var scoreAndTitle: Int32

    var posting: SearchIndex.Posting {
        SearchIndex.Posting(unit: Int(unit), score: Int(scoreAndTitle >> 1), isInTitle: scoreAndTitle & 1 == 1)
    }
}
