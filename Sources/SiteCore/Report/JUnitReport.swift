/// `criteria check --format junit`: JUnit XML, as GitLab, Jenkins and Azure Pipelines read it.
/// One `testsuite` for the run; one `testcase` a checked file (named by its path), passing when
/// it has no problem; one `failure` a problem, its `type` the rule id (or the severity for
/// problems outside the rules), its `message` `severity: message`, its text the whole line as
/// `criteria check` prints it. Files outside the content (the configuration) get a test case
/// when they have problems.
public enum JUnitReport {
    /// `files`: every checked file, as shown; `diagnostics`: paths shown the same way.
    public static func encode(files: [String], diagnostics: [Diagnostic]) -> String {
        let byFile = Dictionary(grouping: diagnostics, by: \.location.file)
        let names = Set(files).union(byFile.keys).sorted()
        let failures = diagnostics.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"criteria check\" tests=\"\(names.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        xml += "  <testsuite name=\"criteria check\" tests=\"\(names.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for name in names {
            let problems = (byFile[name] ?? []).sorted { $0.location < $1.location }
            let opening = "    <testcase classname=\"criteria.check\" name=\"\(escape(name))\" file=\"\(escape(name))\""
            guard !problems.isEmpty else {
                xml += opening + "/>\n"
                continue
            }
            xml += opening + ">\n"
            for problem in problems {
                xml += "      <failure type=\"\(escape(problem.rule ?? problem.severity.rawValue))\" "
                    + "message=\"\(escape(problem.severity.rawValue + ": " + problem.message))\">"
                    + escape(problem.description) + "</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    /// Text and attribute values: the five XML specials, and the control characters XML 1.0
    /// cannot hold (replaced, as no character reference may name them) and line ends in
    /// attributes (kept as references, which attribute normalization would otherwise turn into spaces).
    static func escape(_ text: String) -> String {
        ScalarEscaping.escape(text) { scalar in
            if let reference = references[scalar] { return reference }
            return scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : nil
        }
    }

    private static let references: [Unicode.Scalar: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;",
    ]
}
