/// What the caller of `HTMLRewriter` decides: new values for URLs, and where findings go. Both
/// arrive in source order, so a caller that reports problems of its own (a broken link) keeps
/// them in order with the findings.
public protocol HTMLRewriteClient {
    /// A new value for a `href`, `src` or `poster` URL (given with its entities decoded) of the
    /// lower-case `element`, or nil to keep it as written.
    mutating func rewrite(_ url: String, attribute: String, element: String, at position: HTMLPosition) -> String?

    mutating func report(_ finding: HTMLFinding)
}

extension HTMLRewriteClient {
    mutating func report(_ kind: HTMLFinding.Kind, _ position: HTMLPosition, _ message: String, note: String? = nil) {
        report(HTMLFinding(kind: kind, position: position, message: message, note: note))
    }
}
