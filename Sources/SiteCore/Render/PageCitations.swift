import CMarkBridge
import Foundation

/// The WCAG 2.2 success criteria a page cites: links to a W3C Understanding page, and numbers
/// read as citations (`WCAGCitations`) outside code blocks, headings and raw HTML; an older
/// entry's `wcag:` items count as their text. Numbers WCAG 2.2 does not have, or removed, are
/// left to the `wcag-unknown` and `wcag-obsolete` rules and get no page.
enum PageCitations {
    static func numbers(in page: CriteriaPage) -> [String] {
        var cited: Set<String> = []
        // By index, each block and construct read where it is: copying them, every string
        // retained and released, showed in the parse stage's profile.
        for section in page.sections.indices {
            let blocks = page.sections[section].blocks
            for index in blocks.indices where blocks[index].kind != .codeBlock {
                let constructs = blocks[index].constructs
                for construct in constructs.indices {
                    forEachLinkTarget(of: constructs[construct]) { url in
                        if let number = understood(url) { cited.insert(number) }
                    }
                }
                // Text in headings and raw HTML is not linked (`WCAGCitationLinks`), so it cites nothing.
                if blocks[index].headingLevel == nil, blocks[index].kind != .htmlBlock, blocks[index].plainText.holdsDigitDotDigit {
                    cited.formUnion(WCAGCitations.numbers(in: blocks[index].plainText))
                }
            }
        }
        for criterion in page.olderCriteria where criterion.text.holdsDigitDotDigit {
            cited.formUnion(WCAGCitations.numbers(in: "WCAG " + criterion.text))
        }
        // Most pages cite a few criteria: those put in WCAG's order, not all 87 asked for.
        return cited.compactMap(WCAGCriteria.position(of:)).sorted().map { WCAGCriteria.all[$0].number }
    }

    /// Where a link goes: a Markdown link's destination, or the `href`s of raw HTML, which the
    /// link rewriter leads to a criterion's page as well (`PageLinkRewriter`). Each given to
    /// `body` rather than listed: most constructs are links, one target each.
    static func forEachLinkTarget(of construct: MarkdownConstruct, _ body: (String) -> Void) {
        switch construct.kind {
        case .link: body(construct.destination)
        case .inlineHTML, .htmlBlock: hrefs(inRawHTML: construct.literal).forEach(body)
        default: break
        }
    }

    /// The quoted `href` values of raw HTML, as written. Read over the bytes (`href=` in any
    /// case, then a quote): Foundation's case-insensitive search, on every raw HTML block of
    /// every page, showed in a build's profile.
    static func hrefs(inRawHTML html: String) -> [String] {
        var found: [String] = []
        var html = html
        html.withUTF8 { bytes in
            var index = 0
            while index + 5 < bytes.count {
                guard bytes[index] | 0x20 == UInt8(ascii: "h"), bytes[index + 1] | 0x20 == UInt8(ascii: "r"),
                      bytes[index + 2] | 0x20 == UInt8(ascii: "e"), bytes[index + 3] | 0x20 == UInt8(ascii: "f"),
                      bytes[index + 4] == UInt8(ascii: "=") else {
                    index += 1
                    continue
                }
                index += 5
                let quote = bytes[index]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
                var end = index + 1
                while end < bytes.count, bytes[end] != quote { end += 1 }
                found.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self))
                index = end
            }
        }
        return found
    }

    /// The criterion a W3C Understanding link is about (`…/Understanding/focus-visible`).
    static func understood(_ url: String) -> String? {
        WCAGLinkRule.understandingSlug(url).flatMap { WCAGCriteria.criterion(understandingSlug: $0) }
            .flatMap { $0.isObsolete ? nil : $0.number }
    }

    /// The citations of criteria WCAG 2.2 has in one line: each number and where it is (UTF-16).
    static func citations(inLine line: String) -> [(number: String, range: NSRange)] {
        WCAGCitations.find(in: line).compactMap { citation in
            guard let criterion = citation.criterion, !criterion.isObsolete else { return nil }
            return (criterion.number, NSRange(location: citation.utf16Offset, length: (criterion.number as NSString).length))
        }
    }
}
