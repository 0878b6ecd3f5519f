/// `criteria check --format github`: one GitHub Actions workflow command a diagnostic,
/// `::error file=…,line=…,col=…,title=RULE::message`, which a workflow's log turns into an
/// annotation on the file's line.
///
/// Escaped as GitHub's toolkit escapes them (`@actions/core`, `command.ts`): in the message,
/// `%`, CR and LF; in property values, those and `:` and `,`. A note goes on the message's
/// second line. Line and column are left out when unknown.
public enum GitHubAnnotations {
    /// `diagnostics` in the order given, paths as they should be shown (relative to the
    /// repository's root, where GitHub looks for them).
    public static func encode(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(command).joined()
    }

    /// An error that belongs to no file, such as an output folder that could not be written:
    /// GitHub shows it on the run's summary.
    public static func error(_ message: String) -> String {
        "::error::\(escapeData(message))\n"
    }

    static func command(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location
        var properties = ["file=" + escapeProperty(location.file)]
        if location.line > 0 {
            properties.append("line=\(location.line)")
            properties.append("col=\(max(location.column, 1))")
        }
        if let rule = diagnostic.rule { properties.append("title=" + escapeProperty(rule)) }
        let message = diagnostic.message + (diagnostic.note.map { "\nnote: " + $0 } ?? "")
        return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    static func escapeData(_ text: String) -> String {
        ScalarEscaping.escape(text) { dataEscapes[$0] }
    }

    static func escapeProperty(_ text: String) -> String {
        ScalarEscaping.escape(text) { dataEscapes[$0] ?? propertyEscapes[$0] }
    }

    private static let dataEscapes: [Unicode.Scalar: String] = ["%": "%25", "\r": "%0D", "\n": "%0A"]
    private static let propertyEscapes: [Unicode.Scalar: String] = [":": "%3A", ",": "%2C"]
}
