import Foundation
import Yams

/// Reads `criteria.yml`: YAML text → `SiteConfig`. Unknown keys and wrong types are errors
/// located at the offending key or value.
public struct ConfigLoader: Sendable {
    public init() {}

    static let keys = ["title", "base-url", "theme", "assets", "category-order", "category-titles",
                       "site-origins", "raw-html", "accent", "logo"]

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
            case "raw-html":
                if let raw = reader.string(value) {
                    if let policy = SiteConfig.RawHTMLPolicy(rawValue: raw) {
                        config.rawHTML = policy
                    } else {
                        reader.diagnostics.error(YAMLErrors.location(of: value, in: path),
                                                 "raw-html must be \"sanitize\" or \"trust\", not \"\(raw)\"")
                    }
                }
            case "accent": config.accent = accent(value, reader: &reader) ?? config.accent
            case "logo":
                config.logo = reader.string(value)
                config.logoLocation = YAMLErrors.location(of: value, in: path)
            default:
                reader.diagnostics.error(YAMLErrors.location(of: keyNode, in: path), "unknown configuration key \"\(key)\"",
                                         note: "known keys: " + Self.keys.joined(separator: ", "))
            }
        }
        sink.append(contentsOf: reader.diagnostics)
        return config
    }

    /// `accent: "#a3005c"` (the dark scheme gets a lighter tint of it) or `accent: {light: …,
    /// dark: …}`; a colour under 4.5:1 against its scheme's background is an error at the value.
    private func accent(_ value: Node, reader: inout YAMLValueReader) -> BrandColour? {
        if let mapping = value.mapping {
            var light: RGBColour?, dark: RGBColour?
            let keys = mapping.keys.compactMap(\.string)
            for (key, node) in mapping {
                switch key.string {
                case "light": light = colour(node, on: BrandColour.lightBackground, scheme: "light", reader: &reader)
                case "dark": dark = colour(node, on: BrandColour.darkBackground, scheme: "dark", reader: &reader)
                default:
                    reader.diagnostics.error(YAMLErrors.location(of: key, in: reader.path),
                                             "unknown accent key \"\(key.string ?? "")\"", note: "known keys: light, dark")
                }
            }
            guard let light, let dark else {
                // A colour given and refused is reported already.
                if !keys.contains("light") || !keys.contains("dark") {
                    reader.diagnostics.error(YAMLErrors.location(of: value, in: reader.path), "accent needs both a light and a dark colour")
                }
                return nil
            }
            return BrandColour(light: light, dark: dark)
        }
        return colour(value, on: BrandColour.lightBackground, scheme: "light", reader: &reader).map(BrandColour.init(light:))
    }

    private func colour(_ node: Node, on background: RGBColour, scheme: String, reader: inout YAMLValueReader) -> RGBColour? {
        guard let text = reader.string(node) else { return nil }
        let location = YAMLErrors.location(of: node, in: reader.path)
        guard let colour = RGBColour(hex: text.trimmingCharacters(in: .whitespaces)) else {
            reader.diagnostics.error(location, "accent \"\(text)\" is not a colour written as #rrggbb",
                                     note: "quote it, or YAML reads the # as a comment: accent: \"#a3005c\"")
            return nil
        }
        if let problem = BrandColour.contrastProblem(colour, written: text, on: background, scheme: scheme) {
            reader.diagnostics.error(location, problem, note: "choose a \(scheme == "light" ? "darker" : "lighter") colour")
            return nil
        }
        return colour
    }
}
