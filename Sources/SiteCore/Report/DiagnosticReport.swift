/// What a person is shown of a run's diagnostics: every error, and the warnings in full while
/// they are few; the rest are counted by rule, each with its first place.
///
/// The warnings shown in full are whole rules, the rules with fewest warnings first: a rule
/// that fires a hundred times is a habit of the site, one that fires twice is usually the
/// problem to fix, and it should not be hidden behind the hundred. A note repeated for the same
/// rule is shown once.
///
/// Use: `DiagnosticReport(diagnostics, warningLimit: DiagnosticReport.defaultWarningLimit)` for a
/// build's report, `warningLimit: nil` for everything (`criteria check`, `--verbose`); then
/// print `shown` in order (each with its note when `showsNote`), then `tallies`.
public struct DiagnosticReport: Sendable {
    /// How many warnings a sized report prints in full.
    public static let defaultWarningLimit = 20

    /// One diagnostic printed in full.
    public struct Entry: Sendable, Equatable {
        public var diagnostic: Diagnostic
        /// False when an earlier entry of the same rule printed the same note.
        public var showsNote: Bool
    }

    /// The warnings of one rule that are not printed in full.
    public struct Tally: Sendable, Equatable {
        /// The rule id, or nil for warnings outside the rules.
        public var rule: String?
        public var count: Int
        /// The place of the first of them, by file, line and column.
        public var first: SourceLocation
    }

    /// In place order (file, line, column).
    public let shown: [Entry]
    /// Largest count first.
    public let tallies: [Tally]

    /// `warningLimit`: how many warnings to print in full; nil prints every one (and every note).
    public init(_ diagnostics: Diagnostics, warningLimit: Int?) {
        let sorted = diagnostics.sorted
        guard let warningLimit else {
            shown = sorted.map { Entry(diagnostic: $0, showsNote: true) }
            tallies = []
            return
        }
        let summarized = Self.rulesSummarized(sorted, warningLimit: warningLimit)
        var entries: [Entry] = []
        var firsts: [String?: SourceLocation] = [:]
        var counts: [String?: Int] = [:]
        var notesSeen: Set<RuleNote> = []
        for diagnostic in sorted {
            if diagnostic.severity == .warning, summarized.contains(diagnostic.rule) {
                counts[diagnostic.rule, default: 0] += 1
                if firsts[diagnostic.rule] == nil { firsts[diagnostic.rule] = diagnostic.location }
                continue
            }
            let isNew = diagnostic.note.map { notesSeen.insert(RuleNote(rule: diagnostic.rule, note: $0)).inserted } ?? false
            entries.append(Entry(diagnostic: diagnostic, showsNote: isNew))
        }
        shown = entries
        tallies = counts.map { Tally(rule: $0.key, count: $0.value, first: firsts[$0.key] ?? SourceLocation(file: "")) }
            .sorted { ($1.count, $0.first) < ($0.count, $1.first) }
    }

    /// The number of warnings not printed in full.
    public var warningsSummarized: Int { tallies.reduce(0) { $0 + $1.count } }

    /// The rules whose warnings are counted rather than printed: all but the smallest rules that
    /// fit in `warningLimit` together.
    private static func rulesSummarized(_ sorted: [Diagnostic], warningLimit: Int) -> Set<String?> {
        var counts: [String?: (count: Int, first: Int)] = [:]
        for (index, diagnostic) in sorted.enumerated() where diagnostic.severity == .warning {
            counts[diagnostic.rule, default: (0, index)].count += 1
        }
        var room = warningLimit
        var summarized: Set<String?> = []
        for (rule, tally) in counts.sorted(by: { ($0.value.count, $0.value.first) < ($1.value.count, $1.value.first) }) {
            if tally.count <= room {
                room -= tally.count
            } else {
                room = 0   // a larger rule would not fit either; later ones are at least as large
                summarized.insert(rule)
            }
        }
        return summarized
    }

    /// The summary's lines: a heading, then one line a rule with its count and first place,
    /// `place` showing a location as the report shows it. `seeAll` tells how to see every
    /// warning (`criteria build --verbose, or criteria check`). Empty when nothing was left out.
    public func summaryLines(place: (SourceLocation) -> String, seeAll: String) -> [String] {
        guard !tallies.isEmpty else { return [] }
        let noun = warningsSummarized == 1 ? "warning" : "warnings"
        var lines = ["\(warningsSummarized) more \(noun), by rule (to see every one: \(seeAll)):"]
        let width = tallies.map { ($0.rule ?? Self.otherRule).count }.max() ?? 0
        let countWidth = String(tallies.map(\.count).max() ?? 0).count
        for tally in tallies {
            let name = (tally.rule ?? Self.otherRule).padding(toLength: width, withPad: " ", startingAt: 0)
            let count = String(repeating: " ", count: countWidth - String(tally.count).count) + String(tally.count)
            lines.append("  \(name) \(count) (first: \(place(tally.first)))")
        }
        return lines
    }

    /// How warnings outside the rules are named in the summary.
    static let otherRule = "other"
}

private struct RuleNote: Hashable {
    var rule: String?
    var note: String
}
