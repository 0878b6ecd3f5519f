/// What the rewriter carries from block to block of one page to keep its markup valid: the
/// elements open in the current section (`ContentStructure`) and the page's id plan (`PageIDs`).
/// A fresh value repairs one fragment on its own, with ids kept as written.
public struct MarkupRepairs: Sendable {
    var structure = ContentStructure()
    var ids = PageIDs()

    public init() {}

    /// Plans the ids of a page's blocks (their HTML, in the order they will be rewritten; a block
    /// with no raw HTML can be given as ""), so each is unique on the page; `taken` are ids the
    /// page has outside its content (its template's, its headings').
    public init(pageBlocks: [String], taken: Set<String>) {
        ids = PageIDs(blocks: pageBlocks, taken: taken)
    }

    /// Call before rewriting each block of the page, in the order `init(pageBlocks:taken:)` had them.
    public mutating func startBlock() { ids.startBlock() }

    /// No element open and no header cell being read: a block of well-nested markup that
    /// changes nothing here leaves it so.
    public var isAtTopLevel: Bool { structure.isAtTopLevel }

    /// Ends a section: end tags for every element still open in it (each reported unless HTML
    /// lets it be left open), and the next block starts a fresh section.
    public mutating func finishSection<Client: HTMLRewriteClient>(at position: HTMLPosition, client: inout Client) -> String {
        let html = structure.finish(at: position, client: &client)
        structure = ContentStructure()
        return html
    }
}
