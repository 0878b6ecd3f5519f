import ArgumentParser
import Foundation
import SiteCore

/// The plain output: a page a line with its category, its sections indented beneath it.
enum SearchResultsText {
    static func format(_ found: (total: Int, pages: [SearchEngine.PageResult]), index: SearchIndex) -> String {
        var lines: [String] = []
        for (rank, page) in found.pages.enumerated() {
            let first = index.units[page.sections[0].unit]
            let category = first.categoryIndex < index.categoryTitles.count ? index.categoryTitles[first.categoryIndex] : ""
            lines.append("\(rank + 1). \(first.page)\(category.isEmpty ? "" : " (\(category))")  [\(page.score)]")
            for section in page.sections {
                lines.append("   \(index.sectionTitle(ofUnit: section.unit, among: page.sections.map(\.unit))): \(index.units[section.unit].url)")
            }
        }
        if found.total > found.pages.count { lines.append("\(found.total - found.pages.count) more pages; use --limit to see them.") }
        return lines.joined(separator: "\n")
    }
}
