import Foundation

/// A `## ` heading that is no section's own but names one, and is most likely meant for it:
/// `## Acceptance Criteria`, `## WCAG Success Criteria`, `## Demo videos`,
/// `## iOS Developer Notes (SwiftUI)`. Like any heading of its own it goes to Developer Notes,
/// which is by design, so only a heading whose other words merely qualify the name counts.
/// One whose other words say what it is about (`## Related WCAG`, `## Autoplaying videos`,
/// `## Criteria for dark mode`) is a developer note, as intended.
enum SectionNameInHeading {
    /// The section the heading most likely means, or nil.
    static func intendedSection(of heading: String) -> SectionKind? {
        let words = words(of: heading)
        for (kind, name) in names {
            guard let range = range(of: name, in: words) else { continue }
            // A name of several words (`General Notes`, `Success Criteria`) says enough alone.
            if name.count > 1 { return kind }
            let others = words[..<range.lowerBound] + words[range.upperBound...]
            if others.allSatisfy(qualifiers.contains) { return kind }
        }
        return nil
    }

    /// The sections' names as words, the most specific first: `WCAG Success Criteria` means the
    /// WCAG tab, `Condensed criteria` the Condensed one.
    private static let names: [(SectionKind, [String])] = [
        (.iosDeveloperNotes, ["ios", "developer", "notes"]), (.androidDeveloperNotes, ["android", "developer", "notes"]),
        (.generalNotes, ["general", "notes"]), (.wcag, ["wcag"]), (.gherkin, ["gherkin"]), (.condensed, ["condensed"]),
        (.wcag, ["success", "criteria"]), (.wcag, ["success", "criterion"]),
        (.videos, ["videos"]), (.videos, ["video"]), (.criteria, ["criteria"]),
    ]

    /// Words that describe a section rather than a topic, lower-cased.
    private static let qualifiers: Set<String> = [
        "a", "an", "the", "and", "or", "of", "for", "our", "this", "page", "section", "tab",
        "acceptance", "success", "criteria", "criterion", "sc", "test", "tests", "testing", "checklist",
        "wcag", "2", "2.0", "2.1", "2.2", "level", "levels", "aa", "aaa", "guidelines",
        "gherkin", "scenario", "scenarios", "bdd", "steps", "condensed", "version", "summary",
        "video", "videos", "demo", "demos", "notes", "note", "developer", "developers", "dev",
        "ios", "android", "web", "native",
    ]

    /// Lower-cased words: runs of letters, digits and inner dots (`2.2`); the rest separates.
    static func words(of heading: String) -> [String] {
        heading.lowercased()
            .split { !($0.isLetter || $0.isNumber || $0 == ".") }
            .map { $0.trimmingCharacters(in: ["."]) }
            .filter { !$0.isEmpty }
    }

    private static func range(of name: [String], in words: [String]) -> Range<Int>? {
        guard words.count >= name.count else { return nil }
        let start = (0...(words.count - name.count)).first { words[$0..<($0 + name.count)].elementsEqual(name) }
        return start.map { $0..<($0 + name.count) }
    }
}
