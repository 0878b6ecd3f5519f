import TextSupport
import Yams

/// Reads the older keys of a front-matter mapping into a `LegacyEntry`.
///
/// A file is an older entry when its front matter has any of `LegacyEntry.keys`; there is no
/// setting for it. A value of the wrong shape (`keyboard` written as a list, a `wcag` group
/// without a `name`) is an error at the YAML node, and the value is left out.
struct LegacyEntryReader {
    let path: String
    /// The front matter's first line in the file, minus one (the YAML starts after `---`).
    let lineOffset: Int

    /// The entry, or nil when the mapping has none of the older keys.
    func read(_ mapping: Node.Mapping, into sink: inout Diagnostics) -> LegacyEntry? {
        let older = mapping.filter { LegacyEntry.keys.contains($0.key.string ?? "") }
        guard let first = older.first else { return nil }
        var entry = LegacyEntry(line: line(of: first.key))
        for (key, value) in older {
            let name = key.string ?? ""
            if case .scalar(let scalar) = value, !isEmpty(value) {
                let text = scalar.string.trimmingWhitespace
                entry.notes.append(LegacyEntry.Note(key: name, text: text, line: line(of: value)))
                warn(value, "`\(name)` is the text \"\(text)\" where \(Self.expected[name] ?? "a mapping") belongs; it is shown as written", into: &sink)
                continue
            }
            switch name {
            case "keyboard": entry.keyboard = expectations(value, key: name, into: &sink)
            case "mobile": entry.mobile = expectations(value, key: name, into: &sink)
            case "screenreader": entry.screenreader = expectations(value, key: name, into: &sink)
            case "settings": entry.settings = expectations(value, key: name, into: &sink)
            case "gherkin-keyboard": entry.gherkinKeyboard = steps(value, key: name, into: &sink)
            case "gherkin-mobile": entry.gherkinMobile = steps(value, key: name, into: &sink)
            default: entry.wcag = groups(value, into: &sink)
            }
        }
        return entry
    }

    /// What each older key holds, for messages.
    static let expected = [
        "keyboard": "a mapping of actions to expected results", "mobile": "a mapping of actions to expected results",
        "screenreader": "a mapping of actions to expected results", "settings": "a mapping of actions to expected results",
        "gherkin-keyboard": "a list of steps", "gherkin-mobile": "a list of steps", "wcag": "a list of groups",
    ]

    /// `keyboard:` and its kin: a mapping of action → expected result, in written order.
    private func expectations(_ node: Node, key: String, into sink: inout Diagnostics) -> [LegacyEntry.Expectation] {
        if isEmpty(node) { return [] }
        guard let mapping = node.mapping else {
            fail(node, "`\(key)` must be a mapping of actions to expected results, not \(describe(node))", into: &sink)
            return []
        }
        return mapping.compactMap { action, result in
            guard let actionText = text(action, what: "an action in `\(key)`", into: &sink),
                  let resultText = text(result, what: "the expected result of \"\(actionText)\" in `\(key)`", into: &sink)
            else { return nil }
            if resultText.isEmpty {
                // Published all the same, as the older site did: the line is there, its result is not.
                warn(action, "\"\(actionText)\" in `\(key)` has no expected result; it is published with nothing after it",
                     note: "write what should happen after `\(actionText):`", into: &sink)
            }
            return LegacyEntry.Expectation(action: actionText, result: resultText, line: line(of: action))
        }
    }

    /// A scalar's text on one line: YAML's `|` blocks end in a newline and may wrap.
    func text(_ node: Node, what: String, into sink: inout Diagnostics) -> String? {
        guard case .scalar(let scalar) = node else {
            fail(node, "\(what) must be text, not \(describe(node))", into: &sink)
            return nil
        }
        return scalar.string.split(whereSeparator: \.isNewline)
            .map { $0.trimmingSpacesAndTabs }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// `keyboard:` with nothing after it, `keyboard: ""` or `keyboard: null`: no expectations, not an error.
    func isEmpty(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        return ["", "~", "null"].contains(scalar.string.trimmingWhitespace.lowercased())
    }

    func line(of node: Node) -> Int { YAMLErrors.location(of: node, in: path, lineOffset: lineOffset).line }

    func fail(_ node: Node, _ message: String, note: String? = nil, into sink: inout Diagnostics) {
        sink.error(YAMLErrors.location(of: node, in: path, lineOffset: lineOffset), message, note: note)
    }

    /// An `older-value` warning: the value is published, in half or as written.
    func warn(_ node: Node, _ message: String, note: String? = nil, into sink: inout Diagnostics) {
        sink.report(.olderValue, YAMLErrors.location(of: node, in: path, lineOffset: lineOffset), message, note: note)
    }

    /// The items of a list; none, with the error `message` and what the node is instead, for another node.
    func items(of node: Node, else message: String, into sink: inout Diagnostics) -> [Node] {
        guard let sequence = node.sequence else {
            fail(node, "\(message), not \(describe(node))", into: &sink)
            return []
        }
        return Array(sequence)
    }

    func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): "the text \"\(scalar.string.trimmingWhitespace)\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
