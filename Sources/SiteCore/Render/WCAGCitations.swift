import CMarkBridge
import Foundation

/// The WCAG 2.2 success criteria a page cites: links to a W3C Understanding page, and numbers
/// the `wcag-unknown` rule reads as citations (`WCAGCitationRule.isCitation`), outside code
/// blocks, headings and raw HTML; an older entry's `wcag:` items count as their text. Numbers WCAG 2.2 does not have
/// are left to that rule to report.
enum WCAGCitations {
    static func numbers(in page: CriteriaPage) -> [String] {
        var cited: Set<String> = []
        for section in page.sections {
            for block in section.blocks where block.kind != .codeBlock {
                for construct in block.constructs where construct.kind == .link {
                    if let number = understood(construct.destination) { cited.insert(number) }
                }
                // Text in headings and raw HTML is not linked (`WCAGCitationLinks`), so it cites nothing.
                if block.headingLevel == nil, block.kind != .htmlBlock, block.plainText.holdsDigitDotDigit {
                    cited.formUnion(numbers(inText: block.plainText))
                }
            }
        }
        for criterion in page.olderCriteria where criterion.text.holdsDigitDotDigit {
            cited.formUnion(numbers(inText: "WCAG " + criterion.text))
        }
        return WCAGCriteria.all.map(\.number).filter(cited.contains)
    }

    /// The criterion a W3C Understanding link is about (`…/Understanding/focus-visible`).
    static func understood(_ url: String) -> String? {
        WCAGLinkRule.understandingSlug(url).flatMap { WCAGCriteria.criterion(understandingSlug: $0)?.number }
    }

    /// The known numbers `text` cites, line by line, each read with the text back to the
    /// number before and on to the next, as the rule reads them.
    static func numbers(inText text: String) -> [String] {
        text.split(separator: "\n").flatMap { line in
            line.holdsDigitDotDigit ? citations(inLine: String(line)).map(\.number) : []
        }
    }

    /// The citations of known criteria in one line: each number and where it is (UTF-16).
    static func citations(inLine line: String) -> [(number: String, range: NSRange)] {
        let ns = line as NSString
        let matches = WCAGCitationRule.number.matches(in: line, range: NSRange(location: 0, length: ns.length))
        var found: [(number: String, range: NSRange)] = []
        var previousEnd = 0
        for (index, match) in matches.enumerated() {
            let number = ns.substring(with: match.range(at: 1))
            let start = match.range.location, end = start + match.range.length
            let windowStart = max(previousEnd - 1, 0)
            let before = ns.substring(with: NSRange(location: windowStart, length: start - windowStart))
            previousEnd = end
            let afterEnd = index + 1 < matches.count ? matches[index + 1].range.location : ns.length
            let after = ns.substring(with: NSRange(location: end, length: afterEnd - end))
            guard let criterion = WCAGCriteria.criterion(number),
                  WCAGCitationRule.isCitation(criterion, stated: WCAGCitationRule.statedLevel(before: before, after: after),
                                              before: before, after: after) else { continue }
            found.append((number, match.range(at: 1)))
        }
        return found
    }
}
