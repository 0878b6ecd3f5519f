/// Something `HTMLRewriter` removed or repaired, at its place in the source, in one sentence
/// that names the offending markup.
public struct HTMLFinding: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// Removed, or shown as text, because it could run code or is not on the allowlist.
        case sanitized
        /// Changed so the page stays valid HTML (ids, nesting, attributes).
        case repaired
    }

    public var kind: Kind
    public var position: HTMLPosition
    public var message: String
    /// A hint when the fix is obvious.
    public var note: String?

    public init(kind: Kind, position: HTMLPosition, message: String, note: String? = nil) {
        self.kind = kind
        self.position = position
        self.message = message
        self.note = note
    }

    /// `line:column: message [kind]`, and the note on a line of its own.
    public var description: String {
        "\(position): \(message) [\(kind.rawValue)]" + (note.map { "\n\(position): note: \($0)" } ?? "")
    }
}
