import Yams

extension LegacyEntryReader {
    /// The keys that name a step's action; the first step is published as "WHEN" whatever it says.
    static let stepKeywords = ["when", "then", "and", "but", "given"]

    /// `gherkin-keyboard:`/`gherkin-mobile:`: a list of `{when|then|and: action, result: …}`.
    func steps(_ node: Node, key: String, into sink: inout Diagnostics) -> [LegacyEntry.Step] {
        if isEmpty(node) { return [] }
        let list = items(of: node, else: "`\(key)` must be a list of steps (`- when: …` with `result: …`)", into: &sink)
        return list.enumerated().compactMap { index, item in
            step(item, key: key, isFirst: index == 0, into: &sink)
        }
    }

    /// The first key that is not `result` is the action, whatever it says, as the older site's
    /// template and main read it (`Or:` → "OR when I use …"); a key that is not a keyword is a warning.
    private func step(_ item: Node, key: String, isFirst: Bool, into sink: inout Diagnostics) -> LegacyEntry.Step? {
        guard let mapping = item.mapping else {
            fail(item, "a step in `\(key)` must be a mapping like `when: …` and `result: …`, not \(describe(item))", into: &sink)
            return nil
        }
        guard let actionKey = mapping.keys.first(where: { ($0.string ?? "").lowercased() != "result" }) else {
            reportMissingAction(item, mapping, in: key, into: &sink)
            return nil
        }
        let rest = Node.Mapping(mapping.filter { $0.key != actionKey }.map { ($0.key, $0.value) })
        let suggested = reportUnknownKeys(of: rest, known: Self.stepKeywords + ["result"], anyCase: true, in: "a step of `\(key)`", into: &sink)
        let keyword = (actionKey.string ?? "").lowercased()
        // An action that is not text is an error of its own.
        guard let value = mapping[actionKey], var found = text(value, what: "`\(keyword)` in `\(key)`", into: &sink)
            .map({ LegacyEntry.Step(keyword: keyword, action: $0, line: line(of: actionKey)) }) else { return nil }
        var result: (text: String, node: Node)?
        for (name, value) in rest {
            let other = (name.string ?? "").lowercased()
            if other == "result" {
                result = text(value, what: "`result` in `\(key)`", into: &sink).map { ($0, value) }
            } else if Self.stepKeywords.contains(other), let action = text(value, what: "`\(other)` in `\(key)`", into: &sink) {
                warn(name, "a step of `\(key)` has one action: `\(other):` \"\(action)\" after `\(keyword):` is not published",
                     note: "start a new step for it with `- \(other):`", into: &sink)
            }
        }
        if !Self.stepKeywords.contains(keyword) { reportOddKeyword(actionKey, isFirst: isFirst, in: key, into: &sink) }
        found.result = result.flatMap { $0.text.isEmpty ? nil : $0.text }
        // The first mobile step is published with the `screenreader` results under it, not its own.
        report(found, at: actionKey, result: result?.node, in: key, resultShown: !(key == "gherkin-mobile" && isFirst), suggested: suggested, into: &sink)
        return found
    }

    /// An action under a key that is not a keyword (`Or:`, `whn:`) is published all the same,
    /// its key upper-cased after the first step, as the older site did: a warning, not a loss.
    private func reportOddKeyword(_ actionKey: Node, isFirst: Bool, in key: String, into sink: inout Diagnostics) {
        let name = actionKey.string ?? ""
        let shown = isFirst ? "published as \"WHEN\", as every first step is" : "published with it as its keyword"
        warn(actionKey, "`\(name):` in a step of `\(key)` is not a Gherkin keyword; the step is \(shown)",
             note: EditDistance.didYouMean(name, among: Self.stepKeywords) ?? "keywords: \(Self.stepKeywords.joined(separator: ", "))", into: &sink)
    }

    /// A step with no action, only `result:`, is left out: an error that says what is lost.
    private func reportMissingAction(_ item: Node, _ mapping: Node.Mapping, in key: String, into sink: inout Diagnostics) {
        let lost = mapping["result"].flatMap { text($0, what: "`result` in `\(key)`", into: &sink) }.map { "; its result \"\($0)\" is not published" }
        let keywords = Self.stepKeywords.map { "`\($0):`" }
        fail(item, "a step in `\(key)` needs \(keywords.dropLast().joined(separator: ", ")) or \(keywords.last ?? "") with the action\(lost ?? "")", into: &sink)
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
}
