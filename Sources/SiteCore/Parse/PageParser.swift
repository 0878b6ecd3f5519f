import CMarkBridge

/// Parse stage: a source file → a `CriteriaPage` (front matter, title, sections).
public struct PageParser: Sendable {
    public init() {}

    public func parse(_ file: SourceFile, into sink: inout Diagnostics) -> CriteriaPage {
        let read = FrontMatterReader().read(file, into: &sink)
        let blocks: [MarkdownBlock]
        do {
            blocks = try MarkdownParser.parse(read.body)
        } catch {
            sink.error(SourceLocation(file: file.path, line: 1, column: 1), "cmark-gfm could not parse the file: \(error)")
            blocks = []
        }
        let lines = read.body.split(separator: "\n", omittingEmptySubsequences: false)
        let sections = SectionSplitter().split(blocks, file: file.path,
                                               lineText: { $0 >= 1 && $0 <= lines.count ? lines[$0 - 1] : nil },
                                               into: &sink)
        let frontMatter = read.frontMatter
        let title = frontMatter.title.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        return CriteriaPage(
            sourcePath: file.path,
            address: PageAddress.address(ofSourcePath: file.path),
            title: (title?.isEmpty == false ? title! : PageAddress.title(fromName: PageAddress.stem(ofSourcePath: file.path))),
            description: frontMatter.description,
            order: frontMatter.order,
            aliases: frontMatter.aliases,
            sections: sections
        )
    }
}
