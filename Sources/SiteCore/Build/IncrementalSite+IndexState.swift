import Foundation

extension IncrementalSite {
    /// Watch mode's index between saves: each page's drafts, packed once in the session's term
    /// numbers (`TermNumbering`), and the postings' storage of the last scoring (`SpareBlocks`).
    struct IndexState {
        private var packedDrafts: [String: PackedDrafts] = [:]
        private var termNumbering = TermNumbering()
        private var draftedURLs = PageURLs.folder
        private let spareBlocks = SpareBlocks()

        /// Drafts the changed pages, and on the first build every page, on all cores, each core
        /// reusing a word cache as the page pass's do. Each page's drafts are packed once into the
        /// session's term numbers, and every save scores the packed pages as they are, rather
        /// than packing every pair again (docs/performance.md).
        mutating func scored(_ pages: [CriteriaPage], changed: [String], pageURLs: PageURLs) -> SearchIndex {
            // The units' addresses follow `page-urls:`: a change there drafts every page again.
            if pageURLs != draftedURLs { packedDrafts = [:] }
            draftedURLs = pageURLs
            for path in changed { packedDrafts[path] = nil }
            let missing = pages.filter { packedDrafts[$0.sourcePath] == nil }
            let drafted = ParallelMap.map(missing, reusing: WordCache.init) { page, words in
                IndexBuilder(pageURLs: pageURLs).drafts(of: page, cache: &words)
            }
            for (page, pageDrafts) in zip(missing, drafted) { packedDrafts[page.sourcePath] = termNumbering.pack(pageDrafts) }
            var accumulator = IndexAccumulator(numbering: termNumbering, spareBlocks: spareBlocks)
            accumulator.add(contentsOf: pages.map { packedDrafts[$0.sourcePath] ?? PackedDrafts() })
            // Consumed, not copied: a copy shares the units, and finishing then copies them all
            // (five strings retained each) to make them its own.
            return (consume accumulator).finish()
        }
    }
}
