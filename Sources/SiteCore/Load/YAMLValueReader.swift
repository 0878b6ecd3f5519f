import Yams

/// Reads typed values out of composed YAML nodes, reporting a located error for a wrong type.
struct YAMLValueReader {
    let path: String
    var lineOffset = 0
    var diagnostics = Diagnostics()

    init(path: String, lineOffset: Int = 0) {
        self.path = path
        self.lineOffset = lineOffset
    }

    mutating func string(_ node: Node) -> String? {
        if case .scalar(let scalar) = node { return scalar.string }
        fail(node, "expected text")
        return nil
    }

    mutating func int(_ node: Node) -> Int? {
        if let value = node.int { return value }
        fail(node, "expected a whole number, not \(describe(node))")
        return nil
    }

    mutating func bool(_ node: Node) -> Bool? {
        if let value = node.bool { return value }
        fail(node, "expected true or false, not \(describe(node))")
        return nil
    }

    /// A list of text, or a single text taken as a list of one.
    mutating func strings(_ node: Node) -> [String]? {
        if case .scalar(let scalar) = node { return [scalar.string] }
        guard case .sequence(let sequence) = node else {
            fail(node, "expected a list of text")
            return nil
        }
        return sequence.compactMap { string($0) }
    }

    mutating func stringMap(_ node: Node) -> [String: String]? {
        guard let mapping = node.mapping else {
            fail(node, "expected a mapping of names to text")
            return nil
        }
        var result: [String: String] = [:]
        for (key, value) in mapping {
            if let name = string(key), let text = string(value) { result[name] = text }
        }
        return result
    }

    private mutating func fail(_ node: Node, _ message: String) {
        diagnostics.error(YAMLErrors.location(of: node, in: path, lineOffset: lineOffset), message)
    }

    private func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): "\"\(scalar.string)\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}

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
            sink.error(location(of: error, in: path, lineOffset: lineOffset), message(of: error))
            return nil
        }
        guard let mapping = root.mapping else {
            sink.error(location(of: root, in: path, lineOffset: lineOffset), "\(what) must be a mapping of keys to values")
            return nil
        }
        return mapping
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
    private static func mark(of error: Error) -> Mark? {
        guard let yamlError = error as? YamlError else { return nil }
        switch yamlError {
        case .scanner(let context, _, let mark, _): return context?.mark ?? mark
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
