extension Diagnostic {
    /// The same problem, filed under `rule` (for stages that find a rule's problems while reading).
    func under(_ rule: CheckRule) -> Diagnostic {
        var tagged = self
        tagged.rule = rule.id
        return tagged
    }
}
