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
                let text = scalar.string.trimmingCharacters(in: .whitespacesAndNewlines)
                entry.notes.append(LegacyEntry.Note(key: name, text: text, line: line(of: value)))
                sink.warning(YAMLErrors.location(of: value, in: path, lineOffset: lineOffset),
                             "`\(name)` is the text \"\(text)\" where \(Self.expected[name] ?? "a mapping") belongs; it is shown as written",
                             rule: CheckRule.olderValue.id)
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
            return LegacyEntry.Expectation(action: actionText, result: resultText, line: line(of: action))
        }
    }

    /// `gherkin-keyboard:`/`gherkin-mobile:`: a list of `{when|then|and: action, result: …}`.
    private func steps(_ node: Node, key: String, into sink: inout Diagnostics) -> [LegacyEntry.Step] {
        if isEmpty(node) { return [] }
        guard let sequence = node.sequence else {
            fail(node, "`\(key)` must be a list of steps (`- when: …` with `result: …`), not \(describe(node))", into: &sink)
            return []
        }
        return sequence.compactMap { item in
            guard let mapping = item.mapping else {
                fail(item, "a step in `\(key)` must be a mapping like `when: …` and `result: …`, not \(describe(item))", into: &sink)
                return nil
            }
            var step: LegacyEntry.Step?
            var result: String?
            for (name, value) in mapping {
                let keyword = (name.string ?? "").lowercased()
                if keyword == "result" {
                    result = text(value, what: "`result` in `\(key)`", into: &sink)
                } else if step == nil, let action = text(value, what: "`\(keyword)` in `\(key)`", into: &sink) {
                    step = LegacyEntry.Step(keyword: keyword, action: action, line: line(of: name))
                }
            }
            guard var found = step else {
                fail(item, "a step in `\(key)` needs `when:`, `then:` or `and:` with the action", into: &sink)
                return nil
            }
            found.result = result.flatMap { $0.isEmpty ? nil : $0 }
            return found
        }
    }

    /// `wcag:`: a list of `{name: Perceivable, list: [{criteria: …}, …]}`.
    private func groups(_ node: Node, into sink: inout Diagnostics) -> [LegacyEntry.CriteriaGroup] {
        if isEmpty(node) { return [] }
        guard let sequence = node.sequence else {
            fail(node, "`wcag` must be a list of groups (`- name: …` with `list: …`), not \(describe(node))", into: &sink)
            return []
        }
        return sequence.compactMap { item in
            guard let mapping = item.mapping, let nameNode = mapping["name"] else {
                fail(item, "a `wcag` group needs a `name` and a `list` of `- criteria: …`", into: &sink)
                return nil
            }
            guard let name = text(nameNode, what: "a `wcag` group's name", into: &sink) else { return nil }
            var group = LegacyEntry.CriteriaGroup(name: name, criteria: [], line: line(of: nameNode))
            guard let list = mapping["list"], !isEmpty(list) else { return group }
            if case .scalar(let scalar) = list {
                // `list: n/a`: printed as written by the older site, like `keyboard: N/A`.
                let text = scalar.string.trimmingCharacters(in: .whitespacesAndNewlines)
                group.criteria = [text]
                sink.warning(YAMLErrors.location(of: list, in: path, lineOffset: lineOffset),
                             "the `list` of `wcag` group \"\(name)\" is the text \"\(text)\" where a list of `- criteria: …` belongs; it is shown as written",
                             rule: CheckRule.olderValue.id)
                return group
            }
            guard let items = list.sequence else {
                fail(list, "the `list` of `wcag` group \"\(name)\" must be a list of `- criteria: …`, not \(describe(list))", into: &sink)
                return group
            }
            for criterion in items {
                if let value = criterion.mapping?["criteria"] {
                    if let line = text(value, what: "a criterion of `wcag` group \"\(name)\"", into: &sink) { group.criteria.append(line) }
                } else {
                    fail(criterion, "an item of `wcag` group \"\(name)\" must be `- criteria: …`", into: &sink)
                }
            }
            return group
        }
    }

    /// A scalar's text on one line: YAML's `|` blocks end in a newline and may wrap.
    private func text(_ node: Node, what: String, into sink: inout Diagnostics) -> String? {
        guard case .scalar(let scalar) = node else {
            fail(node, "\(what) must be text, not \(describe(node))", into: &sink)
            return nil
        }
        return scalar.string.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// `keyboard:` with nothing after it, `keyboard: ""` or `keyboard: null`: no expectations, not an error.
    private func isEmpty(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        return ["", "~", "null"].contains(scalar.string.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
    }

    private func line(of node: Node) -> Int { YAMLErrors.location(of: node, in: path, lineOffset: lineOffset).line }

    private func fail(_ node: Node, _ message: String, into sink: inout Diagnostics) {
        sink.error(YAMLErrors.location(of: node, in: path, lineOffset: lineOffset), message)
    }

    private func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): "the text \"\(scalar.string.trimmingCharacters(in: .whitespacesAndNewlines))\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
