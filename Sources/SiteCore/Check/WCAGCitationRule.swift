import CMarkBridge
import Foundation
import TextSupport

/// `wcag-level`, `wcag-unknown` and `wcag-obsolete`: WCAG success criteria cited in text.
///
/// The corpus writes citations as `WCAG 2.4.7 Focus Visible (Level AA)`, `WCAG SC 2.4.6 …`,
/// `WCAG AA 1.4.5 Images of Text` and, under a "Related WCAG" heading, `- 2.1.1 Keyboard`. A
/// number `1.2.3` (principle 1 to 4, not part of a longer version number) counts as a citation
/// when "WCAG", "SC" or "Success Criterion" comes just before it, when a level is stated with
/// it, or when the criterion's own name follows it; a three-part number of any other digits
/// (`WCAG 9.9.9`) only with "WCAG", "SC", "Success Criterion" or "WCAG AA" just before it, since
/// bare it may be a version (`iOS 17.2.1`). A level is stated by `(Level AA)` or
/// `Level AA` after the number (before the next citation on the line), or by `WCAG AA` or
/// `Level AA` right before it. Code blocks are not read. An older entry's `- criteria: 2.1.1 …`
/// items are read as their text, where a number at the start is a citation.
struct WCAGCitationRule {
    func check(_ page: CheckedPage, into sink: inout Diagnostics) {
        // Most pages cite no number at all: one scan of the whole text tells, before their
        // lines are gathered and scanned one by one.
        guard page.text.holdsDigitDotDigit else { return }
        for lineNumber in textLines(page) {
            guard let text = page.line(lineNumber), text.holdsDigitDotDigit else { continue }
            let line = String(text)
            check(line, lineNumber: lineNumber, file: page.file, into: &sink)
        }
        for criterion in page.page.olderCriteria where criterion.text.holdsDigitDotDigit {
            // Led by "WCAG " so that a number at the start counts; columns are the text's own in its line.
            let column = page.line(criterion.line).flatMap { Self.column(of: criterion.text, in: $0) } ?? 1
            check("WCAG " + criterion.text, lineNumber: criterion.line, file: page.file, columnShift: column - 1 - 5, into: &sink)
        }
    }

    /// Where `text` starts in the source line, counted in characters from 1: after a quote or `criteria: `.
    private static func column(of text: String, in line: Substring) -> Int? {
        let head = text.prefix { !$0.isWhitespace }
        guard let found = line.range(of: head) else { return nil }
        return line.distance(from: line.startIndex, to: found.lowerBound) + 1
    }

    /// Each citation located by counting on from the one before: otherwise a line of many
    /// citations is quadratic.
    private func check(_ line: String, lineNumber: Int, file: String, columnShift: Int = 0, into sink: inout Diagnostics) {
        let bytes = Array(line.utf8)
        var columns = SourceColumns.Counter()
        for citation in WCAGCitations.find(in: line) {
            let number = citation.number
            let byteOffset = line.utf8.distance(from: line.startIndex, to: String.Index(utf16Offset: citation.utf16Offset, in: line))
            let location = SourceLocation(file: file, line: lineNumber, column: columns.characters(beforeMarkAt: byteOffset, in: bytes) + 1 + columnShift)
            guard let criterion = citation.criterion else {
                sink.report(.wcagUnknown, location, "WCAG \(number) is not a WCAG 2.2 success criterion",
                            note: "see https://www.w3.org/TR/WCAG22/ for the numbers")
                continue
            }
            if criterion.isObsolete {
                sink.report(.wcagObsolete, location, "WCAG \(number) \(criterion.name) is obsolete and removed in WCAG 2.2",
                            note: "cite 4.1.2 Name, Role, Value or 1.3.1 Info and Relationships for what it covered")
            }
            if let stated = citation.statedLevel, stated != criterion.level {
                sink.report(.wcagLevel, location,
                            "WCAG \(number) \(criterion.name) is Level \(criterion.level.rawValue), not Level \(stated.rawValue)")
            }
        }
    }

    /// Lines of the page's blocks, code blocks left out, in order and each once.
    private func textLines(_ page: CheckedPage) -> [Int] {
        var ranges: [ClosedRange<Int>] = []
        for section in page.page.sections {
            for block in section.blocks where block.kind != .codeBlock && block.line > 0 && !isOlderCriteria(block, section, page) {
                ranges.append(block.line...max(block.line, block.endLine))
            }
        }
        // Sections merge repeated headings, so blocks are not in line order across sections.
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var lines: [Int] = []
        var next = 1
        for range in ranges where range.upperBound >= next {
            lines += max(range.lowerBound, next)...range.upperBound
            next = range.upperBound + 1
        }
        return lines
    }

    /// A block of an older entry's `wcag:` list, made from front matter: its items are read above.
    private func isOlderCriteria(_ block: MarkdownBlock, _ section: Section, _ page: CheckedPage) -> Bool {
        guard section.kind == .wcag, let last = page.page.olderCriteria.map(\.line).max() else { return false }
        return block.line <= last
    }
}
