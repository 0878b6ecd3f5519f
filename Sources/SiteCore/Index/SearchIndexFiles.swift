import Foundation

/// Index stage, part two: `SearchIndex` → the classic-script files under `search/`.
///
/// Browsers refuse `fetch()` from `file://`, so each file is a script that hands its data to
/// `window.CriteriaSearch`. Terms are split into shards by their first two characters, and pages'
/// unit texts into docs files of whole pages, so a query loads only what it needs. Output is
/// sorted and deterministic.
public struct SearchIndexFiles: Sendable {
    public static let folder = "search"
    /// A docs file holds whole pages, as many as fit in this many units (a larger page has a
    /// file of its own). A result needs one file and a query shows many pages, so small files
    /// keep its bytes down, though a large site then has more of them to create
    /// (docs/performance.md).
    public static let docsUnits = 48
    /// Aim for shards of about this many bytes; small sites get one shard. A synonym's terms
    /// may be in other shards than the words typed, so a query reads more of them than it
    /// used to: smaller shards keep its bytes down.
    static let targetShardBytes = 16 * 1024

    public init() {}

    /// The index's files: meta, term shards, then docs. includingDocs: false leaves the docs
    /// files out, for a build that made them as its pages came (`IndexAccumulator.takeDocsFiles`).
    /// Shards are made as they are written, on all cores; writing their text is most of this
    /// stage's time, and on a large site they are large.
    public func files(for index: SearchIndex, includingDocs: Bool = true) -> [OutputFile] {
        let shards = Self.shardEntries(of: index)
        let lexicon = Self.lexiconEntries(of: index)
        let facets = Self.unitFacets(of: index)
        var files = [metaFile(index, shards: shards.count)]
        for (number, entries) in shards.enumerated() {
            files.append(shardFile(number: number, entries: entries, facets: facets))
        }
        for (number, words) in lexicon.enumerated() { files.append(Self.wordsFile(number: number, entries: words)) }
        guard includingDocs else { return files }
        for (number, group) in Self.docsGroups(of: index).enumerated() {
            files.append(Self.docsFile(number: number, group: group, tabs: index.tabs))
        }
        return files
    }

    /// A term and its postings, as a shard file lists them.
    typealias ShardEntry = (term: String, postings: [SearchIndex.Posting])

    /// The terms of each shard with their postings, sorted by term: `terms-n.js` holds the `n`th list.
    static func shardEntries(of index: SearchIndex) -> [[ShardEntry]] {
        var shards = Array(repeating: [ShardEntry](), count: shardCount(for: index))
        for (term, postings) in index.postings.sorted(by: { $0.key < $1.key }) {
            shards[shard(of: term, count: shards.count)].append((term, postings))
        }
        return shards
    }

    /// The `number`th lexicon file: the entries of the words of that shard. A query reads it
    /// only for a word no page uses, so a query of the site's own words costs no more.
    /// Written as bytes, as the shards are: two strings made per word, and joined, were most of
    /// a small site's time making its search files.
    static func wordsFile(number: Int, entries: [(word: String, code: String)]) -> OutputFile {
        var body: [UInt8] = []
        body.reserveCapacity(entries.reduce(0) { $0 + $1.word.utf8.count + $1.code.utf8.count + 7 })
        for (word, code) in entries {
            if !body.isEmpty { body.append(contentsOf: ",\n".utf8) }
            JSONText.append(word, to: &body)
            body.append(UInt8(ascii: ":"))
            JSONText.append(code, to: &body)
        }
        let text = "CriteriaSearch.words(\(number), {\n\(String(decoding: body, as: UTF8.self))\n}, \(SearchIndex.formatVersion));\n"
        return OutputFile(path: wordsPath(number), contents: text)
    }

    static func wordsPath(_ number: Int) -> String { "\(folder)/words-\(number).js" }

    /// The lexicon's words and codes in each of its shards (`wordShardCount`), sorted by word.
    static func lexiconEntries(of index: SearchIndex) -> [[(word: String, code: String)]] {
        let shards = wordShardCount(for: index.lexicon)
        var lists = Array(repeating: [(word: String, code: String)](), count: shards)
        for (word, code) in index.lexicon.codes.sorted(by: { $0.key < $1.key }) {
            lists[shard(of: word, count: shards)].append((word, code))
        }
        return lists
    }

