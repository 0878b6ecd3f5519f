import Foundation

/// Load stage: reads the search index a build wrote (`search/*.js`) back into a `SearchIndex`,
/// so `criteria search --site DIR` answers from exactly the files the browser uses.
public struct SearchIndexReader: Sendable {
    public enum Failure: Error, CustomStringConvertible {
        case unreadable(String)

        public var description: String {
            switch self {
            case .unreadable(let path): "cannot read the search index file \(path); build the site first"
            }
        }
    }

    public init() {}

    /// Reads the term shards a query needs from a built site's index, as the browser does; unit
    /// texts stay empty until `readDocs` fills in those of the results.
    public func read(site: URL, onlyFor query: String) throws -> SearchIndex {
        let folder = site.appendingPathComponent(SearchIndexFiles.folder)
        guard let meta = try payload(folder.appendingPathComponent("meta.js")) as? [String: Any],
              let shards = meta["shards"] as? Int, let unitCount = meta["units"] as? Int,
              let categories = meta["categories"] as? [String]
        else { throw Failure.unreadable(folder.appendingPathComponent("meta.js").path) }
        let empty = SearchIndex.Unit(page: "", tab: "", heading: "", url: "", categoryIndex: 0, kind: .intro, text: "")
        var index = SearchIndex(units: Array(repeating: empty, count: unitCount), categories: categories, postings: [:])
        index.pageStarts = SearchIndexFiles.pageStarts(meta["pages"] as? String ?? "")
        index.sharedHeadings = meta["sharedHeadings"] as? [String] ?? []
        index.thesaurus = SearchThesaurus(groups: meta["thesaurus"] as? [[[String]]] ?? [])
        index.categoryTitles = meta["categoryTitles"] as? [String] ?? []
        for shard in SearchEngine(index: index).shards(for: query, count: shards) {
            let path = folder.appendingPathComponent("terms-\(shard).js")
            guard let terms = try payload(path) as? [String: [Int]] else { throw Failure.unreadable(path.path) }
            for (term, flat) in terms {
                index.postings[term] = stride(from: 0, to: flat.count - 2, by: 3).map { i in
                    let (unit, score, facet) = (flat[i], flat[i + 1], flat[i + 2])
                    // The facet carries the unit's category and kind: (category · 4 + kind) · 2 + inTitle.
                    index.units[unit].categoryIndex = facet / 8
                    index.units[unit].kind = SearchIndex.Kind(rawValue: (facet / 2) % 4) ?? .intro
                    return SearchIndex.Posting(unit: unit, score: score, isInTitle: facet % 2 == 1)
                }
            }
        }
        return index
    }

    /// The number of term shards the site's index was written with.
    public func shardCount(site: URL) throws -> Int {
        let path = site.appendingPathComponent(SearchIndexFiles.folder).appendingPathComponent("meta.js")
        guard let meta = try payload(path) as? [String: Any], let shards = meta["shards"] as? Int else { throw Failure.unreadable(path.path) }
        return shards
    }

    /// Fills in page, tab, heading, URL and text of `units` from the docs files that hold them.
    public func readDocs(into index: inout SearchIndex, units: [Int], site: URL) throws {
        let folder = site.appendingPathComponent(SearchIndexFiles.folder)
        let perFile = SearchIndexFiles.docsPerFile
        for file in Set(units.map { $0 / perFile }).sorted() {
            let path = folder.appendingPathComponent("docs-\(file).js")
            guard let rows = try payload(path) as? [[String]] else { throw Failure.unreadable(path.path) }
            for (offset, row) in rows.enumerated() where row.count == 5 && file * perFile + offset < index.units.count {
                let number = file * perFile + offset
                index.units[number].page = row[0]
                index.units[number].tab = row[1]
                index.units[number].heading = row[2]
                index.units[number].url = row[3]
                index.units[number].text = row[4]
            }
        }
    }

    /// The JSON argument of `CriteriaSearch.name(…, JSON);` or `CriteriaSearch.name(JSON);`.
    private func payload(_ url: URL) throws -> Any {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8),
              let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { throw Failure.unreadable(url.path) }
        var inner = text[text.index(after: open)..<close]
        if let comma = inner.firstIndex(of: ","), inner[..<comma].allSatisfy(\.isNumber) { inner = inner[inner.index(after: comma)...] }
        return try JSONSerialization.jsonObject(with: Data(inner.utf8))
    }
}
