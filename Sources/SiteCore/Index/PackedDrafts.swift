import Foundation

/// A page's index drafts, each unit's terms as `Pair`s of one `TermNumbering`: eight bytes per
/// term of a unit, where the drafts held numbers of their core's vocabulary beside weights.
struct PackedDrafts: Sendable {
    /// The page's category (`IndexBuilder.category(of:)`), which all its units share.
    var category = ""
    var units: [SearchIndex.Unit] = []
    var lengths: [Int32] = []
    /// Units numbered from the page's first.
    var pairs: [Pair] = []
}
