/// The diagnostics of a run. Stages append to it; only the command line prints it.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    init(_ diagnostics: [Diagnostic]) { all = diagnostics }

    public mutating func error(_ location: SourceLocation, _ message: String, note: String? = nil, rule: String? = nil) {
        all.append(Diagnostic(.error, location, message, note: note, rule: rule))
    }

    public mutating func warning(_ location: SourceLocation, _ message: String, note: String? = nil, rule: String? = nil) {
        all.append(Diagnostic(.warning, location, message, note: note, rule: rule))
    }

    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    public mutating func append(contentsOf diagnostics: [Diagnostic]) {
        all.append(contentsOf: diagnostics)
    }

    public var errorCount: Int { all.count { $0.severity == .error } }
    public var warningCount: Int { all.count { $0.severity == .warning } }
    public var hasErrors: Bool { errorCount > 0 }

    /// Sorted by place (`SourceLocation`'s order), so a run's report reads top to bottom;
    /// diagnostics at one place keep their order. Their positions are sorted, not the
    /// diagnostics (six fields each).
    public var sorted: [Diagnostic] {
        all.indices.sorted { left, right in
            let lhs = all[left].location, rhs = all[right].location
            return lhs == rhs ? left < right : lhs < rhs
        }.map { all[$0] }
    }
}
