/// The `rules:` of `criteria.yml`: a level for a content rule (`CheckRule`), which its
/// diagnostics are reported at instead of the rule's own; `off` drops them. Problems outside the
/// rules (a file that cannot be read, a bad configuration) keep their severity.
public struct RuleLevels: Sendable, Equatable {
    public enum Level: String, Sendable, Equatable, CaseIterable {
        case error
        case warning
        case off
    }

    /// By rule id.
    public private(set) var levels: [String: Level] = [:]

    public init(_ levels: [String: Level] = [:]) { self.levels = levels }

    public subscript(rule: CheckRule) -> Level? {
        get { levels[rule.id] }
        set { levels[rule.id] = newValue }
    }

    /// `diagnostics` at the site's levels, in the same order.
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !levels.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard let rule = diagnostic.rule, let level = levels[rule] else { return diagnostic }
            var changed = diagnostic
            switch level {
            case .off: return nil
            case .error: changed.severity = .error
            case .warning: changed.severity = .warning
            }
            return changed
        }
    }

    public func apply(_ diagnostics: Diagnostics) -> Diagnostics {
        guard !levels.isEmpty else { return diagnostics }
        var applied = Diagnostics()
        applied.append(contentsOf: apply(diagnostics.all))
        return applied
    }
}
