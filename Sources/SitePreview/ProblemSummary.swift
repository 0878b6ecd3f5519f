import Foundation
import SiteCore

/// What the browser overlay shows of a failed build: its errors (the first `limit`), the number
/// of warnings, and one sentence for screen readers to announce. Warnings stay in the terminal.
public struct ProblemSummary: Sendable, Equatable, Encodable {
    /// One error, placed.
    public struct Problem: Sendable, Equatable, Encodable {
        /// The file as the terminal shows it (`content/web/link.md`); empty when unknown.
        public var file: String
        /// 1-based; 0 when unknown.
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// How many errors the overlay lists; the rest are counted.
    public static let limit = 10

    /// `Build failed: 1 error in content/web/link.md line 12.`
    public var sentence: String
    public var errors: [Problem]
    public var errorCount: Int
    public var warningCount: Int

    /// `displayPath` shows a diagnostic's file as the terminal does.
    public init(_ diagnostics: Diagnostics, displayPath: (String) -> String) {
        let all = ProblemChanges.sorted(diagnostics.all.filter { $0.severity == .error })
        errors = all.prefix(Self.limit).map { error in
            let file = error.location.file.isEmpty ? "" : displayPath(error.location.file)
            let message = error.rule.map { "\(error.message) [\($0)]" } ?? error.message
            return Problem(file: file, line: error.location.line, column: error.location.column, message: message)
        }
        errorCount = all.count
        warningCount = diagnostics.warningCount
        sentence = Self.sentence(errorCount: errorCount, first: errors.first)
    }

    private static func sentence(errorCount: Int, first: Problem?) -> String {
        let errors = "\(errorCount) \(errorCount == 1 ? "error" : "errors")"
        guard let first, !first.file.isEmpty else { return "Build failed: \(errors)." }
        let place = first.line > 0 ? "\(first.file) line \(first.line)" : first.file
        return errorCount == 1 ? "Build failed: 1 error in \(place)." : "Build failed: \(errors), the first in \(place)."
    }
}
