import Foundation

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
        case noCriterion(String)
        case unknownPlatform(String)
        case noCheck

        public var description: String {
            switch self {
            case .noPage(let value): "--select \(value) matches no page with checks"
            case .unknownCriterion(let value):
                "unknown WCAG success \(value.contains(",") ? "criteria" : "criterion") \(value); write a WCAG 2.2 number such as 2.4.7"
            case .noCriterion(let value): "--wcag \(value) names no success criterion; write a WCAG 2.2 number such as 2.4.7"
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
        let unknown = wcag.filter { WCAGCriteria.criterion($0) == nil }
        if !unknown.isEmpty { return .failure(.unknownCriterion(unknown.joined(separator: ", "))) }
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

    /// The success-criterion numbers in what a reader wrote (`--wcag`, the builder's field): each
    /// run of digits and dots, its end dots trimmed, so that labels, names and separators around
    /// them are skipped ("WCAG 1.4.11", "SC 2.4.7 Focus Visible; 1.4.3"). `plan.js` reads them
    /// the same way. Text without a number is a problem: it selects nothing a reader could mean.
    public static func criteria(in text: String) -> Result<[String], Problem> {
        var numbers: [String] = [], run = ""
        for character in text + " " {
            if character.isASCII && (character.isNumber || character == ".") {
                run.append(character)
                continue
            }
            let trimmed = run.trimmingCharacters(in: CharacterSet(charactersIn: "."))
            if trimmed.contains(where: \.isNumber) { numbers.append(trimmed) }
            run = ""
        }
        let blank = text.allSatisfy { $0.isWhitespace || $0 == "," || $0 == ";" }
        return numbers.isEmpty && !blank ? .failure(.noCriterion(text)) : .success(numbers)
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
