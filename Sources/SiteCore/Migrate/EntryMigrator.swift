import CMarkBridge
import Foundation
import TextSupport

/// `criteria migrate`, for one document: an older entry → the same page in today's format.
///
/// The front matter keeps `title`, `description`, `order` and `aliases`; the older keys become
/// the sections they generate (`## General Notes`, `## Condensed`, `## Gherkin`, `## WCAG`),
/// written after the body; the body's `## iOS`/`## Android` become `## iOS Developer Notes` /
/// `## Android Developer Notes`. `layout`, `categories` and any other key are dropped: the folder
/// is the category. Before it answers, the migrator parses its result and compares the page with
/// the original's, so it never returns a file that would build differently.
public struct EntryMigrator: Sendable {
    /// What the entries' `{% include %}` tags read: their text goes into the migrated file.
    public var includes: IncludeLibrary

    public init(includes: IncludeLibrary = .empty) {
        self.includes = includes
    }

    public enum Outcome: Sendable, Equatable {
        /// The file is in today's format already; it is to be copied as it is.
        case unchanged
        case migrated(String)
        /// The file has errors (reported); nothing is to be written for it.
        case failed
    }

    public func migrate(_ file: SourceFile, into sink: inout Diagnostics) -> Outcome {
        var repeated = Diagnostics()   // the parse below reports the front matter's problems once
        let read = FrontMatterReader().read(file, into: &repeated)
        var local = Diagnostics()
        let parser = PageParser(includes: includes)
        let original = parser.parse(file, into: &local)
        sink.append(contentsOf: local)
        guard read.frontMatter.isOlderEntry else { return .unchanged }
        guard !local.hasErrors else { return .failed }
        // Liquid and kramdown markup expanded as the build expands it: fenced code, raw HTML
        // blocks, wrapper elements, included text in place.
        let expansion = parser.expandedBody(read, path: file.path)
        if let lost = expansion?.leftOutIncludes, let first = lost.first {
            // The build says so at every build; a migrated file would drop the tags for good.
            sink.error(first, "cannot migrate: \(lost.count == 1 ? "an include is" : "\(lost.count) includes are") left out (see the warnings), and \(lost.count == 1 ? "its" : "their") text would be lost",
                       note: "pass --includes with the older site's _includes folder, or fix the include tags")
            return .failed
        }
        let bodyText = expansion?.markdown ?? read.body
        guard let blocks = try? MarkdownParser.parse(bodyText) else { return .failed }   // the parse above reported it
        var ignored = Diagnostics()   // the body's own problems were reported by the parse above
        let bodySections = SectionSplitter().split(blocks, file: file.path, lineText: { _ in nil },
                                                   aliases: LegacySections.bodyHeadings, into: &ignored)
        let written = Set(bodySections.filter { !$0.isEmpty }.map(\.kind))
        var text = Self.frontMatter(read.frontMatter, title: original.title)
        // `## iOS` names a tab only in an entry with older criteria keys (`PageParser`).
        let body = Self.body(bodyText, renaming: read.frontMatter.legacy == nil ? [] : blocks)
        if !body.isEmpty { text += "\n" + body + "\n" }
        let generated = read.frontMatter.legacy.map { LegacySections(entry: $0, title: original.title, path: file.path).generated() } ?? []
        for (kind, markdown) in generated where !written.contains(kind) {
            text += "\n## \(kind.title)\n\n\(markdown.text)\n"
        }
        var check = Diagnostics()
        let migrated = PageParser().parse(SourceFile(path: file.path, text: text), into: &check)
        guard Self.samePage(original, migrated) else {
            sink.error(SourceLocation(file: file.path, line: read.frontMatter.legacy?.line ?? 1, column: 1),
                       "cannot migrate: the file in today's format would not give the same page",
                       note: "an unclosed code fence or HTML block at the end of the body swallows the sections written after it")
            return .failed
        }
        return .migrated(text)
    }

    /// The kept keys, each value a double-quoted YAML string (or a number), so any text survives.
    static func frontMatter(_ frontMatter: FrontMatter, title: String) -> String {
        var lines = ["---", "title: \(quoted(title))"]
        if let description = frontMatter.description { lines.append("description: \(quoted(description))") }
        if let order = frontMatter.order { lines.append("order: \(order)") }
        if !frontMatter.aliases.isEmpty { lines.append("aliases: [\(frontMatter.aliases.map { quoted($0.path) }.joined(separator: ", "))]") }
        return (lines + ["---"]).joined(separator: "\n") + "\n"
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 { result += String(format: "\\x%02X", scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    /// The body as written, but `## iOS` → `## iOS Developer Notes` and `## Android` → `## Android
    /// Developer Notes` (setext headings included), without the blanked front-matter lines.
    static func body(_ body: String, renaming blocks: [MarkdownBlock]) -> String {
        var lines = SourceLines.split(body).map(String.init)
        for block in blocks.reversed() where block.headingLevel == 2 {
            let heading = block.plainText.trimmingWhitespace.lowercased()
            guard let kind = LegacySections.bodyHeadings[heading], block.line >= 1, block.endLine <= lines.count else { continue }
            lines.replaceSubrange((block.line - 1)...(max(block.endLine, block.line) - 1), with: ["## \(kind.title)"])
        }
        while lines.first?.isAllWhitespaceCharacters == true { lines.removeFirst() }
        while lines.last?.isAllWhitespaceCharacters == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Same title, metadata, and sections with the same kinds and rendered blocks, in the same order.
    static func samePage(_ a: CriteriaPage, _ b: CriteriaPage) -> Bool {
        func shape(_ page: CriteriaPage) -> [[String]] {
            page.sections.filter { !$0.isEmpty }.map { [$0.kind.rawValue] + $0.blocks.map(\.html) }
        }
        return a.title == b.title && a.description == b.description && a.order == b.order && a.aliases.map(\.path) == b.aliases.map(\.path)
            && shape(a) == shape(b)
    }
}
