/// Where a fragment of HTML comes from, so findings can point into the source.
public struct HTMLOrigin: Sendable, Hashable {
    /// The fragment's first character in the source.
    public var position: HTMLPosition
    /// True when the HTML is the source text itself (a raw HTML block), so a tag's offset maps to
    /// a line and column; false for HTML generated from the source (cmark's), located at its start.
    public var isVerbatim: Bool

    public init(line: Int = 1, column: Int = 1, isVerbatim: Bool = true) {
        position = HTMLPosition(line: line, column: column)
        self.isVerbatim = isVerbatim
    }
}
