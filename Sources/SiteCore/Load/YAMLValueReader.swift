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
