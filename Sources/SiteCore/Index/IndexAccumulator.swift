import Foundation

/// Index stage, a page at a time: takes each page's drafts as the page is parsed and keeps
/// only numbers of them (`PackedDrafts`): each term once, then eight bytes per term of a unit,
/// where the drafts held every unit's terms as strings. A build need not hold all pages' drafts
/// until the index is scored. `finish` scores them with BM25, as described on `IndexBuilder`.
public struct IndexAccumulator: Sendable {
    private var numbering: TermNumbering
    /// The units not yet in a docs file (`takeDocsFiles`): from unit `unitsInDocs` on, those of
    /// the pages from `pagesInDocs` on in `pageStarts`.
    private var pendingUnits: [SearchIndex.Unit] = []
    private var unitsInDocs = 0
    private var pagesInDocs = 0
    private var docsFilesTaken = 0
    /// Every unit's kind and category (numbered on first sight), which its postings' facets need.
    private var kinds: [SearchIndex.Kind] = []
    private var categoryNumbers: [String: Int] = [:]
    private var unitCategories: [Int32] = []
    private var lengths: [Int32] = []
    /// Every page's pairs and the number of its first unit. Pages packed for watch mode are
    /// shared, not copied: a save scores them as they were packed.
    private var pages: [(pairs: [Pair], firstUnit: Int)] = []
    /// Where scoring takes its postings' storage from and leaves it (watch mode); nil: allocated.
    private let spareBlocks: SpareBlocks?
    /// The first unit of every page that has units; per category, its pages with units and on
    /// how many of them each heading is.
    private var pageStarts: [Int] = []
    private var categoryPages: [String: Int] = [:]
    private var headingPages: [String: [String: Int]] = [:]

    public init() {
        numbering = TermNumbering()
        spareBlocks = nil
    }

    /// For pages packed beforehand (watch mode): `numbering` must be the one they were packed
    /// with, or one it has grown into; numbers only ever get added. `spareBlocks`: the last
    /// save's storage for postings (`PostingRegions`).
    init(numbering: TermNumbering, spareBlocks: SpareBlocks? = nil) {
        self.numbering = numbering
        self.spareBlocks = spareBlocks
    }

    /// Adds a page's drafts; pages come in source-path order (the order of the index's units).
    public mutating func add(_ drafts: [IndexBuilder.DraftUnit]) {
        add(numbering.pack(drafts))
    }

    /// Adds pages packed with this accumulator's numbering, room made for all of them first:
    /// watch mode adds every page at each save, and growing the lists page by page copied
    /// them again at each doubling, into fresh memory the system had to clear.
    mutating func add(contentsOf packed: [PackedDrafts]) {
        let units = packed.reduce(0) { $0 + $1.units.count }
        pendingUnits.reserveCapacity(pendingUnits.count + units)
        kinds.reserveCapacity(kinds.count + units)
        unitCategories.reserveCapacity(unitCategories.count + units)
        lengths.reserveCapacity(lengths.count + units)
        pages.reserveCapacity(pages.count + packed.count)
        for page in packed { add(page) }
    }

    /// Adds a page packed with this accumulator's numbering.
    mutating func add(_ page: PackedDrafts) {
        let firstUnit = kinds.count
        precondition(firstUnit + page.units.count <= Pair.maxUnits, "the search index holds at most 16 million units")
        assert(page.pairs.allSatisfy { $0.term < numbering.terms.count }, "a page packed with another numbering")
        pendingUnits += page.units
        kinds += page.units.map(\.kind)
        // A category is the index's only when it has a unit (a page may have none).
        if !page.units.isEmpty {
            unitCategories += repeatElement(Int32(number(ofCategory: page.category)), count: page.units.count)
        }
        lengths += page.lengths
        pages.append((page.pairs, firstUnit))
        guard !page.units.isEmpty else { return }
        pageStarts.append(firstUnit)
        categoryPages[page.category, default: 0] += 1
        for heading in Set(page.units.map(\.heading)) where !heading.isEmpty { headingPages[page.category, default: [:]][heading, default: 0] += 1 }
    }

    private mutating func number(ofCategory name: String) -> Int {
        if let known = categoryNumbers[name] { return known }
        categoryNumbers[name] = categoryNumbers.count
        return categoryNumbers.count - 1
    }

    /// The docs files (`SearchIndexFiles.docsFile`) of the pages added since the last call,
    /// files no later page can join only, unless `all`. A unit's texts are then needed no
    /// more, and let go: the excerpts are the larger part of the index. They are laid out as a
    /// new index's files are (its `docsUnits` and `tabs`), which is what `finish` returns.
    public mutating func takeDocsFiles(all: Bool = false) -> [OutputFile] {
        let pendingPageSizes = SearchIndexFiles.pageSizes(pageStarts[pagesInDocs...], units: kinds.count)
        var groups = SearchIndexFiles.docsPages(pendingPageSizes)
        // The last group may take the next page yet.
        if !all, !groups.isEmpty { groups.removeLast() }
        guard let taken = groups.last?.upperBound else { return [] }
        var files: [OutputFile] = [], start = 0
        for pages in groups {
            let sizes = Array(pendingPageSizes[pages])
            let count = sizes.reduce(0, +)
            // A copy: a slice would keep all of the pending units until the file is written.
            let group = SearchIndexFiles.DocsGroup(units: Array(pendingUnits[start..<start + count])[...], pageSizes: sizes)
            files.append(SearchIndexFiles.docsFile(number: docsFilesTaken, group: group, tabs: SearchIndexFiles.tabs))
            docsFilesTaken += 1
            start += count
        }
        pendingUnits.removeFirst(start)
        pagesInDocs += taken
        unitsInDocs += start
        return files
    }

