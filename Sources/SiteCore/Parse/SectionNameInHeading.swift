import Foundation

/// A `## ` heading that is no section's own but names one, and is most likely meant for it:
/// `## Acceptance Criteria`, `## WCAG Success Criteria`, `## Demo videos`,
/// `## iOS Developer Notes (SwiftUI)`. Like any heading of its own it goes to Developer Notes,
/// which is by design, so only a heading whose other words merely qualify the name counts.
/// One whose other words say what it is about (`## Related WCAG`, `## Autoplaying videos`,
/// `## Criteria for dark mode`, `## General notes on focus order`) is a developer note, as intended.
enum SectionNameInHeading {
    /// The section the heading most likely means, or nil.
    static func intendedSection(of heading: String) -> SectionKind? {
        let words = words(of: heading)
        for name in names {
            guard let range = range(of: name.words, in: words) else { continue }
            let others = words[..<range.lowerBound] + words[range.upperBound...]
            if others.allSatisfy({ linkingWords.contains($0) || name.qualifiers.contains($0) }) { return name.kind }
        }
        return nil
    }

    /// A section's name as words, with the words that only qualify it: `Level AA` qualifies
    /// `WCAG`, `SwiftUI` qualifies `iOS Developer Notes`. A platform (`for Android`, `the web`)
    /// or `testing` makes a topic, so none of them qualifies.
    private struct Name {
        let kind: SectionKind
        let words: [String]
        let qualifiers: Set<String>
    }

    /// The sections' names, the most specific first: `WCAG Success Criteria` means the WCAG tab,
    /// `Condensed criteria` the Condensed one.
    private static let names: [Name] = [
        Name(kind: .iosDeveloperNotes, words: ["ios", "developer", "notes"], qualifiers: ["swiftui", "uikit"]),
        Name(kind: .androidDeveloperNotes, words: ["android", "developer", "notes"], qualifiers: ["compose", "jetpack"]),
        Name(kind: .generalNotes, words: ["general", "notes"], qualifiers: ["and", "usage"]),
        Name(kind: .wcag, words: ["wcag"], qualifiers: wcagWords),
        Name(kind: .gherkin, words: ["gherkin"], qualifiers: ["criteria", "scenario", "scenarios", "bdd", "steps"]),
        Name(kind: .condensed, words: ["condensed"], qualifiers: ["criteria", "version", "summary"]),
        Name(kind: .wcag, words: ["success", "criteria"], qualifiers: wcagWords),
        Name(kind: .wcag, words: ["success", "criterion"], qualifiers: wcagWords),
        Name(kind: .videos, words: ["videos"], qualifiers: ["video", "demo", "demos"]),
        Name(kind: .videos, words: ["video"], qualifiers: ["videos", "demo", "demos"]),
        Name(kind: .criteria, words: ["criteria"], qualifiers: ["acceptance", "criterion", "checklist"]),
    ]

    private static let wcagWords: Set<String> = [
        "wcag", "success", "criteria", "criterion", "sc", "2", "2.0", "2.1", "2.2", "level", "levels", "a", "aa", "aaa", "guidelines",
    ]

    /// Words that say which section, for any name, lower-cased.
    private static let linkingWords: Set<String> = ["a", "an", "the", "of", "for", "our", "this", "page", "section", "tab"]

    /// Lower-cased words: runs of letters, digits and inner dots (`2.2`); the rest separates.
    static func words(of heading: String) -> [String] {
        heading.isAllASCII ? asciiWords(of: heading) : characterWords(of: heading)
    }

    static func characterWords(of heading: String) -> [String] {
        heading.lowercased()
            .split { !($0.isLetter || $0.isNumber || $0 == ".") }
            .map { $0.trimmingCharacters(in: ["."]) }
            .filter { !$0.isEmpty }
    }

    /// `words(of:)` of an ASCII heading, over its bytes: every `##` heading of its own is read
    /// for a section's name, and splitting characters showed in the parse stage's profile.
    static func asciiWords(of heading: String) -> [String] {
        let dot = UInt8(ascii: ".")
        return heading.utf8.split { byte in
            !((0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == dot)
        }.compactMap { run in
            guard let first = run.firstIndex(where: { $0 != dot }), let last = run.lastIndex(where: { $0 != dot }) else { return nil }
            return String(decoding: run[first...last].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
    }

    private static func range(of name: [String], in words: [String]) -> Range<Int>? {
        guard words.count >= name.count else { return nil }
        let start = (0...(words.count - name.count)).first { words[$0..<($0 + name.count)].elementsEqual(name) }
        return start.map { $0..<($0 + name.count) }
    }
}
