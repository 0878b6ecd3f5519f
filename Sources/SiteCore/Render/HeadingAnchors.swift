import Foundation
import CMarkBridge

/// Stable ids for the headings inside a page's tabs: the tab's anchor, then the heading's slug,
/// e.g. `ios-developer-notes-focus`, numbered when a heading repeats within the page.
struct HeadingAnchors: Sendable, Equatable {
    /// One id per heading block, keyed by section kind and block index.
    private(set) var ids: [SectionKind: [Int: String]] = [:]
    /// Plain slug → first id, so content links like `#focus` still land.
    private(set) var bySlug: [String: String] = [:]
    /// Per tab, the id of the heading it opened with that only said the tab's label again
    /// (`repeatsTabLabel`): the page shows the panel's heading instead, which keeps this id, so
    /// links made to the heading still open its tab.
    private(set) var tabLabelIDs: [SectionKind: String] = [:]
    /// Every heading id of the page, those of `tabLabelIDs` too: kept as they are given, since
    /// the parse, the render and the link check each ask for them.
    private(set) var all: Set<String> = []

    /// The ids of a page's headings (`CriteriaPage.headingAnchors`, which keeps them).
    init(sections: [Section]) {
        // The theme's ids (each tab's, its heading's and button's, the page's own) are never a
        // heading's: asked of the theme's set and `all` in turn, not a copy of the theme's set.
        let theme = PageRenderer.themeIDs
        func isUsed(_ id: String) -> Bool { all.contains(id) || theme.contains(id) }
        // The next number to try per repeated id: counting up from 2 each time made a page with
        // thousands of equal headings quadratic.
        var nextNumber: [String: Int] = [:]
        // Room for every heading at once: growing the set and the table as headings came showed
        // in the parse stage's profile.
        let headingCount = sections.indices.reduce(0) { count, section in
            sections[section].blocks.withUnsafeBufferPointer { blocks in
                count + blocks.indices.reduce(0) { $0 + (blocks[$1].headingLevel == nil ? 0 : 1) }
            }
        }
        all.reserveCapacity(headingCount)
        bySlug.reserveCapacity(headingCount)
        for section in sections.indices {
            let kind = sections[section].kind
            let repeatsLabel = Self.repeatsTabLabel(sections[section])
            // The blocks read where they are: copying each retained its four strings and lists.
            let headings = sections[section].blocks.withUnsafeBufferPointer { blocks in
                blocks.indices.compactMap { blocks[$0].headingLevel == nil ? nil : (index: $0, text: blocks[$0].plainText) }
            }
            for (index, text) in headings {
                let slug = Self.slug(text)
                var id = kind.anchor + (slug.isEmpty ? "" : "-" + slug)
                if isUsed(id) {
                    var number = nextNumber[id, default: 2]
                    while isUsed("\(id)-\(number)") { number += 1 }
                    nextNumber[id] = number + 1
                    id = "\(id)-\(number)"
                }
                all.insert(id)
                if index == 0, repeatsLabel {
                    tabLabelIDs[kind] = id
                } else {
                    ids[kind, default: [:]][index] = id
                }
                if !slug.isEmpty, bySlug[slug] == nil { bySlug[slug] = id }
            }
        }
    }

    func id(of kind: SectionKind, block index: Int) -> String? { ids[kind]?[index] }

    /// The index of the first block of `kind`'s section the page shows: 1 when the section
    /// opens with a heading the tab's own heading stands for.
    func firstShownBlock(of kind: SectionKind) -> Int { tabLabelIDs[kind] == nil ? 0 : 1 }

    /// How many headings the page shows with their ids; `all` also holds the ids of headings a
    /// tab's own heading stands for (`tabLabelIDs`).
    var count: Int { ids.values.reduce(0) { $0 + $1.count } }

    /// ASCII-folded, lower-case letters and digits joined by hyphens.
    static func slug(_ text: String) -> String {
        // ASCII has no diacritics to fold, and its slug is already ASCII: ICU's transform, the
        // costly part, is for other text only.
        if text.isAllASCII { return PageAddress.slug(text) }
        let folded = isLeftAsIsByStripping(text) ? text : text.applyingTransform(.stripDiacritics, reverse: false) ?? text
        return PageAddress.slug(folded).filter { $0.isASCII }
            .split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    }

    /// True when stripping diacritics gives `text` back: it holds only ASCII and the
    /// punctuation, symbols and emoji of `keptByStripping`. Headings' other characters are
    /// mostly those (`can’t`, `–`, `📹`), and the first transform sets up ICU's registry of
    /// transforms: a thirtieth of building the corpus, for text it leaves as it is.
    static func isLeftAsIsByStripping(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII || keptByStripping.contains { $0.contains(scalar.value) }
        }
    }

    /// Scalars without diacritics, canonical decompositions or compositions, which the
    /// transform leaves as they are (a test asks ICU about each of them): general punctuation
    /// (dashes, quotes, bullets, the ellipsis, primes), miscellaneous symbols and dingbats,
    /// emoji, and the variation selector that asks for an emoji's colour form.
    static let keptByStripping: [ClosedRange<UInt32>] = [0x2010...0x2027, 0x2030...0x205E, 0x2600...0x27BF, 0xFE0F...0xFE0F,
                                                         0x1F300...0x1FAFF]
}
