import Foundation

/// `criteria check --format json`: a JSON array with one object per diagnostic, keys always in
/// this order: `file`, `line`, `column` (1-based; 0 when unknown), `severity` (`error` or
/// `warning`), `rule` (a `CheckRule` id, or null for problems outside the rules such as a bad
/// configuration file) and `message`. Notes are left out: they are hints for people.
public enum DiagnosticsJSON {
    public static func encode(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]\n" }
        let objects = diagnostics.map { diagnostic in
            let location = diagnostic.location
            return "  {\"file\": \(string(location.file)), \"line\": \(location.line), "
                + "\"column\": \(location.line > 0 ? max(location.column, 1) : 0), "
                + "\"severity\": \(string(diagnostic.severity.rawValue)), "
                + "\"rule\": \(diagnostic.rule.map(string) ?? "null"), \"message\": \(string(diagnostic.message))}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20: result += String(format: "\\u%04x", control.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
