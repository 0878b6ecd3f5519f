import TextSupport
import Yams

extension LegacyEntryReader {
    /// `wcag:`: a list of `{name: Perceivable, list: [{criteria: …}, …]}`.
    func groups(_ node: Node, into sink: inout Diagnostics) -> [LegacyEntry.CriteriaGroup] {
        if isEmpty(node) { return [] }
        return items(of: node, else: "`wcag` must be a list of groups (`- name: …` with `list: …`)", into: &sink).compactMap { item in
            guard let (mapping, nameNode) = required("name", in: item, else: "a `wcag` group needs a `name` and a `list` of `- criteria: …`",
                                                     into: &sink) else { return nil }
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
            let text = scalar.string.trimmingWhitespace
            warn(list, "the `list` of `wcag` group \"\(name)\" is the text \"\(text)\" where a list of `- criteria: …` belongs; it is shown as written", into: &sink)
            return [LegacyEntry.Criterion(text: text, line: line(of: list))]
        }
        return items(of: list, else: "the `list` of `wcag` group \"\(name)\" must be a list of `- criteria: …`", into: &sink).compactMap { item in
            guard let (mapping, value) = required("criteria", in: item, else: "an item of `wcag` group \"\(name)\" must be `- criteria: …`",
                                                  into: &sink) else { return nil }
            reportUnknownKeys(of: mapping, known: ["criteria"], in: "an item of `wcag` group \"\(name)\"", into: &sink)
            return text(value, what: "a criterion of `wcag` group \"\(name)\"", into: &sink)
                .map { LegacyEntry.Criterion(text: $0, line: textLine(of: value)) }
        }
    }

    /// The item's mapping and its value of `key`; else the error `message`, with "did you mean"
    /// when a key of the item is a slip of `key`.
    private func required(_ key: String, in item: Node, else message: String, into sink: inout Diagnostics) -> (Node.Mapping, Node)? {
        guard let mapping = item.mapping, let value = mapping[key] else {
            fail(item, message, note: item.mapping.flatMap { slipNote($0, for: key) }, into: &sink)
            return nil
        }
        return (mapping, value)
    }

    /// The line a scalar's text starts on: after the `|` or `>` of a block scalar.
    private func textLine(of node: Node) -> Int {
        guard case .scalar(let scalar) = node, scalar.style == .literal || scalar.style == .folded else { return line(of: node) }
        return line(of: node) + 1
    }
}
