import Yams

/// The fix, in plain words, for the YAML mistakes people make in front matter and `criteria.yml`:
/// a tab in the indentation, a `: ` inside a value, a value that starts with a character YAML
/// gives a meaning to. The parser's own words name the rule broken, not what to write instead.
extension YAMLErrors {
    /// A `note:` for a YAML error, or nil when the mistake is not one of those.
    static func note(of error: Error) -> String? {
        guard let yamlError = error as? YamlError, let (problem, yaml) = problemAndText(of: yamlError) else { return nil }
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ mark: Mark?) -> Substring? {
            guard let mark, mark.line >= 1, mark.line <= lines.count else { return nil }
            return dropTrailing(lines[mark.line - 1]) { $0 == "\r" }
        }
        let reportedMark = mark(of: error)
        let reported = line(reportedMark), found = line(problemMark(of: yamlError))
        if isTabProblem(problem) || [reported, found].contains(where: { $0.map(isIndentedWithTab) == true }) {
            return "indent with spaces, not tabs: YAML does not read a tab as indentation"
        }
        guard let reported else { return nil }
        if let lineNumber = reportedMark?.line, lineNumber >= 2,
           let note = indentedKeyNote(for: reported, after: lines[..<(lineNumber - 1)], problem: problem) {
            return note
        }
        return quotingNote(for: reported, problem: problem)
    }

    /// A `key: value` line indented under a key whose value is on its own line already
    /// (`title: x`, then `  order: 2`): YAML reads it as more of that value, then stumbles on its
    /// colon. The key likely belongs where the one above starts (an editor's trial).
    private static func indentedKeyNote(for line: Substring, after before: ArraySlice<Substring>, problem: String) -> String? {
        guard problem.contains("mapping values are not allowed"),
              let above = before.last(where: { !$0.allSatisfy { $0 == " " || $0 == "\r" } && !$0.hasPrefix("#") }) else { return nil }
        let indent = line.prefix { $0 == " " }.count, aboveIndent = above.prefix { $0 == " " }.count
        let (_, aboveKey, aboveValue) = parts(of: above), (_, key, value) = parts(of: line)
        // A key is a word (`order`); wrapped prose with a colon ("at once. Note: …") is not one.
        guard indent > aboveIndent, !aboveKey.isEmpty, !aboveValue.isEmpty, !key.isEmpty,
              !key.dropLast(2).contains(where: \.isWhitespace) else { return nil }
        let unindented = String(repeating: " ", count: aboveIndent) + key + value
        return "this line is indented under \"\(dropTrailing(above) { $0 == "\r" }.drop { $0 == " " })\", whose value is already given, "
            + "so YAML reads it as more of that value; start it where that key starts: \(unindented)"
    }

    /// What a value's first character tells YAML, for the characters that make a plain value
    /// something else, or an error.
    private static func meaning(of first: Character) -> String? {
        switch first {
        case "[": "YAML reads a value that starts with [ as a list"
        case "{": "YAML reads a value that starts with { as a mapping"
        case "*": "YAML reads a value that starts with * as a reference to an &anchor"
        case "&": "YAML reads a value that starts with & as an anchor's name"
        case "!": "YAML reads a value that starts with ! as a type tag"
        case "|", ">": "YAML reads a value that starts with \(first) as a block of text on the lines below"
        case "%", "@", "`": "a value cannot start with \(first) in YAML"
        case "\"", "'": "a quoted value ends at its closing quote"
        default: nil
        }
    }

    /// "put the value in quotes", with the line as it would be written, when the line is a
    /// `key: value` (or `- value`) whose value is what the parser stumbled on. A value quoted
    /// already keeps its text; a list or mapping that is the whole value stays one.
    private static func quotingNote(for line: Substring, problem: String) -> String? {
        let (lead, key, value) = parts(of: line)
        // An unclosed quote has its own message, and no line to show fixed.
        guard let first = value.first, !(first == "\"" || first == "'") || !problem.contains("end of stream") else { return nil }
        if first == "\"" || first == "'", value.count > 1, value.last == first {
            let requoted = quoted(String(value.dropFirst().dropLast()))
            return "a quoted value ends at its closing quote; to keep the quotes inside it, write: \(lead)\(key)\(requoted)"
        }
        if first == "[" || first == "{", !textKeys.contains(String(key.dropLast(2))),
           let note = unbalancedNote(lead: lead, key: key, value: value) {
            return note
        }
        let fixed = "\(lead)\(key)\(quoted(String(value)))"
        if let meaning = meaning(of: first) {
            return "\(meaning); put the whole value in quotes: \(fixed)"
        }
        if problem.contains("mapping values are not allowed"), value.contains(": ") {
            return "\": \" inside a value starts another key; put the value in quotes: \(fixed)"
        }
        return nil
    }

    /// The keys whose value is read as text, where a value that starts with `[` or `{` is text
    /// that YAML misreads; for any other key it is most likely a list or mapping.
    static let textKeys: Set<String> = ["title", "description"]

    /// A line as its list dash (indentation dropped), its key with `: `, and its value.
    static func parts(of line: Substring) -> (lead: String, key: Substring, value: Substring) {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        var lead = ""
        while rest.hasPrefix("- ") {
            lead += "- "
            rest = rest.dropFirst(2).drop { $0 == " " }
        }
        var key: Substring = ""
        if let first = rest.first, meaning(of: first) == nil, let colon = rest.firstRange(of: ": ") ?? rest.firstRange(of: ":\t") {
            key = rest[..<colon.lowerBound] + ": "
            rest = rest[colon.upperBound...].drop { $0 == " " || $0 == "\t" }
        }
        return (lead, key, dropTrailing(rest) { $0 == " " || $0 == "\t" })
    }

    /// The value quoted as a person would write it, with no backslash escapes: in double quotes
    /// when it holds neither a double quote nor a backslash, else in single quotes, each `'`
    /// doubled.
    static func quoted(_ value: String) -> String {
        if !value.contains("\""), !value.contains("\\") { return "\"\(value)\"" }
        return "'\(value.replacingOccurrences(of: "'", with: "''"))'"
    }

    private static func dropTrailing(_ text: Substring, where isDropped: (Character) -> Bool) -> Substring {
        var text = text
        while let last = text.last, isDropped(last) { text = text.dropLast() }
        return text
    }

    /// Whether the parser's problem is a tab where YAML wants spaces.
    static func isTabProblem(_ problem: String) -> Bool {
        problem.contains("tab character")
    }

    private static func isIndentedWithTab(_ line: Substring) -> Bool {
        line.prefix { $0 == " " || $0 == "\t" }.contains("\t")
    }

    private static func problemAndText(of error: YamlError) -> (String, String)? {
        switch error {
        case .scanner(_, let problem, _, let yaml), .parser(_, let problem, _, let yaml), .composer(_, let problem, _, let yaml):
            (problem, yaml)
        default: nil
        }
    }

    /// Where the parser found its problem, which may be after the construct that is wrong.
    static func problemMark(of error: YamlError) -> Mark? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark
        default: nil
        }
    }
}
