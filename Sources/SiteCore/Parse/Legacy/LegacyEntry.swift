import Foundation

/// The criteria of an older entry, as its YAML front matter holds them (seed `001_…`,
/// `legacy-v1/`): maps of action → expected result, Gherkin steps and WCAG groups.
///
/// Values keep the order they were written in, because the generated sections list them in that
/// order, as the older site did. Each value remembers where it was written, so problems found
/// later (a link in a result, say) are reported at the YAML line.
public struct LegacyEntry: Sendable, Equatable {
    /// One `action: expected result` line of `keyboard`, `mobile`, `screenreader` or `settings`.
    public struct Expectation: Sendable, Equatable {
        public var action: String
        public var result: String
        public var line: Int
    }

    /// One item of `gherkin-keyboard` or `gherkin-mobile`: `when:`/`then:`/`and:` the action,
    /// optionally `result:` what the tester sees or hears.
    public struct Step: Sendable, Equatable {
        /// The item's first key, lower case: `when`, `then`, `and`, `but`.
        public var keyword: String
        public var action: String
        public var result: String?
        public var line: Int
    }

    /// One named group of `wcag` (`Perceivable`, …) and its criteria.
    public struct CriteriaGroup: Sendable, Equatable {
        public var name: String
        public var criteria: [Criterion]
        public var line: Int
    }

    /// One `- criteria: …` of a `wcag` group, with the line its text starts on: the generated
    /// list item points there, so the WCAG citation rules read the value where it is written.
    public struct Criterion: Sendable, Equatable {
        public var text: String
        public var line: Int
    }

    /// An older key given a text where a map or list belongs (`keyboard: N/A`): the older site
    /// printed it as written, so the generated section does ("Keyboard: N/A").
    public struct Note: Sendable, Equatable {
        /// The key as written, e.g. `keyboard`.
        public var key: String
        public var text: String
        public var line: Int

        /// "Keyboard", "Gherkin keyboard", "WCAG".
        public var label: String {
            key == "wcag" ? "WCAG" : LegacyWording.capitalized(key.replacingOccurrences(of: "-", with: " "))
        }
    }

    public var keyboard: [Expectation] = []
    public var mobile: [Expectation] = []
    public var screenreader: [Expectation] = []
    public var settings: [Expectation] = []
    public var gherkinKeyboard: [Step] = []
    public var gherkinMobile: [Step] = []
    public var wcag: [CriteriaGroup] = []
    public var notes: [Note] = []
    /// The line of the first older key: where the generated sections are said to be.
    public var line: Int

    /// The front-matter keys whose presence marks a file as an older entry.
    public static let keys: Set<String> = [
        "keyboard", "mobile", "screenreader", "settings", "gherkin-keyboard", "gherkin-mobile", "wcag",
    ]

    /// The note for `key`, if it was given a text.
    public func note(_ key: String) -> Note? { notes.first { $0.key == key } }

    public init(line: Int) {
        self.line = line
    }
}
