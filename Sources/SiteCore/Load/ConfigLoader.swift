import Foundation
import Yams

/// Reads `criteria.yml`: YAML text → `SiteConfig`. Unknown keys and wrong types are errors
/// located at the offending key or value.
public struct ConfigLoader: Sendable {
    public init() {}

    static let keys = ["title", "base-url", "theme", "assets", "category-order", "category-titles",
                       "site-origins", "raw-html", "page-urls", "rules", "exclude", "search-synonyms", "includes", "accent", "logo", "dates", "changes"]

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
            case "includes": config.includes = reader.string(value)
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
            case "page-urls": config.pageURLs = pageURLs(value, path: path, reader: &reader) ?? config.pageURLs
            case "rules": config.rules = readRules(value, path: path, reader: &reader)
            case "exclude": config.exclude = readPatterns(value, path: path, reader: &reader)
            case "accent": config.accent = accent(value, reader: &reader) ?? config.accent
            case "dates": config.dates = dates(value, path: path, reader: &reader) ?? config.dates
            case "changes": config.changes = changes(value, path: path, reader: &reader) ?? config.changes
            case "logo":
                config.logo = reader.string(value)
                config.logoLocation = YAMLErrors.location(of: value, in: path)
            default:
                reader.diagnostics.error(YAMLErrors.location(of: keyNode, in: path), "unknown configuration key \"\(key)\"",
                                         note: EditDistance.didYouMean(key, among: Self.keys) ?? "known keys: " + Self.keys.joined(separator: ", "))
            }
        }
        sink.append(contentsOf: reader.diagnostics)
        return config
    }

    /// `page-urls:`, `folder` or `file`; another value is an error at its place, with the
    /// nearest one suggested.
    private func pageURLs(_ node: Node, path: String, reader: inout YAMLValueReader) -> PageURLs? {
        guard let raw = reader.string(node) else { return nil }
        if let value = PageURLs(rawValue: raw) { return value }
        reader.diagnostics.error(YAMLErrors.location(of: node, in: path), "page-urls must be \"folder\" or \"file\", not \"\(raw)\"",
                                 note: EditDistance.didYouMean(raw, among: PageURLs.allCases.map(\.rawValue), within: 3))
        return nil
    }

    /// `rules:`, a mapping of rule id to level; an unknown id or level is an error at its place.
    private func readRules(_ node: Node, path: String, reader: inout YAMLValueReader) -> RuleLevels {
        var rules = RuleLevels()
        guard let mapping = node.mapping else {
            reader.diagnostics.error(YAMLErrors.location(of: node, in: path), "rules must be a mapping of rule ids to error, warning or off")
            return rules
        }
        for (key, value) in mapping {
            guard let id = reader.string(key), let written = reader.string(value) else { continue }
            guard let rule = CheckRule(rawValue: id) else {
                let ids = CheckRule.allCases.map(\.id)
                let nearest = EditDistance.nearest(to: id, among: ids, within: 3)
                reader.diagnostics.error(YAMLErrors.location(of: key, in: path), "unknown rule \"\(id)\"",
                                         note: nearest.map { "did you mean \"\($0)\"?" } ?? "known rules: " + ids.joined(separator: ", "))
                continue
            }
            guard let level = RuleLevels.Level(rawValue: written) else {
                reader.diagnostics.error(YAMLErrors.location(of: value, in: path),
                                         "rule \(id) must be error, warning or off, not \"\(written)\"")
                continue
            }
            rules[rule] = level
        }
        return rules
    }

    /// `exclude:`, a pattern or a list of them, each with its place (`ExcludePattern`).
    private func readPatterns(_ node: Node, path: String, reader: inout YAMLValueReader) -> [ExcludePattern] {
        let items: [Node]
        switch node {
        case .scalar: items = [node]
        case .sequence(let sequence): items = Array(sequence)
        default:
            reader.diagnostics.error(YAMLErrors.location(of: node, in: path), "exclude must be a list of patterns")
            return []
        }
        return items.compactMap { item in
            reader.string(item).map { ExcludePattern($0, location: YAMLErrors.location(of: item, in: path)) }
        }
    }
}
