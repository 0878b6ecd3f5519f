import Foundation

/// Watch mode's search files from one save to the next. A save changes one page, so most files
/// are made from the same inputs as at the save before, and those keep the text they had:
/// - a docs file, when its pages and their units are the same;
/// - a term shard, when the shard count, every unit's category and kind (its postings' facets)
///   and the shard's terms with their postings are the same;
/// - a lexicon file (`words-K.js`, small), never: it is made again at every save. Scores are whole numbers, so an
///   edit inside one unit leaves most of them as they were.
///
/// Making every file's text again at each save would be a large part of it for a big site. An
/// edit that adds or removes a unit moves the units after it, and the files of its page's group
/// and of any group whose pages it moves are made again.
struct SearchFilesReuse {
    /// Each docs file's units (a slice of the last index's), their pages' sizes, and its text.
    private var docs: [(units: ArraySlice<SearchIndex.Unit>, pageSizes: [Int], text: String)] = []
    private var shards: [(terms: [String], postings: [[SearchIndex.Posting]], text: String)] = []
    /// How many lexicon files the last index had.
    private var wordFiles = 0
    /// Each unit's category and kind, as its postings' facets have them.
    private var unitFacets: [Int] = []

    /// The paths of the files the last `files(for:)` gave, none before the first.
    var paths: [String] {
        guard !shards.isEmpty || !docs.isEmpty else { return [] }
        return [SearchIndexFiles.metaPath] + shards.indices.map(SearchIndexFiles.shardPath) + (0..<wordFiles).map(SearchIndexFiles.wordsPath)
            + docs.indices.map(SearchIndexFiles.docsPath)
    }

    struct Made {
        /// Every search file: path and text.
        var files: [(path: String, text: String)]
        var docsMade: Int
        var shardsMade: Int
    }

    /// The search files of `index`, their texts made on all cores where they are not kept.
    mutating func files(for index: SearchIndex) -> Made {
        let writer = SearchIndexFiles()
        let facets = SearchIndexFiles.unitFacets(of: index)
        let entries = SearchIndexFiles.shardEntries(of: index)
        let terms = entries.map { $0.map(\.term) }
        let postings = entries.map { $0.map(\.postings) }
        let lexicon = SearchIndexFiles.lexiconEntries(of: index)
        let shardsStand = facets == unitFacets && terms.count == shards.count
        let shardsToMake = terms.indices.filter { number in
            !shardsStand || shards[number].terms != terms[number] || shards[number].postings != postings[number]
        }
        let groups = SearchIndexFiles.docsGroups(of: index)
        let docsToMake = groups.indices.filter {
            $0 >= docs.count || docs[$0].pageSizes != groups[$0].pageSizes || !Self.same(docs[$0].units, groups[$0].units)
        }

        // The meta file first, then the shards and docs files to make, in that order.
        let toMake = [writer.metaFile(index, shards: terms.count)]
            + shardsToMake.map { writer.shardFile(number: $0, entries: entries[$0], facets: facets) }
            + docsToMake.map { SearchIndexFiles.docsFile(number: $0, group: groups[$0], tabs: index.tabs) }
        var unused = Diagnostics()
        let texts = ParallelMap.map(toMake, into: &unused) { file, _ in file.contents }
        let shardTexts = Self.merged(shards.map(\.text), count: terms.count, made: shardsToMake, texts: texts.dropFirst())
        let docsTexts = Self.merged(docs.map(\.text), count: groups.count, made: docsToMake, texts: texts.dropFirst(1 + shardsToMake.count))

        // The last save's lists and units are let go on another core: freeing them is slow,
        // and on the way to the browser's reload.
        let previous = (shards, docs)
        shards = terms.indices.map { (terms[$0], postings[$0], shardTexts[$0]) }
        docs = groups.indices.map { (groups[$0].units, groups[$0].pageSizes, docsTexts[$0]) }
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(previous) {} }
        unitFacets = facets
        wordFiles = lexicon.count
        let files = [(path: toMake[0].path, text: texts[0])]
            + shards.indices.map { (path: SearchIndexFiles.shardPath($0), text: shards[$0].text) }
            + lexicon.indices.map { (path: SearchIndexFiles.wordsPath($0), text: SearchIndexFiles.wordsFile(number: $0, entries: lexicon[$0]).contents) }
            + docs.indices.map { (path: SearchIndexFiles.docsPath($0), text: docs[$0].text) }
        return Made(files: files, docsMade: docsToMake.count, shardsMade: shardsToMake.count)
    }

    /// Compared through their buffers, which is faster than comparing the slices themselves.
    private static func same(_ old: ArraySlice<SearchIndex.Unit>, _ new: ArraySlice<SearchIndex.Unit>) -> Bool {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                old.count == new.count && old.indices.allSatisfy { old[$0] == new[$0] }
            }
        }
    }

    /// `count` texts: the ones made at the numbers in `made`, the kept ones elsewhere (every
    /// number past the kept ones is among those made).
    private static func merged(_ kept: [String], count: Int, made: [Int], texts: ArraySlice<String>) -> [String] {
        var merged = (0..<count).map { $0 < kept.count ? kept[$0] : "" }
        for (number, text) in zip(made, texts) { merged[number] = text }
        return merged
    }
}
