extension Diagnostics {
    /// Reports a problem under `rule`, at the rule's severity.
    mutating func report(_ rule: CheckRule, _ location: SourceLocation, _ message: String, note: String? = nil) {
        append(contentsOf: [Diagnostic(rule.severity, location, message, note: note, rule: rule.id)])
    }
}
