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
        var text: [UInt8] = []
        write(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// `description` appended as UTF-8, the file shown as `filePrefix` followed by the
    /// location's file. A report writes thousands of diagnostics this way (`Report`): making
    /// each one's description and display path as strings was most of a large no-change
    /// build's report.
    public func write(to bytes: inout [UInt8], filePrefix: String = "") {
        location.write(to: &bytes, filePrefix: filePrefix)
        bytes.append(contentsOf: ": ".utf8)
        bytes.append(contentsOf: severity.rawValue.utf8)
        bytes.append(contentsOf: ": ".utf8)
        bytes.append(contentsOf: message.utf8)
        if let rule {
            bytes.append(contentsOf: " [".utf8)
            bytes.append(contentsOf: rule.utf8)
            bytes.append(UInt8(ascii: "]"))
        }
        if let note {
            bytes.append(UInt8(ascii: "\n"))
            location.write(to: &bytes, filePrefix: filePrefix)
            bytes.append(contentsOf: ": note: ".utf8)
            bytes.append(contentsOf: note.utf8)
        }
    }
}
