import CMarkBridge
import TextSupport

/// Parse stage: a source file → a `CriteriaPage` (front matter, title, sections).
public struct PageParser: Sendable {
    /// What older entries' `{% include %}` tags may name.
    public var includes: IncludeLibrary

    public init(includes: IncludeLibrary = .empty) {
        self.includes = includes
    }

    /// `address`: the file's address when already worked out from its path, as the load stage
    /// does for every page (working it out again showed in a large build's profile).
    public func parse(_ file: SourceFile, address: [String]? = nil, into sink: inout Diagnostics) -> CriteriaPage {
        parseKeepingLines(file, address: address, into: &sink).page
    }

    /// `parse`, with the file's lines when the parse has split them already: a file without
    /// front matter or older markup is its own body. The content rules read them too
    /// (`CheckedPage`), and splitting each page twice showed in a build's profile.
    func parseKeepingLines(_ file: SourceFile, address: [String]? = nil,
                           into sink: inout Diagnostics) -> (page: CriteriaPage, fileLines: [Substring]?) {
        var frontMatterProblems = Diagnostics()
        let read = FrontMatterReader().read(file, into: &frontMatterProblems)
        sink.append(contentsOf: frontMatterProblems.all.map { $0.rule == nil ? $0.under(.frontMatter) : $0 })
        let frontMatter = read.frontMatter
        let expansion = expandedBody(read, path: file.path)
        let body = expansion?.markdown ?? read.body
        if let expansion { sink.append(contentsOf: expansion.diagnostics) }
        let aliases = frontMatter.legacy == nil ? [:] : LegacySections.bodyHeadings
        let blocks: [MarkdownBlock]
        do {
            // Only the sections checks are read from need their list items.
            blocks = try MarkdownParser.parse(body) { CheckReader.kinds.contains(SectionSplitter.kind(after: $0, aliases: aliases)) }
        } catch {
            sink.error(SourceLocation(file: file.path, line: 1, column: 1), "cmark-gfm could not parse the file: \(error)")
            blocks = []
        }
        let lines = SourceLines.split(body)
        let linesEndInLF = !body.containsBytes("\r")
        let document = blocks.withUnsafeBufferPointer { blocks in blocks.indices.map { (line: blocks[$0].line, endLine: blocks[$0].endLine) } }
        var splitProblems = Diagnostics()
        var sections = SectionSplitter().split(blocks, file: file.path,
                                               lineText: { $0 >= 1 && $0 <= lines.count ? lines[$0 - 1] : nil },
                                               aliases: aliases,
                                               into: &splitProblems)
            .map { $0.withMarkdown(from: lines, linesEndInLF: linesEndInLF, document: document) }
        if let map = expansion?.map {
            // Found in the expanded Markdown; reported, like its blocks, where the file has them.
            sections = sections.map { map.remap($0, expandedLines: lines) }
            splitProblems = Diagnostics(splitProblems.all.map { map.remap($0, expandedLines: lines) })
        }
        sink.append(contentsOf: splitProblems)
        let outline = PageOutline(sourcePath: file.path, frontMatter: frontMatter, address: address)
        if let legacy = frontMatter.legacy {
            sections = LegacySections(entry: legacy, title: outline.title, path: file.path).merge(into: sections, into: &sink)
        }
        // The body's lines are the file's when it is its own body: markers are placed by them.
        let fileLines = expansion == nil && body == file.text ? lines : nil
        var page = Self.page(outline, sections: sections, olderCriteria: frontMatter.legacy?.wcag.flatMap(\.criteria) ?? [], file: file,
                             lines: fileLines, into: &sink)
        page.includes = expansion?.includedPaths ?? []
        return (page, fileLines)
    }

    /// The page with its checks: read from the sections, their markers then taken out of the
    /// text, and given IDs no heading of the page has. A marker on an item that is no check is
    /// reported: it pins nothing.
    private static func page(_ outline: PageOutline, sections: [Section], olderCriteria: [LegacyEntry.Criterion],
                             file: SourceFile, lines: [Substring]?, into sink: inout Diagnostics) -> CriteriaPage {
        let reader = CheckReader(file: file.path, platform: Check.Platform(folder: Array(outline.address.dropLast())), source: file.text,
                                 sourceLines: lines)
        for stray in reader.strayMarkers(sections) {
            if stray.endsStep {
                sink.report(.checkID, stray.pin.location, "marker {#\(stray.pin.name)} ends a step, not a check, so it pins nothing",
                            note: "a marker names the check whose text it ends: move it there, or remove it")
            } else {
                sink.report(.checkID, stray.pin.location, "marker {#\(stray.pin.name)} does not end its item, so it pins nothing",
                            note: "a marker pins a check only as the last thing in its text, after any punctuation, and one to a check")
            }
        }
        var checks = reader.read(sections)
        reader.cite(&checks, sections: sections, olderCriteria: olderCriteria)
        var page = CriteriaPage(outline: outline, sections: reader.withoutMarkers(sections, checks: checks))
        page.olderCriteria = olderCriteria
        CheckIDs.assign(&checks, taken: page.headingAnchors.all, reserved: PageRenderer.themeIDs)
        page.checks = checks
        return page
    }

    /// An older entry's body with its Liquid and kramdown markup expanded; nil for a file in
    /// today's format, or one with nothing to expand.
    func expandedBody(_ read: FrontMatterReader.Result, path: String) -> LiquidExpander.Expansion? {
        guard read.frontMatter.isOlderEntry, LiquidExpander.mayExpand(read.body) else { return nil }
        return LiquidExpander(includes: includes, path: path).expand(read.body)
    }

    /// The page's outline from its front matter alone, without parsing the Markdown. Problems
    /// are left to `parse`, which reports them.
    public func outline(_ file: SourceFile) -> PageOutline {
        PageOutline(sourcePath: file.path, frontMatter: FrontMatterReader().outlineFields(of: file))
    }
}
