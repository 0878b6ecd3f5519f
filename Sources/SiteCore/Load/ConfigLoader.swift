import Foundation
import Yams

/// Reads `criteria.yml`: YAML text → `SiteConfig`. Unknown keys and wrong types are errors
/// located at the offending key or value.
public struct ConfigLoader: Sendable {
    public init() {}

    static let keys = ["title", "base-url", "theme", "assets", "category-order", "category-titles",
                       "site-origins", "raw-html", "search-synonyms"]

    /// Parses `text` read from `path` (as shown in messages).
    public func load(_ text: String, path: String, into sink: inout Diagnostics) -> SiteConfig {
        var config = SiteConfig()
        guard let mapping = YAMLErrors.mapping(text, path: path, lineOffset: 0, what: "the configuration", into: &sink) else {
            return config
        }
        var reader = YAMLValueReader(path: path)
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "title": config.title = reader.string(value) ?? config.title
            case "base-url":
                if let raw = reader.string(value) {
                    if let problem = SiteConfig.baseURLProblem(raw) {
                        reader.diagnostics.error(YAMLErrors.location(of: value, in: path), "base-url \"\(raw)\" \(problem)")
                    } else {
                        config.baseURL = raw
                    }
                }
            case "theme": config.theme = reader.string(value)
            case "assets": config.assets = reader.string(value)
            case "category-order": config.categoryOrder = reader.strings(value) ?? []
            case "category-titles": config.categoryTitles = reader.stringMap(value) ?? [:]
            case "site-origins": config.siteOrigins = reader.strings(value) ?? config.siteOrigins
            case "search-synonyms": config.searchSynonyms = reader.synonymGroups(value)
            case "raw-html":
                if let raw = reader.string(value) {
                    if let policy = SiteConfig.RawHTMLPolicy(rawValue: raw) {
                        config.rawHTML = policy
                    } else {
                        reader.diagnostics.error(YAMLErrors.location(of: value, in: path),
                                                 "raw-html must be \"sanitize\" or \"trust\", not \"\(raw)\"")
                    }
                }
            default:
                reader.diagnostics.error(YAMLErrors.location(of: keyNode, in: path), "unknown configuration key \"\(key)\"",
                                         note: "known keys: " + Self.keys.joined(separator: ", "))
            }
        }
        sink.append(contentsOf: reader.diagnostics)
        return config
    }
}
