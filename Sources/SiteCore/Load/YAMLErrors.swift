import Yams

/// Locations and messages for YAML nodes and Yams errors.
enum YAMLErrors {
    /// Composes `yaml` and returns its top-level mapping; nil for an empty document, or (with an
    /// error located in the file) for invalid YAML or a document that is not a mapping.
    static func mapping(_ yaml: String, path: String, lineOffset: Int, what: String, into sink: inout Diagnostics) -> Node.Mapping? {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: yaml) else { return nil }
            root = node
        } catch {
            report(error, in: path, lineOffset: lineOffset, into: &sink)
            return nil
        }
        guard let mapping = root.mapping else {
            sink.error(location(of: root, in: path, lineOffset: lineOffset), "\(what) must be a mapping of keys to values")
            return nil
        }
        return mapping
    }

    /// A Yams error as a diagnostic: where the wrong construct is, what is wrong, and the fix.
    /// A quote or bracket left open on an earlier line is the cause of what YAML finds after it.
    static func report(_ error: Error, in path: String, lineOffset: Int, into sink: inout Diagnostics) {
        let repeated = repeatedKeys(of: error)
        guard repeated.isEmpty else {
            for key in repeated {
                sink.error(SourceLocation(file: path, line: key.line + lineOffset, column: key.column), "invalid YAML: repeated key \"\(key.key)\"",
                           note: "\"\(key.key)\" is first given on line \(key.firstLine + lineOffset); keep one of them")
            }
            return
        }
        guard let opening = unclosedOpening(of: error) else {
            sink.error(location(of: error, in: path, lineOffset: lineOffset), message(of: error), note: note(of: error))
            return
        }
        let what = opening.character == "[" || opening.character == "{" ? "this \(opening.character)" : "this quote"
        sink.error(SourceLocation(file: path, line: opening.line + lineOffset, column: opening.column),
                   "invalid YAML: \(what) is not closed on its line, so YAML reads on into the lines after it",
                   note: opening.closingNote)
    }

    private static func unclosedOpening(of error: Error) -> YAMLOpening? {
        switch error as? YamlError {
        case .parser(_, let problem, let mark, let yaml)?, .composer(_, let problem, let mark, let yaml)?:
            YAMLOpening.cause(in: yaml, problem: mark, expectsClose: problem.contains("expected ',' or"))
        default: nil
        }
    }

    static func location(of node: Node, in path: String, lineOffset: Int = 0) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: path, line: lineOffset + 1, column: 1) }
        return SourceLocation(file: path, line: mark.line + lineOffset, column: mark.column)
    }

    static func location(of error: Error, in path: String, lineOffset: Int) -> SourceLocation {
        if let mark = mark(of: error) {
            return SourceLocation(file: path, line: mark.line + lineOffset, column: mark.column)
        }
        return SourceLocation(file: path, line: lineOffset + 1, column: 1)
    }

    static func message(of error: Error) -> String {
        guard let yamlError = error as? YamlError else { return "invalid YAML: \(error)" }
        switch yamlError {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
             .composer(let context, let problem, _, _):
            if let context, context.text.contains("quoted scalar"), problem.contains("end of stream") {
                return "invalid YAML: this quote is never closed"
            }
            if let context { return "invalid YAML: \(problem) \(context.text)" }
            return "invalid YAML: \(problem)"
        case .duplicatedKeysInMapping(let duplicates, _):
            return "invalid YAML: repeated key \(duplicates.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .reader(let problem, _, _, _):
            return "invalid YAML: \(problem)"
        default:
            return "invalid YAML: \(yamlError)"
        }
    }

    /// Where the wrong construct is. The scanner's context is the token it was reading (a quoted
    /// text, a key), which starts where the mistake is, while its problem is often found lines
    /// later, at the end of the text; the parser's problem is the token it did not expect, unless
    /// it is the end of the text (an unclosed `[` or `{`), where its context says what was open.
    /// A tab is the one mistake the scanner finds where it is, while reading the token before it.
    static func mark(of error: Error) -> Mark? {
        guard let yamlError = error as? YamlError else { return nil }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _): return isTabProblem(problem) ? mark : context?.mark ?? mark
        case .parser(let context, let problem, let mark, _), .composer(let context, let problem, let mark, _):
            if let context, problem.contains("end of stream") || mark.line > lineCount(of: yamlError) { return context.mark }
            return mark
        case .duplicatedKeysInMapping(_, let context): return context.mark
        default: return nil
        }
    }

    private static func lineCount(of error: YamlError) -> Int {
        switch error {
        case .scanner(_, _, _, let yaml), .parser(_, _, _, let yaml), .composer(_, _, _, let yaml):
            yaml.split(separator: "\n", omittingEmptySubsequences: false).count
        default: Int.max
        }
    }
}
