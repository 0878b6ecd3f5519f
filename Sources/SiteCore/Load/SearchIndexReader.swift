import Foundation

/// Load stage: reads the search index a build wrote (`search/*.js`) back into a `SearchIndex`,
/// so `criteria search --site DIR` answers from exactly the files the browser uses.
public struct SearchIndexReader: Sendable {
    public enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        /// The version a file gives, or nil for a file written before its kind gave one.
        case otherVersion(String, Int?)

        public var description: String {
            switch self {
            case .unreadable(let path): "cannot read the search index file \(path); build the site first"
            case .otherVersion(let path, let version):
                "\(path) is a search index of \(version.map { "format \($0)" } ?? "an older format"), this criteria reads format \(SearchIndex.formatVersion); build the site again"
            }
        }
    }

    public init() {}

    /// Reads the term shards a query needs from a built site's index, as the browser does; unit
    /// texts stay empty until `readDocs` fills in those of the results.
    public func read(site: URL, onlyFor query: String) throws -> SearchIndex {
        let folder = site.appendingPathComponent(SearchIndexFiles.folder)
        let meta = try readMeta(site: site)
        guard let shards = meta["shards"] as? Int, let unitCount = meta["units"] as? Int,
              let categories = meta["categories"] as? [String]
        else { throw Failure.unreadable(site.appendingPathComponent(SearchIndexFiles.metaPath).path) }
        let wordShards = meta["wordShards"] as? Int ?? shards
        let empty = SearchIndex.Unit(page: "", tab: "", heading: "", url: "", categoryIndex: 0, kind: .intro, text: "")
        var index = SearchIndex(units: Array(repeating: empty, count: unitCount), categories: categories, postings: [:])
        index.pageStarts = SearchIndexFiles.pageStarts(meta["pages"] as? String ?? "")
        index.sharedHeadings = meta["sharedHeadings"] as? [String] ?? []
        index.thesaurus = SearchThesaurus(groups: meta["thesaurus"] as? [[[String]]] ?? [])
        index.categoryTitles = meta["categoryTitles"] as? [String] ?? []
        index.docsUnits = meta["docsUnits"] as? Int ?? SearchIndexFiles.docsUnits
        index.tabs = (meta["tabs"] as? [[String]] ?? []).compactMap { $0.count == 2 ? SearchIndex.Tab(label: $0[0], anchor: $0[1]) : nil }
        // The words' shards; then the lexicon files of words no page uses, and the shards of the
        // terms it relates to them.
        var read: Set<Int> = [], wordsRead: Set<Int> = []
        while true {
            let engine = SearchEngine(index: index)
            let next = engine.shards(for: query, count: shards).filter { !read.contains($0) }
            for shard in next {
                try readShard(shard, in: folder, into: &index)
                read.insert(shard)
            }
            guard next.isEmpty else { continue }
            let words = engine.lexiconShards(for: query, count: wordShards).filter { !wordsRead.contains($0) }
            guard !words.isEmpty else { return index }
            for shard in words {
                try readWords(shard, in: folder, into: &index)
                wordsRead.insert(shard)
            }
        }
    }

    /// Adds the postings of the `shard`th term shard to `index`, and learns from their facets
    /// the category and kind of their units.
    private func readShard(_ shard: Int, in folder: URL, into index: inout SearchIndex) throws {
        let path = folder.appendingPathComponent("terms-\(shard).js")
        let arguments = try versionedPayload(path)
        guard let terms = arguments[1] as? [String: String] else { throw Failure.unreadable(path.path) }
        for (term, code) in terms {
            index.postings[term] = PostingCode.postings(code).compactMap { posting in
                guard index.units.indices.contains(posting.unit) else { return nil }
                // The facet carries the unit's category and kind: (category · 4 + kind) · 2 + inTitle.
                index.units[posting.unit].categoryIndex = posting.facet / 8
                index.units[posting.unit].kind = SearchIndex.Kind(rawValue: (posting.facet / 2) % 4) ?? .intro
                return SearchIndex.Posting(unit: posting.unit, score: posting.score, isInTitle: posting.facet % 2 == 1)
            }
        }
    }

    /// Adds the entries of the `shard`th lexicon file to `index`.
    private func readWords(_ shard: Int, in folder: URL, into index: inout SearchIndex) throws {
        let path = folder.appendingPathComponent("words-\(shard).js")
        guard let words = try versionedPayload(path)[1] as? [String: String] else { throw Failure.unreadable(path.path) }
        index.lexicon.add(words)
    }

    /// The numbers of term shards and of lexicon files the site's index was written with.
    public func shardCounts(site: URL) throws -> (terms: Int, words: Int) {
        let meta = try readMeta(site: site)
        guard let shards = meta["shards"] as? Int else {
            throw Failure.unreadable(site.appendingPathComponent(SearchIndexFiles.metaPath).path)
        }
        return (shards, meta["wordShards"] as? Int ?? shards)
    }

    /// The arguments of a term shard or docs file (number, contents, version), once its version
    /// is the one this reader knows.
    private func versionedPayload(_ path: URL) throws -> [Any] {
        let arguments = try payload(path)
        let version = arguments.count == 3 ? arguments[2] as? Int : nil
        guard version == SearchIndex.formatVersion else { throw Failure.otherVersion(path.path, version) }
        return arguments
    }

    /// The object `meta.js` holds, once its version is the one this reader knows: a format
    /// that moved the other fields is named as such, not as a missing index.
    private func readMeta(site: URL) throws -> [String: Any] {
        let path = site.appendingPathComponent(SearchIndexFiles.metaPath)
        guard let meta = try payload(path).first as? [String: Any] else { throw Failure.unreadable(path.path) }
        let version = meta["version"] as? Int ?? 0
        guard version == SearchIndex.formatVersion else { throw Failure.otherVersion(path.path, version) }
        return meta
    }

    /// Fills in page, tab, heading, URL and text of `units` from the docs files that hold them.
    public func readDocs(into index: inout SearchIndex, units: [Int], site: URL) throws {
        let folder = site.appendingPathComponent(SearchIndexFiles.folder)
        let pages = Set(units.map { index.page(ofUnit: $0) })
        for (file, group) in SearchIndexFiles.docsPages(of: index).enumerated() where group.contains(where: pages.contains) {
            let path = folder.appendingPathComponent("docs-\(file).js")
            let arguments = try versionedPayload(path)
            guard let rows = arguments[1] as? [[Any]] else { throw Failure.unreadable(path.path) }
            for (offset, row) in rows.enumerated() where group.lowerBound + offset < index.pageStarts.count {
                fill(&index, page: group.lowerBound + offset, from: row)
            }
        }
    }

    /// The units of `page` from its row of a docs file: title, path, then per unit tab,
    /// heading, fragment field and text.
    private func fill(_ index: inout SearchIndex, page: Int, from row: [Any]) {
        guard let title = row.first as? String, let path = row.dropFirst().first as? String else { return }
        let tabs = index.tabs
        for (offset, start) in stride(from: 2, to: row.count - 3, by: 4).enumerated() {
            let unit = index.pageStarts[page] + offset
            guard index.units.indices.contains(unit) else { return }
            let tabNumber = row[start] as? Int
            let tab = tabNumber.flatMap { tabs.indices.contains($0) ? tabs[$0] : nil }
            let heading = row[start + 1] as? String ?? ""
            index.units[unit].page = title
            index.units[unit].tab = tab?.label ?? row[start] as? String ?? ""
            index.units[unit].heading = heading
            index.units[unit].url = SearchIndexFiles.url(path: path, fragmentField: row[start + 2] as? String ?? "",
                                                        anchor: tab?.anchor ?? "", heading: heading)
            index.units[unit].text = row[start + 3] as? String ?? ""
        }
    }

    /// The arguments of `CriteriaSearch.name(JSON, …);`, each a JSON value.
    private func payload(_ url: URL) throws -> [Any] {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8),
              let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"),
              let arguments = try? JSONSerialization.jsonObject(with: Data(("[" + text[text.index(after: open)..<close] + "]").utf8)) as? [Any],
              !arguments.isEmpty
        else { throw Failure.unreadable(url.path) }
        return arguments
    }
}
