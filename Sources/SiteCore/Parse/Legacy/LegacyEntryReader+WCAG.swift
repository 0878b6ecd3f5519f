import Yams

extension LegacyEntryReader {
    /// `wcag:`: a list of `{name: Perceivable, list: [{criteria: …}, …]}`.
    func groups(_ node: Node, into sink: inout Diagnostics) -> [LegacyEntry.CriteriaGroup] {
        if isEmpty(node) { return [] }
        guard let sequence = node.sequence else {
            fail(node, "`wcag` must be a list of groups (`- name: …` with `list: …`), not \(describe(node))", into: &sink)
            return []
        }
        return sequence.compactMap { item in
            guard let mapping = item.mapping, let nameNode = mapping["name"] else {
                fail(item, "a `wcag` group needs a `name` and a `list` of `- criteria: …`", note: item.mapping.flatMap { slipNote($0, for: "name") },
                     into: &sink)
                return nil
            }
            reportUnknownKeys(of: mapping, known: ["name", "list"], in: "`wcag` group \"\(nameNode.scalar?.string ?? "")\"", into: &sink)
            guard let name = text(nameNode, what: "a `wcag` group's name", into: &sink) else { return nil }
            var group = LegacyEntry.CriteriaGroup(name: name, criteria: [], line: line(of: nameNode))
            guard let list = mapping["list"], !isEmpty(list) else { return group }
            group.criteria = criteria(list, group: name, into: &sink)
            return group
        }
    }

    /// A group's `list`: its `- criteria: …` items, each with the line its text starts on.
    private func criteria(_ list: Node, group name: String, into sink: inout Diagnostics) -> [LegacyEntry.Criterion] {
        if case .scalar(let scalar) = list {
            // `list: n/a`: printed as written by the older site, like `keyboard: N/A`.
            let text = scalar.string.trimmingCharacters(in: .whitespacesAndNewlines)
            sink.warning(YAMLErrors.location(of: list, in: path, lineOffset: lineOffset),
                         "the `list` of `wcag` group \"\(name)\" is the text \"\(text)\" where a list of `- criteria: …` belongs; it is shown as written",
                         rule: CheckRule.olderValue.id)
            return [LegacyEntry.Criterion(text: text, line: line(of: list))]
        }
        guard let items = list.sequence else {
            fail(list, "the `list` of `wcag` group \"\(name)\" must be a list of `- criteria: …`, not \(describe(list))", into: &sink)
            return []
        }
        return items.compactMap { item in
            guard let mapping = item.mapping, let value = mapping["criteria"] else {
                fail(item, "an item of `wcag` group \"\(name)\" must be `- criteria: …`", note: item.mapping.flatMap { slipNote($0, for: "criteria") },
                     into: &sink)
                return nil
            }
            reportUnknownKeys(of: mapping, known: ["criteria"], in: "an item of `wcag` group \"\(name)\"", into: &sink)
            return text(value, what: "a criterion of `wcag` group \"\(name)\"", into: &sink)
                .map { LegacyEntry.Criterion(text: $0, line: textLine(of: value)) }
        }
    }

    /// The line a scalar's text starts on: after the `|` or `>` of a block scalar.
    private func textLine(of node: Node) -> Int {
        guard case .scalar(let scalar) = node, scalar.style == .literal || scalar.style == .folded else { return line(of: node) }
        return line(of: node) + 1
    }
}
