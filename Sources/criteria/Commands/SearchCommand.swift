import ArgumentParser
import Foundation
import SiteCore

/// `criteria search`: the site's search from the command line, with the browser's index and ranking.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the criteria as the site's search box does.",
        discussion: "Results are pages, each with its best sections. Ranking: BM25 with field weights, scaled by how much of the query a section covers; synonyms and WCAG criterion names; prefix matching on the last word, one typo allowed in longer words (docs/search.md)."
    )

    @Argument(help: "The words to look for.") var query: String
    @Option(help: "The content folder.") var content = "content"
    @Option(help: "Answer from the index of a built site (its search/ folder) instead of building one from the content.") var site: String?
    @Option(help: "A configuration file (default: <content>/criteria.yml).") var config: String?
    @Option(help: "At most this many pages.") var limit = 10
    @Option(help: "Only this category: its top-level folder or its title, in any case (web, Web).") var category: String?
    @Option(help: "Only this kind of section: intro, criteria, notes or videos, in any case.") var kind: String?
    @Flag(help: "Print JSON: an array of pages {page, url, category, categoryTitle, score, sections: [{unit, score, tab, heading, title, url, kind}]}.") var json = false
    @Flag(help: .hidden) var filesNeeded = false

    func validate() throws {
        guard !query.allSatisfy(\.isWhitespace) else { throw ValidationError("the query is empty; give the words to look for") }
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
        if let kind, Self.kind(kind) == nil {
            throw ValidationError("--kind must be one of: intro, criteria, notes, videos")
        }
    }

    /// A kind of section by its name, in any case, as `--category` is read.
    static func kind(_ name: String) -> SearchIndex.Kind? {
        SearchIndex.Kind.allCases.first { $0.name == name.lowercased() }
    }

    func run() throws {
        // Checked here, not in `validate()`, so that a mistyped option is named first (`SiteFolders`).
        if let site { try SiteFolders.requireFolder(site, naming: "site folder") } else { try SiteFolders.requireFolder(content, naming: "content folder") }
        if let config { try SiteFolders.requireFile(config, naming: "--config file") }
        var index = try loadIndex()
        let filter = SearchEngine.Filter(category: try category.map { try Self.category($0, in: index) },
                                         kind: kind.flatMap(Self.kind))
        let engine = SearchEngine(index: index)
        let found = engine.searchPages(query, filter: filter, limit: limit)
        let units = found.pages.flatMap(\.sections)
        if let site {
            // Only the query's shards were read; now the texts of the results, as the browser does.
            try SearchIndexReader().readDocs(into: &index, units: units.map(\.unit), site: BuildCommand.url(site))
        }
        if filesNeeded {
            // For the benchmark: the index files (under search/) a browser loads for this query.
            let counts = try site.map { try SearchIndexReader().shardCounts(site: BuildCommand.url($0)) }
            print(engine.filesNeeded(for: query, results: units, shardCount: counts?.terms, wordShardCount: counts?.words).joined(separator: "\n"))
        } else if json {
            print(SearchResultsJSON.encode(found.pages, index: index))
        } else if found.pages.isEmpty {
            print("No results for \"\(query)\".")
        } else {
            print(SearchResultsText.format(found, index: index))
        }
    }
}

extension SearchCommand {
    /// The folder of the category `name` means; bad usage naming the site's categories when it has none by that name.
    static func category(_ name: String, in index: SearchIndex) throws -> String {
        if let folder = index.category(named: name) { return folder }
        let names = index.categoryNames
        throw UsageError("--category \(name) is not a category of this site; "
                         + (names.isEmpty ? "its pages have none" : "expected one of: \(names.joined(separator: ", "))"))
    }

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
