/// One problem found in the input, in the compiler's `path:line:col: severity: message` form.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    public var severity: Severity
    public var location: SourceLocation
    /// One sentence with the offending value in it.
    public var message: String
    /// An optional hint when the fix is obvious, printed on its own `note:` line.
    public var note: String?
    /// The content rule that found it (`missing-captions`, …; see `CheckRule`), printed as
    /// `[rule]` after the message so people can look it up; nil for problems outside the rules.
    public var rule: String?

    public init(_ severity: Severity, _ location: SourceLocation, _ message: String, note: String? = nil, rule: String? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.note = note
        self.rule = rule
    }

    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        if let rule { text += " [\(rule)]" }
        if let note { text += "\n\(location): note: \(note)" }
        return text
    }
}

/// The diagnostics of a run. Stages append to it; only the command line prints it.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

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

    /// Sorted by file, line and column, so a run's report reads top to bottom.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { lhs, rhs in
            lhs.element.location == rhs.element.location ? lhs.offset < rhs.offset : lhs.element.location < rhs.element.location
        }.map(\.element)
    }
}
