import Yams

extension LegacyEntryReader {
    /// The keys that name a step's action; the first step is published as "WHEN" whatever it says.
    static let stepKeywords = ["when", "then", "and", "but", "given"]

    /// `gherkin-keyboard:`/`gherkin-mobile:`: a list of `{when|then|and: action, result: …}`.
    func steps(_ node: Node, key: String, into sink: inout Diagnostics) -> [LegacyEntry.Step] {
        if isEmpty(node) { return [] }
        let list = items(of: node, else: "`\(key)` must be a list of steps (`- when: …` with `result: …`)", into: &sink)
        return list.enumerated().compactMap { index, item in
            // The first mobile step is published with the `screenreader` results under it, not its own.
            step(item, key: key, resultShown: !(key == "gherkin-mobile" && index == 0), into: &sink)
        }
    }

    private func step(_ item: Node, key: String, resultShown: Bool, into sink: inout Diagnostics) -> LegacyEntry.Step? {
        guard let mapping = item.mapping else {
            fail(item, "a step in `\(key)` must be a mapping like `when: …` and `result: …`, not \(describe(item))", into: &sink)
            return nil
        }
        let keys: [String] = mapping.keys.map { ($0.string ?? "").lowercased() }
        guard keys.contains(where: Self.stepKeywords.contains) else {
            reportMissingAction(item, mapping, keys: keys, in: key, into: &sink)
            return nil
        }
        let suggested = reportUnknownKeys(of: mapping, known: Self.stepKeywords + ["result"], anyCase: true, in: "a step of `\(key)`", into: &sink)
        var step: LegacyEntry.Step?
        var actionKey = item
        var result: (text: String, node: Node)?
        for (name, value) in mapping {
            let keyword = (name.string ?? "").lowercased()
            if keyword == "result" {
                result = text(value, what: "`result` in `\(key)`", into: &sink).map { ($0, value) }
            } else if Self.stepKeywords.contains(keyword), let action = text(value, what: "`\(keyword)` in `\(key)`", into: &sink) {
                if let first = step {
                    warn(name, "a step of `\(key)` has one action: `\(keyword):` \"\(action)\" after `\(first.keyword):` is not published",
                         note: "start a new step for it with `- \(keyword):`", into: &sink)
                } else {
                    step = LegacyEntry.Step(keyword: keyword, action: action, line: line(of: name))
                    actionKey = name
                }
            }
        }
        // An action that is not text is an error of its own, reported above.
        guard var found = step else { return nil }
        found.result = result.flatMap { $0.text.isEmpty ? nil : $0.text }
        report(found, at: actionKey, result: result?.node, in: key, resultShown: resultShown, suggested: suggested, into: &sink)
        return found
    }

    /// A step with no action is left out: an error, which says what is lost and, for a slip
    /// such as `whn:`, which key was meant (instead of an unknown-key warning beside it).
    private func reportMissingAction(_ item: Node, _ mapping: Node.Mapping, keys: [String], in key: String, into sink: inout Diagnostics) {
        let lost = mapping["result"].flatMap { text($0, what: "`result` in `\(key)`", into: &sink) }.map { "; its result \"\($0)\" is not published" }
        let slip = keys.compactMap { EditDistance.nearest(to: $0, among: Self.stepKeywords, within: 2) }.first
        fail(item, "a step in `\(key)` needs `when:`, `then:` or `and:` with the action\(lost ?? "")",
             note: slip.map { "did you mean \"\($0)\"?" }, into: &sink)
    }

    /// A step the writer would publish in half: an action with nothing after "I use …", or a
    /// result the older wording has no place for.
    private func report(_ step: LegacyEntry.Step, at actionKey: Node, result: Node?, in key: String, resultShown: Bool, suggested: [String],
                        into sink: inout Diagnostics) {
        let hears = key == "gherkin-mobile"
        if resultShown, step.result == nil, !suggested.contains("result") {
            warn(actionKey, "a step of `\(key)` has `\(step.keyword):` but no `result:`; it is published without what the tester \(hears ? "hears" : "sees")",
                 note: "add `result:` with the expected result, which follows \"I \(hears ? "HEAR" : "SEE")\"", into: &sink)
        } else if !resultShown, let result, step.result != nil {
            warn(result, "the first step of `\(key)` is published with the `screenreader` results under it; its own `result:` is not published",
                 note: "the older site did not show it either; what a screen reader says belongs under `screenreader:`", into: &sink)
        }
    }

    func warn(_ node: Node, _ message: String, note: String, into sink: inout Diagnostics) {
        sink.report(.olderValue, YAMLErrors.location(of: node, in: path, lineOffset: lineOffset), message, note: note)
    }
}
