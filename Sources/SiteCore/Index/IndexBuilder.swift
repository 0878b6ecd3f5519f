import Foundation
import TextSupport

/// Index stage: pages → `SearchIndex`, built from the parsed model (not by scraping HTML).
///
/// Each page gives a unit for its introduction and, per tab, one for the text before the first
/// heading and one per heading. Term scores are BM25 with field weights (title 3, heading 2,
/// body 1), computed here once so that every query only adds integers.
public struct IndexBuilder: Sendable {
    /// Where pages' files are, for the units' addresses.
    let pageURLs: PageURLs

    public init(pageURLs: PageURLs = .folder) {
        self.pageURLs = pageURLs
    }

    /// A unit with its tokens by field, before scoring. Tokenizing is the costly part, so watch
    /// mode keeps these per page and rebuilds only the changed pages' drafts.
    ///
    /// A site has a draft per unit (about 15 per page) until scoring, so each keeps its terms
    /// in flat arrays rather than a dictionary and a set, for less memory.
    public struct DraftUnit: Sendable {
        var unit: SearchIndex.Unit
        var category: String
        /// The unit's distinct terms, in first-seen order (the page title's come first), as
        /// numbers in `vocabulary`.
        var termNumbers: [Int32]
        let vocabulary: TermList
        /// Per term, its weighted frequency: 3 per occurrence in the title, 2 in the heading, 1 in the body.
        var weights: [Int32]
        /// How many of the terms, from the start, are terms of the page title (for the title boost).
        var titleTermCount: Int
        /// Tokens in title, heading and body together.
        var length: Int

        /// A unit of counted term numbers, numbered in `vocabulary`.
        init(unit: SearchIndex.Unit, category: String, counts: TermCounter.Counts, vocabulary: TermList) {
            self.unit = unit
            self.category = category
            termNumbers = counts.numbers
            self.vocabulary = vocabulary
            weights = counts.weights
            titleTermCount = counts.titleTermCount
            length = counts.length
        }
    }

    /// At most this many postings are kept per term, the highest-scoring ones: a word on most
    /// pages (`the`, `screen`) would otherwise cost every query that uses it megabytes on a large
    /// site, for units it hardly ranks.
    public static let postingsPerTerm = 1000

    public func build(_ pages: [CriteriaPage]) -> SearchIndex {
        let sorted = pages.sorted { $0.sourcePath < $1.sourcePath }
        // Tokenizing is most of the work and pages are independent: use every core. The pages a
        // core goes through share a word cache, since most of a page's words were on the pages
        // before it (a cache per page normalised and stemmed each page's whole vocabulary again).
        let drafted = ParallelMap.map(sorted, reusing: WordCache.init) { page, cache in drafts(of: page, cache: &cache) }
        return build(drafts: drafted)
    }

    /// Scores the drafts of every page, given in source-path order.
    public func build(drafts pages: [[DraftUnit]]) -> SearchIndex {
        var index = IndexAccumulator()
        for page in pages { index.add(page) }
        return index.finish()
    }

    static func category(of page: CriteriaPage) -> String { page.address.count > 1 ? page.address[0] : "" }

    // MARK: - Units

    public func drafts(of page: CriteriaPage) -> [DraftUnit] {
        var cache = WordCache()
        return drafts(of: page, cache: &cache)
    }

