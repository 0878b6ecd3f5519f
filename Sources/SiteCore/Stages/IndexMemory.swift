/// A preview's index between runs: each page's drafts, packed once in the session's term
/// numbers (`TermNumbering`), and the postings' storage of the last scoring (`SpareBlocks`).
/// Every run scores the packed pages as they are, rather than packing every pair again
/// (docs/performance.md).
struct IndexMemory {
    private var packed: [String: PackedDrafts] = [:]
    private var numbering = TermNumbering()
    /// Where pages' files were when the drafts were made: the units' addresses follow it.
    private(set) var draftedURLs: PageURLs?
    private let spareBlocks = SpareBlocks()

    /// Forgets every page's drafts when the pages' addresses change.
    mutating func draft(for pageURLs: PageURLs) {
        if pageURLs != draftedURLs { packed = [:] }
        draftedURLs = pageURLs
    }

    mutating func keep(_ drafts: [IndexBuilder.DraftUnit], of path: String) {
        packed[path] = numbering.pack(drafts)
    }

    func holds(_ path: String) -> Bool { packed[path] != nil }

    mutating func forget(_ path: String) {
        packed[path] = nil
    }

    /// The pages at `paths`, in that order, for the finish stage to score. The finish stage
    /// consumes it rather than copying it: a copy shares the units, and finishing then copies
    /// them all (five strings retained each) to make them its own.
    func accumulator(_ paths: [String]) -> IndexAccumulator {
        var accumulator = IndexAccumulator(numbering: numbering, spareBlocks: spareBlocks)
        accumulator.add(contentsOf: paths.map { packed[$0] ?? PackedDrafts() })
        return accumulator
    }
}
