import Yams

/// Values YAML reads without an error but not as written: a first word that starts with `&`
/// is an anchor's name, one with `!` a type tag, and `#` starts a comment, and each is dropped
/// without a word (`title: &amp thing` gives "thing", `title: #1 choice` no title at all). The
/// parsed value no longer shows them, so the source line is read.
extension FrontMatterReader {
    /// A warning at each top-level value that lost its first word or all of itself, with the
    /// value in quotes as the fix. The YAML starts on the file's line `lineOffset + 1`.
    static func warnOfSlips(in yaml: String, mapping: Node.Mapping, path: String, lineOffset: Int, into sink: inout Diagnostics) {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        for (key, value) in mapping {
            guard let name = key.string, let mark = key.mark, mark.line >= 1, mark.line <= lines.count else { continue }
            let line = lines[mark.line - 1]
            let (lead, written, text) = YAMLErrors.parts(of: line)
            guard lead.isEmpty, written == name + ": ", let problem = slip(in: text, key: name, value: value, yaml: yaml) else { continue }
            let column = line.distance(from: line.startIndex, to: text.startIndex) + 1
            sink.warning(SourceLocation(file: path, line: mark.line + lineOffset, column: column), problem,
                         note: "put the whole value in quotes: \(name): \(YAMLErrors.quoted(String(text)))")
        }
    }

    /// What YAML did to the value written as `text`, or nil when it reads it as written.
    private static func slip(in text: Substring, key: String, value: Node, yaml: String) -> String? {
        let read = value.scalar.map(\.string) ?? ""
        let result = read.isEmpty ? "\(key) is empty" : "\(key) is \"\(read)\""
        if text.hasPrefix("#") { return "# starts a comment in YAML, so \(result)" }
        guard text.hasPrefix("&") || (text.hasPrefix("!") && !text.hasPrefix("!!")) else { return nil }
        let word = text.prefix { $0 != " " && $0 != "\t" }
        let rest = text.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }
        // A list, mapping or quoted text after it was written as YAML on purpose, as is an anchor used elsewhere.
        if let next = rest.first, "\"'[{|>&!*".contains(next) { return nil }
        guard value.scalar != nil else { return nil }
        if word.first == "&" {
            if yaml.contains("*" + word.dropFirst()) { return nil }
            return "YAML reads \"\(word)\" as an anchor's name and drops it, so \(result)"
        }
        return "YAML reads \"\(word)\" as a type tag and drops it, so \(result)"
    }
}
