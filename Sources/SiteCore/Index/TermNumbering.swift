import Foundation

/// The index's numbers for terms, each term's text held once, and the packing of a page's drafts
/// into those numbers (`PackedDrafts`). A build numbers its terms as pages come; watch mode keeps
/// one numbering for a whole session, so that a page packed once is scored at every save
/// without being packed again. Numbers never affect the index made: postings are keyed by term
/// text, and ties go to the lower unit.
struct TermNumbering: Sendable {
    private var numbers: [String: Int32] = [:]
    /// Each number's term; in watch mode also terms no page has any more, which scoring skips.
    private(set) var terms: [String] = []
    /// The translation of the vocabulary of the drafts last packed, and those of other
    /// vocabularies still in use: a build's cores each draft with their own (`WordCache`), and
    /// consecutive pages may come from any of them.
    private var translation = Translation(vocabulary: nil)
    /// Least recently used first; at most `translationsKept`. Watch mode drafts each saved page
    /// with a vocabulary of its own, beside its first build's one per core, and once drafted
    /// each page with its own: keeping every one (and sweeping them all for freed lists at each
    /// new one) made a rebuild quadratic.
    private var otherTranslations: [Translation] = []
    private static let translationsKept = max(8, ProcessInfo.processInfo.activeProcessorCount)

    /// A vocabulary's term numbers → the index's numbers, -1 where not looked up yet. The list is
    /// held weakly, so that a translation goes with its list: a new list made where a freed one
    /// was finds an entry whose list is nil, not a translation of other terms.
    private struct Translation {
        weak var vocabulary: TermList?
        var numbers: [Int32] = []
    }

    init() {}

    /// A page's drafts in these numbers, units numbered from the page's first.
    mutating func pack(_ drafts: [IndexBuilder.DraftUnit]) -> PackedDrafts {
        var packed = PackedDrafts(category: drafts.first?.category ?? "")
        assert(drafts.allSatisfy { $0.category == packed.category }, "a page's units share its category")
        packed.units.reserveCapacity(drafts.count)
        packed.pairs.reserveCapacity(drafts.reduce(0) { $0 + $1.termNumbers.count })
        for (unit, draft) in drafts.enumerated() {
            packed.units.append(draft.unit)
            packed.lengths.append(Int32(clamping: draft.length))
            if draft.vocabulary !== translation.vocabulary { switchTranslation(to: draft.vocabulary) }
            for (index, local) in draft.termNumbers.enumerated() {
                packed.pairs.append(Pair(term: Int(number(ofTerm: Int(local), in: draft.vocabulary)), unit: unit,
                                         isInTitle: index < draft.titleTermCount, weight: Int(draft.weights[index])))
            }
        }
        return packed
    }

    /// Makes `vocabulary`'s translation the current one, setting the current one aside for when
    /// its drafts come again; translations of lists freed since, and the least recently used
    /// beyond `translationsKept`, are dropped.
    private mutating func switchTranslation(to vocabulary: TermList) {
        if translation.vocabulary != nil {
            otherTranslations.removeAll { $0.vocabulary == nil }
            otherTranslations.append(translation)
            if otherTranslations.count > Self.translationsKept { otherTranslations.removeFirst() }
        }
        if let kept = otherTranslations.lastIndex(where: { $0.vocabulary === vocabulary }) {
            translation = otherTranslations.remove(at: kept)
        } else {
            translation = Translation(vocabulary: vocabulary)
        }
    }

    /// The index's number of a term of the current vocabulary: its text is looked up once per
    /// vocabulary (a core's pages in a batch), not once per unit it is in.
    private mutating func number(ofTerm local: Int, in vocabulary: TermList) -> Int32 {
        if local >= translation.numbers.count {
            translation.numbers += repeatElement(-1, count: vocabulary.count - translation.numbers.count)
        }
        if translation.numbers[local] >= 0 { return translation.numbers[local] }
        let term = vocabulary[local]
        let number: Int32
        if let known = numbers[term] {
            number = known
        } else {
            number = Int32(terms.count)
            numbers[term] = number
            terms.append(term)
        }
        translation.numbers[local] = number
        return number
    }
}
