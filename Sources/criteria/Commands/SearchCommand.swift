import ArgumentParser
import Foundation
import SiteCore

/// `criteria search`: the site's search from the command line, with the browser's index and ranking.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the criteria as the site's search box does.",
        discussion: "Ranking: BM25 with field weights, prefix matching on the last word, one typo allowed in longer words (docs/search.md)."
    )

    @Argument(help: "The words to look for.") var query: String
    @Option(help: "The content folder.") var content = "content"
    @Option(help: "Answer from the index of a built site (its search/ folder) instead of building one from the content.") var site: String?
    @Option(help: "A configuration file (default: <content>/criteria.yml).") var config: String?
    @Option(help: "At most this many results.") var limit = 10
    @Option(help: "Only this category (top-level folder), e.g. web.") var category: String?
    @Option(help: "Only this kind of section: intro, criteria, notes or videos.") var kind: String?
    @Flag(help: "Print JSON: an array of {unit, score, page, tab, heading, url, category, kind}.") var json = false
    @Flag(help: .hidden) var filesNeeded = false

    func validate() throws {
        var isDirectory: ObjCBool = false
        let folder = site ?? content
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(site == nil ? "content" : "site") folder not found: \(folder)")
        }
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
        if let kind, SearchIndex.Kind.allCases.first(where: { $0.name == kind }) == nil {
            throw ValidationError("--kind must be one of: intro, criteria, notes, videos")
        }
    }

    func run() throws {
        var index = try loadIndex()
        let filter = SearchEngine.Filter(category: category, kind: SearchIndex.Kind.allCases.first { $0.name == kind })
        let results = SearchEngine(index: index).search(query, filter: filter, limit: limit)
        if let site {
            // Only the query's shards were read; now the texts of the results, as the browser does.
            try SearchIndexReader().readDocs(into: &index, units: results.map(\.unit), site: BuildCommand.url(site))
        }
        if filesNeeded {
            // For the benchmark: the index files (under search/) a browser loads for this query.
            let shards = try site.map { try SearchIndexReader().shardCount(site: BuildCommand.url($0)) }
            print(SearchEngine(index: index).filesNeeded(for: query, results: results, shardCount: shards).joined(separator: "\n"))
        } else if json {
            print(SearchResultsJSON.encode(results, index: index))
        } else if results.isEmpty {
            print("No results for \"\(query)\".")
        } else {
            for (rank, result) in results.enumerated() {
                let unit = index.units[result.unit]
                print("\(rank + 1). \(unit.label)  (\(result.score))\n   \(unit.url)")
            }
        }
    }
}

extension SearchCommand {
    /// The index of the built site (`--site`), or one built in memory from the content folder.
    func loadIndex() throws -> SearchIndex {
        if let site {
            do { return try SearchIndexReader().read(site: BuildCommand.url(site), onlyFor: query) } catch {
                Report.standardError("error: \(error)")
                throw ExitCode(1)
            }
        }
        let input = SiteInput(contentRoot: BuildCommand.url(content), outputRoot: BuildCommand.url(".criteria-search-unused"),
                              configFile: config.map(BuildCommand.url), defaultTheme: DefaultThemeLocator.locate())
        var diagnostics = Diagnostics()
        let index = Pipeline().searchIndex(input, into: &diagnostics)
        Report.print(diagnostics, contentFolder: content, writeFailure: nil, warnings: false)
        return index
    }
}

/// The `--json` output: one object per result, keys sorted.
enum SearchResultsJSON {
    static func encode(_ results: [SearchEngine.Result], index: SearchIndex) -> String {
        let objects: [[String: Any]] = results.map { result in
            let unit = index.units[result.unit]
            return ["unit": result.unit, "score": result.score, "page": unit.page, "tab": unit.tab, "heading": unit.heading,
                    "url": unit.url, "category": index.categories[unit.categoryIndex], "kind": unit.kind.name]
        }
        let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
