/// One fragment of HTML after `HTMLRewriter.sanitize`: the HTML to publish and what was removed
/// or repaired, in source order.
public struct SanitizedHTML: Sendable, Hashable {
    public var html: String
    public var findings: [HTMLFinding]
}
