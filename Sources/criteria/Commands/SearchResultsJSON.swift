import ArgumentParser
import Foundation
import SiteCore

/// The `--json` output: one object per page, keys sorted, its best sections beneath it.
enum SearchResultsJSON {
    static func encode(_ pages: [SearchEngine.PageResult], index: SearchIndex) -> String {
        let objects: [[String: Any]] = pages.map { page in
            let first = index.units[page.sections[0].unit]
            let category = first.categoryIndex
            return ["page": first.page, "score": page.score, "url": String(first.url.prefix { $0 != "#" }),
                    "category": index.categories[category],
                    "categoryTitle": category < index.categoryTitles.count ? index.categoryTitles[category] : "",
                    "sections": page.sections.map { section -> [String: Any] in
                        let unit = index.units[section.unit]
                        return ["unit": section.unit, "score": section.score, "tab": unit.tab, "heading": unit.heading,
                                "title": index.sectionTitle(ofUnit: section.unit, among: page.sections.map(\.unit)), "url": unit.url, "kind": unit.kind.name]
                    }]
        }
        let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return PrettyJSON.collapsingEmpty(String(decoding: data, as: UTF8.self))
    }
}
