/// Where a fragment of HTML comes from, so findings can point into the source.
public struct HTMLOrigin: Sendable, Hashable {
    /// The fragment's first character in the source.
    public var position: HTMLPosition
    /// True when the HTML is the source text itself (a raw HTML block), so a tag's offset maps to
    /// a line and column; false for HTML generated from the source (cmark's), located at its start.
    public var isVerbatim: Bool
    /// In generated HTML, the raw tags written inline in its source (`a <kbd>key</kbd>`), in
    /// order, each where it is written: cmark-gfm passes them through as written, so a finding
    /// on one is located at it rather than at the paragraph's start.
    public var inlineTags: [InlineTag]

    /// One raw tag as written in the source, and where.
    public struct InlineTag: Sendable, Hashable {
        public var text: String
        public var position: HTMLPosition

        public init(text: String, position: HTMLPosition) {
            self.text = text
            self.position = position
        }
    }

    public init(line: Int = 1, column: Int = 1, isVerbatim: Bool = true, inlineTags: [InlineTag] = []) {
        position = HTMLPosition(line: line, column: column)
        self.isVerbatim = isVerbatim
        self.inlineTags = inlineTags
    }
}