    /// The lexicon's own number of shards, by its size: a file a term shard made a large site
    /// create many small files for nothing, and a small one read large ones.
    static func wordShardCount(for lexicon: SearchLexicon) -> Int {
        let estimate = lexicon.codes.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 6 }
        return min(1024, max(1, (estimate + targetWordShardBytes - 1) / targetWordShardBytes))
    }

    /// A query reads a lexicon file only for a word no page uses, and then only one: half a
    /// term shard keeps such a query's bytes where they were on the corpus.
    static let targetWordShardBytes = 8 * 1024

    func metaFile(_ index: SearchIndex, shards: Int) -> OutputFile {
        OutputFile(path: Self.metaPath, contents: meta(index, shards: shards))
    }

    static let metaPath = "\(folder)/meta.js"

    /// The `number`th shard: the postings of its `entries`, made when written; `facets`: each
    /// unit's (`unitFacets`).
    func shardFile(number: Int, entries: [ShardEntry], facets: [Int]) -> OutputFile {
        OutputFile(path: Self.shardPath(number)) { shardText(number: number, entries: entries, facets: facets) }
    }

    static func shardPath(_ number: Int) -> String { "\(folder)/terms-\(number).js" }

    /// Written as bytes: a large site has a great many postings, made as strings and
    /// concatenated was the larger part of writing the index.
    private func shardText(number: Int, entries: [ShardEntry], facets: [Int]) -> String {
        var body: [UInt8] = []
        for (term, postings) in entries {
            if !body.isEmpty { body.append(contentsOf: ",\n".utf8) }
            JSONText.append(term, to: &body)
            body.append(contentsOf: ":\"".utf8)
            PostingCode.append(postings, facet: { facets[$0.unit] + ($0.isInTitle ? 1 : 0) }, to: &body)
            body.append(UInt8(ascii: "\""))
        }
        return "CriteriaSearch.terms(\(number), {\n\(String(decoding: body, as: UTF8.self))\n}, \(SearchIndex.formatVersion));\n"
    }

    private func meta(_ index: SearchIndex, shards: Int) -> String {
        let strings = { (list: [String]) in list.map { JSONText.string($0) }.joined(separator: ",") }
        let thesaurus = index.thesaurus.groups.map { group in "[" + group.map { "[" + strings($0) + "]" }.joined(separator: ",") + "]" }
        return "CriteriaSearch.meta({\"version\":\(SearchIndex.formatVersion),\"shards\":\(shards),"
            + "\"wordShards\":\(Self.wordShardCount(for: index.lexicon)),"
            + "\"docsUnits\":\(index.docsUnits),\"units\":\(index.units.count),"
            + "\"categories\":[\(strings(index.categories))],\"categoryTitles\":[\(strings(index.categoryTitles))],"
            + "\"kinds\":[\(strings(SearchIndex.Kind.allCases.map(\.name)))],"
            + "\"tabs\":[\(index.tabs.map { "[" + strings([$0.label, $0.anchor]) + "]" }.joined(separator: ","))],"
            + "\"pages\":\(JSONText.string(Self.pageUnits(index.pageStarts, units: index.units.count))),"
            + "\"sharedHeadings\":[\(strings(index.sharedHeadings))],"
            + "\"stopWords\":[\(strings(SearchEngine.stopWords.subtracting(SearchEngine.contractionParts).sorted()))],"
            + "\"contractionParts\":[\(strings(SearchEngine.contractionParts.sorted()))],"
            + "\n\"thesaurus\":[\(thesaurus.joined(separator: ",\n"))]});\n"
    }

    /// Each page's number of units, a character a page: `pageDigits[n]` for fewer than 64,
    /// else the number in decimal between parentheses, so that a query's page list stays small
    /// on a large site, where a list of decimal numbers would be much longer.
    static func pageUnits(_ starts: [Int], units: Int) -> String {
        var text = ""
        for count in pageSizes(starts, units: units) { text += count < 64 ? String(pageDigits[count]) : "(\(count))" }
        return text
    }

    /// The page starts `pageUnits` wrote, read back.
    static func pageStarts(_ text: String) -> [Int] {
        var starts: [Int] = [], next = 0, number: Int?
        for character in text {
            if character == "(" { number = 0; continue }
            if character == ")" { starts.append(next); next += number ?? 0; number = nil; continue }
            if let partial = number { number = partial * 10 + (character.wholeNumberValue ?? 0); continue }
            starts.append(next)
            next += pageDigits.firstIndex(of: character) ?? 0
        }
        return starts
    }

    static let pageDigits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_")

    /// Each unit's facet, its postings' outside its title: read from a list of numbers rather
    /// than from the units, whose larger records a shard's postings reach in no order, each
    /// read missing the caches (most of making the shards, in a build's profile).
    static func unitFacets(of index: SearchIndex) -> [Int] {
        index.units.map { facet($0, isInTitle: false) }
    }

    /// Category, kind and title flag in one number: `(category · 4 + kind) · 2 + inTitle`.
    static func facet(_ unit: SearchIndex.Unit, isInTitle: Bool) -> Int {
        (unit.categoryIndex * 4 + unit.kind.rawValue) * 2 + (isInTitle ? 1 : 0)
    }

    /// About what a posting takes in a shard (`PostingCode`): a character or two for the unit,
    /// two or three for the score, one for the facet.
    static let estimatedPostingBytes = 5

    static func shardCount(for index: SearchIndex) -> Int {
        let estimate = index.postings.reduce(0) { $0 + $1.key.utf8.count + 6 + $1.value.count * estimatedPostingBytes }
        return min(1024, max(1, (estimate + targetShardBytes - 1) / targetShardBytes))
    }

    /// FNV-1a over the code points of the term's first two characters, modulo the shard count.
    public static func shard(of term: String, count: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for scalar in term.unicodeScalars.prefix(2) {
            hash = (hash ^ scalar.value) &* 16_777_619
        }
        return Int(hash % UInt32(count))
    }
}
