/// A link to a fragment of another page, whose names a build that goes a page at a time knows
/// only at the end (`ContentChecker.resolve`).
struct FragmentReference: Sendable {
    var url: String
    var outputPath: String
    var fragment: String
    var location: SourceLocation
    /// How many of its page's check diagnostics come before this link's, so a late diagnostic
    /// takes the place an immediate check would have given it.
    var position: Int
}
