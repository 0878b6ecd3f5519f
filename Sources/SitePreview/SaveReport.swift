import SiteCore

/// What the terminal says after a save: the problems it brought and fixed, at most `limit` lines
/// of them (new errors always in full), then one summary line.
///
/// ```
/// content/web/link.md:12:3: error: link target not found: ../buton/ [broken-link]
/// content/web/link.md:9:1: fixed: unknown section "Vidoes" [unknown-section]
/// Saved content/web/link.md: 1 page rebuilt in 23 ms; 1 error, 196 warnings (1 new, 1 fixed); still serving the last good site
/// ```
///
/// After a failed start no site was served: a failed save says "the site has not built yet",
/// the first good one "serving the site now".
public struct SaveReport: Sendable, Equatable {
    /// Lines for standard error, before the summary.
    public var details: [String]
    /// The one summary line, last.
    public var summary: String
    /// Whether the save did not build (the summary then goes to standard error).
    public var failed: Bool

    /// What one save reports.
    public struct Save: Sendable {
        public var changes: ProblemChanges
        public var diagnostics: Diagnostics
        public var pagesRendered: Int
        public var milliseconds: Int
        /// The files saved, as the terminal shows them.
        public var savedFiles: [String]
        /// The sources deleted (or moved away), named apart: "Saved" would say they are there.
        public var removedFiles: [String]
        /// Whether a good site was served before the save: after a failed start, none was.
        public var hadSite: Bool

        public init(changes: ProblemChanges, diagnostics: Diagnostics, pagesRendered: Int, milliseconds: Int, savedFiles: [String],
                    removedFiles: [String] = [], hadSite: Bool = true) {
            self.changes = changes
            self.diagnostics = diagnostics
            self.pagesRendered = pagesRendered
            self.milliseconds = milliseconds
            self.savedFiles = savedFiles
            self.removedFiles = removedFiles
            self.hadSite = hadSite
        }
    }

    /// `describe` gives a diagnostic's lines as the build report prints them (a note on a second
    /// line); `warnings`: false reports new errors only, as `--quiet` asks.
    public init(_ save: Save, limit: Int = 8, warnings: Bool = true, describe: (Diagnostic) -> String) {
        failed = save.diagnostics.hasErrors
        let added = Self.withoutRepeatedNotes(save.changes.added.filter { $0.severity == .error }
                                              + save.changes.added.filter { $0.severity == .warning })
        var lines = added.filter { $0.severity == .error }.flatMap { describe($0).split(separator: "\n").map(String.init) }
        var left: [String] = []
        if warnings {
            let newWarnings = added.filter { $0.severity == .warning }.map(describe)
            let fixed = save.changes.resolved.map { Self.fixed($0, describe: describe) }
            for text in newWarnings + fixed {
                let textLines = text.split(separator: "\n").map(String.init)
                if left.isEmpty && lines.count + textLines.count <= limit { lines += textLines } else { left.append(text) }
            }
            if !left.isEmpty { lines.append("… and \(Self.count(left.count, "more change")) (criteria check lists every problem)") }
        }
        details = lines
        summary = Self.summary(save, failed: failed)
    }

    /// A note is printed once for its rule, as the build's report prints it.
    private static func withoutRepeatedNotes(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var shown = Set<[String?]>()
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.note != nil && !shown.insert([diagnostic.rule, diagnostic.note]).inserted { diagnostic.note = nil }
            return diagnostic
        }
    }

    /// `content/web/link.md:9:1: fixed: unknown section "Vidoes" [unknown-section]`.
    private static func fixed(_ diagnostic: Diagnostic, describe: (Diagnostic) -> String) -> String {
        var bare = diagnostic
        bare.note = nil
        let text = describe(bare)
        guard let severity = text.range(of: ": \(diagnostic.severity.rawValue): ") else { return "fixed: " + text }
        return text.replacingCharacters(in: severity, with: ": fixed: ")
    }

    private static func summary(_ save: Save, failed: Bool) -> String {
        let files = [("Saved", save.savedFiles), ("removed", save.removedFiles)].filter { !$0.1.isEmpty }.map { verb, paths in
            verb + " " + named(paths)
        }.joined(separator: "; ")
        var text = failed ? "build failed in \(save.milliseconds) ms; " : "\(count(save.pagesRendered, "page")) rebuilt in \(save.milliseconds) ms; "
        text = files.isEmpty ? text.prefix(1).uppercased() + text.dropFirst() : files.prefix(1).uppercased() + files.dropFirst() + ": " + text
        text += "\(count(save.diagnostics.errorCount, "error")), \(count(save.diagnostics.warningCount, "warning"))"
        var changed: [String] = []
        if !save.changes.added.isEmpty { changed.append("\(save.changes.added.count) new") }
        if !save.changes.resolved.isEmpty { changed.append("\(save.changes.resolved.count) fixed") }
        if !changed.isEmpty { text += " (\(changed.joined(separator: ", ")))" }
        if failed {
            text += save.hadSite ? "; still serving the last good site" : "; the site has not built yet"
        } else if !save.hadSite {
            text += "; serving the site now"
        }
        return text
    }

    /// The first two paths, then how many more.
    private static func named(_ paths: [String]) -> String {
        paths.prefix(2).joined(separator: ", ") + (paths.count > 2 ? " and \(count(paths.count - 2, "more file"))" : "")
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
