import CMarkBridge
import TextSupport

/// A part of a criteria document: the blocks under one of the known `## ` headings.
public struct Section: Sendable, Equatable {
    public var kind: SectionKind
    /// Where the section's `## ` heading is; for the fallback section, its first block.
    public var location: SourceLocation
    /// The section's blocks, without the `## ` heading that named it. Fallback headings are kept.
    public var blocks: [MarkdownBlock]
    /// The section's Markdown as written (its blocks' source lines, without the naming heading):
    /// what "Copy" puts on the clipboard and exports carry.
    public var markdown: String
    /// The link reference definitions written in the section (`[wcag]: https://…`, with a title
    /// on the next line if it has one): Markdown resolves them across the file, so a tab copied
    /// alone takes those it uses from the others (`ReferenceDefinitions`).
    public var definitions: [String] = []

    public init(kind: SectionKind, location: SourceLocation, blocks: [MarkdownBlock], markdown: String = "") {
        self.kind = kind
        self.location = location
        self.blocks = blocks
        self.markdown = markdown
    }

    /// True when the section has nothing a reader would see.
    public var isEmpty: Bool {
        // The blocks read where they are: `allSatisfy` copied each, retaining its four strings and lists.
        blocks.withUnsafeBufferPointer { blocks in blocks.indices.allSatisfy { blocks[$0].html.isBlank } }
    }
}
