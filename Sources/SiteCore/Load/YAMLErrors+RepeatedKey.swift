import Yams

extension YAMLErrors {
    /// Each repeated key, where it is repeated: Yams marks the first place of one of them, where
    /// nothing is wrong. A key's places are the lines that hold it at the indentation of the
    /// key Yams marked, from the top of the text; empty when none is repeated there (a key
    /// written in flow style, `{a: 1, a: 2}`).
    static func repeatedKeys(of error: Error) -> [(key: String, firstLine: Int, line: Int, column: Int)] {
        guard case .duplicatedKeysInMapping(let keys, let context)? = error as? YamlError else { return [] }
        let marked = context.mark
        let lines = context.text.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = marked.column - 1
        guard marked.line >= 1, indent >= 0 else { return [] }
        return keys.compactMap { key in
            let places = lines.indices.filter { number in
                let line = lines[number]
                return line.count > indent && line.prefix(indent).allSatisfy { $0 == " " || $0 == "-" } && holdsKey(key, line.dropFirst(indent))
            }
            guard places.count > 1 else { return nil }
            return (key, places[0] + 1, places[1] + 1, marked.column)
        }
    }

    /// Whether the text starts with the key, plain or quoted, then a colon.
    private static func holdsKey(_ key: String, _ text: Substring) -> Bool {
        for written in [key, "\"\(key)\"", "'\(key)'"] where text.hasPrefix(written) {
            if text.dropFirst(written.count).drop(while: { $0 == " " }).first == ":" { return true }
        }
        return false
    }
}
