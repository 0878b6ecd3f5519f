/// Which checks go into a plan: pages by path, folder or glob, success criteria, platforms and
/// tabs (docs/plans.md). `plan.js` filters the same way in the browser.
public struct PlanSelection: Sendable, Equatable {
    /// Page paths (`web/component/button.md`, or without `.md`), folders (`web/`, `web`) or
    /// globs (`web/**/button*`); empty selects every page.
    public var pages: [String] = []
    /// Success-criterion numbers; a check citing any of them is kept. Empty keeps all.
    public var wcag: [String] = []
    /// `web`, `android`, `ios` or `native`; `android` and `ios` take native checks too. Empty keeps all.
    public var platforms: [String] = []
    /// Tabs (`condensed`, `gherkin`, `criteria`); empty keeps all.
    public var sections: [String] = []

    public static let platformNames = ["web", "android", "ios", "native"]

    /// Why a selection cannot make a plan; each is one sentence naming the value.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case noPage(String)
        case unknownCriterion(String)
        case unknownPlatform(String)
        case noCheck

        public var description: String {
            switch self {
            case .noPage(let value): "--select \(value) matches no page with checks"
            case .unknownCriterion(let value): "unknown WCAG success criterion \(value); write a WCAG 2.2 number such as 2.4.7"
            case .unknownPlatform(let value): "unknown platform \(value); expected one of: \(platformNames.joined(separator: ", "))"
            case .noCheck: "the selection matches no check, so there is nothing to write"
            }
        }
    }

    public init(pages: [String] = [], wcag: [String] = [], platforms: [String] = [], sections: [String] = []) {
        (self.pages, self.wcag, self.platforms, self.sections) = (pages, wcag, platforms, sections)
    }

    /// The checks selected, in the order given; a problem when a value is unknown or matches
    /// nothing, or when nothing is left.
    public func select(_ checks: [PlanCheck]) -> Result<[PlanCheck], Problem> {
        if let unknown = wcag.first(where: { WCAGCriteria.criterion($0) == nil }) { return .failure(.unknownCriterion(unknown)) }
        if let unknown = platforms.first(where: { !Self.platformNames.contains($0) }) { return .failure(.unknownPlatform(unknown)) }
        for value in pages where !checks.contains(where: { Self.matches(value, path: $0.pagePath) }) {
            return .failure(.noPage(value))
        }
        let kept = checks.filter { check in
            (pages.isEmpty || pages.contains { Self.matches($0, path: check.pagePath) })
                && (wcag.isEmpty || check.wcag.contains(where: wcag.contains))
                && (platforms.isEmpty || platforms.contains { Self.platform($0, takes: check.platform) })
                && (sections.isEmpty || sections.contains(check.section))
        }
        return kept.isEmpty ? .failure(.noCheck) : .success(kept)
    }

    static func platform(_ chosen: String, takes platform: String) -> Bool {
        switch chosen {
        case "android", "ios": platform == chosen || platform == "native"
        case "native": platform == "native" || platform == "android" || platform == "ios"
        default: platform == chosen
        }
    }

    /// A value against a page's source path: the path itself, with or without `.md`, a folder
    /// above it, or a glob over either.
    static func matches(_ value: String, path: String) -> Bool {
        var value = value.hasPrefix("./") ? String(value.dropFirst(2)) : value
        while value.hasSuffix("/") { value.removeLast() }
        let bare = path.hasSuffix(".md") ? String(path.dropLast(3)) : path
        if value.isEmpty || value == "." || value == path || value == bare || bare.hasPrefix(value + "/") { return true }
        guard value.contains(where: { $0 == "*" || $0 == "?" }) else { return false }
        return PathGlob(value).matches(path) || PathGlob(value).matches(bare)
    }
}