    /// `cache`: each raw word's tokens, kept from page to page.
    func drafts(of page: CriteriaPage, cache: inout WordCache) -> [DraftUnit] {
        let anchors = page.headingAnchors
        var units = UnitDrafts(page: page, url: pageURLs.href(page.address), cache: &cache)
        if let intro = page.section(.generalNotes) {
            var topics = WCAGTopics()
            intro.blocks.withUnsafeBufferPointer { blocks in
                for block in blocks.indices { topics.add(blocks[block]) }
            }
            units.add(tab: "Introduction", heading: "", fragment: nil, kind: .intro, texts: intro.blocks.map(\.plainText), topics: topics,
                      cache: &cache)
        }
        for section in page.tabSections {
            let kind = section.kind
            var heading = "", fragment = kind.anchor, texts: [String] = [], topics = WCAGTopics()
            // A first heading that only repeats the tab's label is not a heading of its own. The
            // blocks are read where they are: a block copied retains its four strings and lists.
            section.blocks.withUnsafeBufferPointer { blocks in
                for index in blocks.indices.dropFirst(anchors.firstShownBlock(of: kind)) {
                    if let id = anchors.id(of: kind, block: index) {
                        units.add(tab: kind.title, heading: heading, fragment: fragment, kind: .init(section: kind), texts: texts,
                                  topics: topics, cache: &cache)
                        heading = blocks[index].plainText.trimmingWhitespace
                        fragment = id
                        texts = []
                        topics = WCAGTopics()
                    } else {
                        texts.append(blocks[index].plainText)
                        topics.add(blocks[index])
                    }
                }
            }
            units.add(tab: kind.title, heading: heading, fragment: fragment, kind: .init(section: kind), texts: texts, topics: topics,
                      cache: &cache)
        }
        return units.drafts
    }

    /// One page's units, drafted one after another. A struct with a mutating `add`, not a
    /// function nested in `drafts(of:cache:)`: the counter a nested function shares with the
    /// closures it passes each token to was checked for exclusive access at run time, token by
    /// token; a struct's own properties are checked when compiled.
    private struct UnitDrafts {
        let page: CriteriaPage
        let category: String
        let url: String
        /// The page title's tokens, counted first in every unit.
        let title: [Int32]
        var counter = TermCounter()
        var drafts: [DraftUnit] = []

        init(page: CriteriaPage, url: String, cache: inout WordCache) {
            self.page = page
            category = IndexBuilder.category(of: page)
            self.url = url
            var title: [Int32] = []
            cache.forEachToken(in: page.title) { title.append($0) }
            self.title = title
        }

        mutating func add(tab: String, heading: String, fragment: String?, kind: SearchIndex.Kind, texts: [String],
                          topics: WCAGTopics, cache: inout WordCache) {
            let excerpt = IndexBuilder.excerpt(of: texts)
            guard !excerpt.isEmpty || !heading.isEmpty else { return }
            let unit = SearchIndex.Unit(page: page.title, tab: tab, heading: heading, url: url + (fragment.map { "#" + $0 } ?? ""),
                                        categoryIndex: 0, kind: kind,
                                        text: excerpt.isEmpty ? IndexBuilder.standInExcerpt(kind: kind, page: page.title, tab: tab, heading: heading) : excerpt)
            for token in title { counter.count(token, weight: 3) }
            counter.endTitle()
            // The tab and the heading, as if joined by a space, which ends a word: each is
            // tokenised on its own rather than joined into a new string for every unit.
            cache.forEachToken(in: tab) { counter.count($0, weight: 2) }
            cache.forEachToken(in: heading) { counter.count($0, weight: 2) }
            // Blocks are joined with spaces, which end words: each block's tokens are its own.
            for text in texts { cache.forEachToken(in: text) { counter.count($0, weight: 1) } }
            // A dotted number (a WCAG criterion's `1.4.3`) is a term of its own too.
            for number in QueryWords.dottedNumbers(in: heading) { counter.count(cache.number(of: number), weight: 2) }
            for text in texts { for number in QueryWords.dottedNumbers(in: text) { counter.count(cache.number(of: number), weight: 1) } }
            // The criteria the unit cites, by name and intent: terms of the unit that do not lengthen it.
            for text in topics.texts where SearchParts.topics { cache.forEachToken(in: text) { counter.count($0, weight: 1, lengthens: false) } }
            drafts.append(DraftUnit(unit: unit, category: category, counts: counter.take(), vocabulary: cache.vocabulary))
        }
    }

