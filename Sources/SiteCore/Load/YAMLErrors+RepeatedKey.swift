import Yams

extension YAMLErrors {
    /// A repeated key, reported where it is repeated: Yams marks the key's first place, where
    /// nothing is wrong. Found as the next line after it that holds the same key at the same
    /// indentation; nil when none is (a key written in flow style, `{a: 1, a: 2}`).
    static func repeatedKey(of error: Error) -> (key: String, firstLine: Int, line: Int, column: Int)? {
        guard case .duplicatedKeysInMapping(let keys, let context)? = error as? YamlError, let key = keys.first else { return nil }
        let first = context.mark
        let lines = context.text.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = first.column - 1
        guard first.line >= 1, indent >= 0 else { return nil }
        for number in first.line..<lines.count {
            let line = lines[number]
            guard line.count > indent, line.prefix(indent).allSatisfy({ $0 == " " || $0 == "-" }) else { continue }
            if holdsKey(key, line.dropFirst(indent)) { return (key, first.line, number + 1, first.column) }
        }
        return nil
    }

    /// Whether the text starts with the key, plain or quoted, then a colon.
    private static func holdsKey(_ key: String, _ text: Substring) -> Bool {
        for written in [key, "\"\(key)\"", "'\(key)'"] where text.hasPrefix(written) {
            if text.dropFirst(written.count).drop(while: { $0 == " " }).first == ":" { return true }
        }
        return false
    }
}
