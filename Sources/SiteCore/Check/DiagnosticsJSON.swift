import Foundation

/// `criteria check --format json`: a JSON array with one object per diagnostic, keys always in
/// this order: `file`, `line`, `column` (1-based; 0 when unknown), `severity` (`error` or
/// `warning`), `rule` (a `CheckRule` id, or null for problems outside the rules such as a bad
/// configuration file), `message` and `note` (the hint the text output prints on its `note:`
/// line, or null): a tool that shows problems to people (an editor, a pull-request bot) needs it.
public enum DiagnosticsJSON {
    public static func encode(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]\n" }
        let objects = diagnostics.map { diagnostic in
            let location = diagnostic.location
            return "  {\"file\": \(JSONText.string(location.file)), \"line\": \(location.line), "
                + "\"column\": \(location.line > 0 ? max(location.column, 1) : 0), "
                + "\"severity\": \(JSONText.string(diagnostic.severity.rawValue)), "
                + "\"rule\": \(diagnostic.rule.map { JSONText.string($0) } ?? "null"), \"message\": \(JSONText.string(diagnostic.message)), "
                + "\"note\": \(diagnostic.note.map { JSONText.string($0) } ?? "null")}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }
}