    /// The index of every page added: units in the order added (with empty texts where
    /// `takeDocsFiles` took them), categories sorted, and per term the BM25 scores of the units
    /// it occurs in, at most `IndexBuilder.postingsPerTerm` of them.
    public consuming func finish() -> SearchIndex {
        let numbered = categoryNumbers.sorted { $0.key < $1.key }
        let categories = numbered.map(\.key)
        var sortedIndex = [Int](repeating: 0, count: categories.count)
        for (index, category) in numbered.enumerated() { sortedIndex[category.value] = index }
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
        var index = SearchIndex(units: units, categories: categories, postings: scored())
        index.pageStarts = pageStarts
        var shared: Set<String> = []
        for (category, headings) in headingPages {
            let most = SearchIndex.sharedHeadingShare * Double(categoryPages[category] ?? 0)
            shared.formUnion(headings.filter { Double($0.value) > most && $0.value >= SearchIndex.sharedHeadingPages }.keys)
        }
        index.sharedHeadings = shared.sorted()
        return index
    }

    /// Each term's postings, scored page by page as each page's pairs are let go. A common term
    /// keeps at most twice `IndexBuilder.postingsPerTerm` postings at a time, cut back to the
    /// best ones whenever it has that many: the best of all are the best of the best of each
    /// part, as (score, then lower unit) orders every posting. So scoring holds about the
    /// postings the index keeps, not one per pair (several times as many).
    ///
    /// Once a term's list has been cut, a posting scoring no more than the lowest it kept is
    /// not even appended: at least `keep` postings beat it, since its unit comes after theirs
    /// and so it loses a tie too, so it need not be appended and cut again.
    ///
    /// The pairs come in unit order, their terms in no order, so each pair reads and writes
    /// memory far from the last one's. So what a pair needs of its term is in one slot
    /// (`TermSlot`), and its postings are written into a region as long as the term's list may
    /// grow (`PostingRegions`): with a list of postings per term, a pair touched its term's
    /// entry in four arrays and its list's storage, and checked that list for sharing.
    ///
    /// A numbering kept through a watch session has terms no page has any more; they get no
    /// postings list.
    private mutating func scored() -> [String: [SearchIndex.Posting]] {
        let terms = numbering.terms
        numbering = TermNumbering()
        let unitCount = kinds.count
        let average = max(Double(lengths.reduce(0) { $0 + Int($1) }) / Double(max(unitCount, 1)), 1)
        let count = Double(unitCount)
        let keep = IndexBuilder.postingsPerTerm
        var documentFrequency = [Int](repeating: 0, count: terms.count)
        for page in pages { for pair in page.pairs { documentFrequency[pair.term] += 1 } }
        // Per term 1000 × idf and per unit BM25's length norm, worked out once rather than for
        // each of 7 million pairs (the norm divides); the score's operations keep their order,
        // so its rounding is the same.
        let regions = PostingRegions(lengths: documentFrequency.map { min($0, 2 * keep) }, reusing: spareBlocks)
        var slots = zip(documentFrequency, regions.starts).map { df, start in
            TermSlot(scaledIDF: 1000 * log(1 + (count - Double(df) + 0.5) / (Double(df) + 0.5)), start: start)
        }
        let norms = lengths.map { 1.2 * (0.25 + 0.75 * Double($0) / average) }
        slots.withUnsafeMutableBufferPointer { slots in
            for number in pages.indices {
                let (pairs, firstUnit) = pages[number]
                pages[number].pairs = []
                for pair in pairs {
                    let unit = firstUnit + pair.unit
                    let weighted = Double(pair.weight)
                    let slot = slots[pair.term]
                    let score = IndexBuilder.rounded(slot.scaledIDF * weighted * 2.2 / (weighted + norms[unit]))
                    guard score > slot.floor else { continue }
                    slot.start[slot.count] = SearchIndex.Posting(unit: unit, score: score, isInTitle: pair.isInTitle)
                    slots[pair.term].count += 1
                    if slot.count + 1 == 2 * keep {
                        let region = UnsafeMutableBufferPointer(start: slot.start, count: 2 * keep)
                        let kept = IndexBuilder.keepHighestScoring(region, keeping: keep)
                        slots[pair.term].count = kept
                        slots[pair.term].floor = region.prefix(kept).reduce(Int.max) { min($0, $1.score) }
                    }
                }
            }
        }
        pages = []
        var byTerm: [String: [SearchIndex.Posting]] = [:]
        byTerm.reserveCapacity(terms.count)
        regions.forEachList(counts: { slots[$0].count }) { term, postings in
            guard documentFrequency[term] > 0 else { return }
            let list = Array(postings)
            byTerm[terms[term]] = list.count > keep ? IndexBuilder.highestScoring(list, keeping: keep) : list
        }
        return byTerm
    }
}

/// What scoring a pair needs of its term, side by side: its idf, the lowest score it kept at
/// its last cut, and its region of the postings (`PostingRegions`) with the count written.
private struct TermSlot {
    let scaledIDF: Double
    /// Postings scoring no more than this are not appended (`Int.min` until the first cut).
    var floor = Int.min
    let start: UnsafeMutablePointer<SearchIndex.Posting>
    var count = 0
}
