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

    public func read(site: URL) throws -> SearchIndex {
        let folder = site.appendingPathComponent(SearchIndexFiles.folder)
        guard let meta = try payload(folder.appendingPathComponent("meta.js")) as? [String: Any],
              let shards = meta["shards"] as? Int, let unitCount = meta["units"] as? Int,
              let docsPerFile = meta["docsPerFile"] as? Int, let categories = meta["categories"] as? [String]
        else { throw Failure.unreadable(folder.appendingPathComponent("meta.js").path) }
        var units = Array(repeating: SearchIndex.Unit(page: "", tab: "", heading: "", url: "", categoryIndex: 0, kind: .intro, text: ""),
                          count: unitCount)
        for file in 0..<((unitCount + docsPerFile - 1) / docsPerFile) {
            let path = folder.appendingPathComponent("docs-\(file).js")
            guard let rows = try payload(path) as? [[String]] else { throw Failure.unreadable(path.path) }
            for (offset, row) in rows.enumerated() where row.count == 5 && file * docsPerFile + offset < unitCount {
                units[file * docsPerFile + offset] = SearchIndex.Unit(page: row[0], tab: row[1], heading: row[2], url: row[3],
                                                                      categoryIndex: 0, kind: .intro, text: row[4])
            }
        }
        var postings: [String: [SearchIndex.Posting]] = [:]
        for shard in 0..<shards {
            let path = folder.appendingPathComponent("terms-\(shard).js")
            guard let terms = try payload(path) as? [String: [Int]] else { throw Failure.unreadable(path.path) }
            for (term, flat) in terms {
                postings[term] = stride(from: 0, to: flat.count - 2, by: 3).map { i in
                    let (unit, score, facet) = (flat[i], flat[i + 1], flat[i + 2])
                    // The facet carries the unit's category and kind: (category · 4 + kind) · 2 + inTitle.
                    units[unit].categoryIndex = facet / 8
                    units[unit].kind = SearchIndex.Kind(rawValue: (facet / 2) % 4) ?? .intro
                    return SearchIndex.Posting(unit: unit, score: score, isInTitle: facet % 2 == 1)
                }
            }
        }
        return SearchIndex(units: units, categories: categories, postings: postings)
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