    /// `Int(score.rounded())`: to the nearest whole number, halves away from zero. `rounded()`
    /// calls the C library's `round` (no instruction rounds halves away from zero), which was a
    /// twentieth of scoring's time; deciding from the fraction instead branched on every score,
    /// half of them mispredicted, and was slower still. Truncating `score + 0.5` is one addition
    /// and one instruction, and agrees with `rounded()` from 0.5 to 2⁵⁰: there `score + 0.5` is
    /// exact (or, past a power of two, rounds to no whole number). Below 0.5 the sum can round up
    /// to 1 (0.49999999999999994), so those are 0; scores are never negative, nor that large.
    @inline(__always)
    static func rounded(_ score: Double) -> Int {
        guard score >= 0.5, score < 0x1p50 else { return score >= 0 && score < 0.5 ? 0 : Int(score.rounded()) }
        return Int(score + 0.5)
    }

    /// The `count` postings with the highest scores (ties: lower unit first), in unit order.
    /// A histogram of the scores finds the cut in linear time; sorting the lists of the commonest
    /// words made the index stage grow faster than the site.
    static func highestScoring(_ list: [SearchIndex.Posting], keeping count: Int) -> [SearchIndex.Posting] {
        var list = list
        let kept = list.withUnsafeMutableBufferPointer { keepHighestScoring($0, keeping: count) }
        list.removeLast(list.count - kept)
        return list
    }

    /// `highestScoring` in place: moves the best `count` postings of `list` to its start, in the
    /// order they were in, and returns how many there are (fewer when `list` is shorter).
    static func keepHighestScoring(_ list: UnsafeMutableBufferPointer<SearchIndex.Posting>, keeping count: Int) -> Int {
        let top = list.reduce(0) { max($0, $1.score) }
        var histogram = [Int](repeating: 0, count: top + 1)
        for posting in list { histogram[max(posting.score, 0)] += 1 }
        var threshold = top, above = 0
        while threshold > 0, above + histogram[threshold] < count {
            above += histogram[threshold]
            threshold -= 1
        }
        var tiesLeft = count - above   // postings at the threshold kept, lowest units first
        var kept = 0
        for posting in list {
            guard posting.score > threshold || (posting.score == threshold && tiesLeft > 0) else { continue }
            if posting.score == threshold { tiesLeft -= 1 }
            list[kept] = posting
            kept += 1
        }
        return kept
    }

    /// The excerpt of a unit that has no text of its own (a video under its heading, a heading
    /// straight above another): what it is, so that every result has a line beneath its title.
    static func standInExcerpt(kind: SearchIndex.Kind, page: String, tab: String, heading: String) -> String {
        kind == .videos ? "A video of \(page) with \(heading)." : "\(heading), in the \(tab) tab of \(page)."
    }

    /// A unit's text for its search result: the blocks' texts joined, white space collapsed,
    /// cut to `SearchIndex.excerptLength` characters. Only the start is collapsed: a unit's
    /// whole text is often ten times the excerpt. A character is at least one scalar, so twice
    /// the excerpt in scalars nearly always holds it; combining marks aplenty fall back to all.
    static func excerpt(of texts: [String]) -> String {
        let limit = SearchIndex.excerptLength
        // ASCII, as most units are, is a character per byte (white space is collapsed, so no CR
        // LF pair is left): counting and cutting characters, the costly part, is then not needed.
        // One scalar past the cut is enough to know: an ASCII scalar never joins the character
        // before it, so the cut falls between characters.
        // Most units' texts are shorter than the excerpt: then the head is the excerpt, not copied.
        let head = WhitespaceCollapsing.collapsed(texts, scalarLimit: limit + 1)
        if head.isAllASCII { return head.utf8.count <= limit ? head : String(decoding: head.utf8.prefix(limit), as: UTF8.self) }
        let start = WhitespaceCollapsing.collapsed(texts, scalarLimit: 2 * limit)
        if start.unicodeScalars.count < 2 * limit || start.count > limit { return String(start.prefix(limit)) }
        return String(WhitespaceCollapsing.collapsed(texts).prefix(limit))
    }
}
