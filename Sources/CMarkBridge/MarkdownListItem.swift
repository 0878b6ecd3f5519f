/// One list item inside a block, copied out of cmark-gfm's tree: where it starts, how deep it
/// sits and its own text (its sub-lists' text belongs to their items). Checks are made of these.
///
/// Items are listed in document order, the order of the `<li>` tags cmark-gfm renders for them.
public struct MarkdownListItem: Sendable, Equatable {
    /// 1-based line of the item's list marker.
    public var line: Int
    /// 1-based column of the marker in UTF-8 bytes, as cmark counts it.
    public var byteColumn: Int
    /// 0 for an item of a top-level list, 1 for an item of a list inside it, …
    public var depth: Int
    /// The index of the enclosing item in the block's `listItems`, nil at depth 0.
    public var parent: Int?
    /// True when the item's list is numbered (`1.`), false for bullets.
    public var isOrdered: Bool
    /// True when another item sits inside this one.
    public var hasChildren: Bool
    /// The item's own text: text and code literals, line breaks as spaces, raw HTML left out.
    public var text: String
    /// True when the last of that text is code (a code span or block): what ends it is code as
    /// the page shows it, not a `{#name}` marker.
    public var endsInCode: Bool

    public init(line: Int, byteColumn: Int, depth: Int, parent: Int?, isOrdered: Bool, hasChildren: Bool, text: String,
                endsInCode: Bool = false) {
        self.line = line
        self.byteColumn = byteColumn
        self.depth = depth
        self.parent = parent
        self.isOrdered = isOrdered
        self.hasChildren = hasChildren
        self.text = text
        self.endsInCode = endsInCode
    }
}
