import CMarkBridge
import TextSupport

/// Parse stage, part two: a document's top-level blocks → its sections.
///
/// Only level-2 headings at the top of cmark's tree start a section, so a `## ` inside a list,
/// a fenced code block or an HTML block never does. Unknown `## ` headings and anything before
/// the first heading go to the fallback Developer Notes, heading kept. A repeated section is
/// appended to the first and reported.
public struct SectionSplitter: Sendable {
    public init() {}

    /// `aliases` (lower-case heading → kind) adds headings for one document, e.g. an older entry's
    /// `## iOS` for the iOS Developer Notes.
    public func split(_ blocks: [MarkdownBlock], file: String, lineText: (Int) -> Substring?,
                      aliases: [String: SectionKind] = [:], into sink: inout Diagnostics) -> [Section] {
        var sections: [Section] = []
        var current: Int?   // index into `sections` of the section being filled

        func open(_ kind: SectionKind, at location: SourceLocation) -> Int {
            if let existing = sections.firstIndex(where: { $0.kind == kind }) { return existing }
            sections.append(Section(kind: kind, location: location, blocks: []))
            return sections.count - 1
        }

        for block in blocks {
            let location = SourceLocation(file: file, line: block.line,
                                          column: SourceColumns.character(fromByte: block.byteColumn, in: lineText(block.line)))
            if block.headingLevel == 2 {
                let heading = block.plainText.trimmingWhitespace
                if let kind = Self.namedKind(heading, aliases: aliases) {
                    if let first = sections.first(where: { $0.kind == kind }) {
                        sink.report(.repeatedSection, location,
                                    "repeated section \"\(heading)\"; its content is appended to the one at line \(first.location.line)")
                    }
                    current = open(kind, at: location)
                    continue
                }
                if !warnIfMisspelt(heading, at: location, into: &sink) {
                    warnIfMeantForASection(heading, at: location, into: &sink)
                }
                current = open(.developerNotes, at: location)
            }
            let index = current ?? open(.developerNotes, at: location)
            current = index
            sections[index].blocks.append(block)
        }
        return sections
    }

    /// The section a `## ` heading (trimmed) starts, nil for one of the fallback Developer Notes.
    static func namedKind(_ heading: String, aliases: [String: SectionKind]) -> SectionKind? {
        SectionKind(heading: heading) ?? aliases[heading.lowercased()]
    }

    /// The kind of the section a `## ` heading's plain text starts (nil: the blocks before the
    /// first heading), as `split` opens it.
    static func kind(after heading: String?, aliases: [String: SectionKind]) -> SectionKind {
        heading.flatMap { namedKind($0.trimmingWhitespace, aliases: aliases) } ?? .developerNotes
    }

    /// The named sections' titles, lower-cased, and their lengths in characters: worked out once,
    /// not for each heading (most pages have several headings of their own).
    /// Developer Notes included: where a heading that is no section goes, but "## Devloper Notes"
    /// is a typo all the same, shown as a heading of its own in that tab (an editor's trial).
    private static let namedTitles = SectionKind.allCases.map { kind in
        let title = kind.title.lowercased()
        return (kind, title, title.count)
    }

    /// `## Vidoes` is almost certainly a typo, not a developer-notes heading of its own.
    /// Whether it warned.
    private func warnIfMisspelt(_ heading: String, at location: SourceLocation, into sink: inout Diagnostics) -> Bool {
        let lowered = heading.lowercased()
        let length = lowered.isAllASCII ? lowered.utf8.count : lowered.count
        for (kind, title, titleLength) in Self.namedTitles {
            // The distance is at least the difference in length: most headings are far off.
            guard abs(titleLength - length) <= 2 else { continue }
            let distance = EditDistance.between(lowered, title)
            if distance > 0, distance <= 2 {
                sink.report(.unknownSection, location, "unknown section \"\(heading)\" goes to Developer Notes",
                             note: "did you mean \"\(kind.title)\"? Sections are: \(SectionKind.namedHeadings)")
                return true
            }
        }
        return false
    }

    /// `## Acceptance Criteria` is too far from `## Criteria` to be a typo, but is most likely
    /// meant for its tab all the same (`SectionNameInHeading`).
    private func warnIfMeantForASection(_ heading: String, at location: SourceLocation, into sink: inout Diagnostics) {
        guard let kind = SectionNameInHeading.intendedSection(of: heading) else { return }
        let place = kind == .generalNotes ? "the introduction (General Notes)" : "the \(kind.title) tab"
        let fix = kind == .generalNotes ? "make it the page's introduction" : "put it in the \(kind.title) tab"
        sink.report(.misfiledSection, location, "heading \"\(heading)\" goes to Developer Notes, not \(place)",
                    note: "write \"## \(kind.title)\" to \(fix)")
    }
}
