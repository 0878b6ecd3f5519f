import Foundation

/// Index stage: pages → `SearchIndex`, built from the parsed model (not by scraping HTML).
///
/// Each page gives a unit for its introduction and, per tab, one for the text before the first
/// heading and one per heading. Term scores are BM25 with field weights (title 3, heading 2,
/// body 1), computed here once so that every query only adds integers.
public struct IndexBuilder: Sendable {
    public init() {}

    /// A unit with its tokens by field, before scoring. Tokenizing is the costly part, so watch
    /// mode keeps these per page and rebuilds only the changed pages' drafts.
    public struct DraftUnit: Sendable {
        var unit: SearchIndex.Unit
        var category: String
        var title: [String]
        var heading: [String]
        var body: [String]
    }

    /// At most this many postings are kept per term, the highest-scoring ones: a word on most
    /// pages (`the`, `screen`) would otherwise cost every query that uses it megabytes on a large
    /// site, for units it hardly ranks.
    public static let postingsPerTerm = 1000

    public func build(_ pages: [CriteriaPage]) -> SearchIndex {
        let sorted = pages.sorted { $0.sourcePath < $1.sourcePath }
        var unused = Diagnostics()
        // Tokenizing is most of the work and pages are independent: use every core.
        return build(drafts: ParallelMap.map(sorted, into: &unused) { page, _ in drafts(of: page) })
    }

    /// Scores the drafts of every page, given in source-path order.
    public func build(drafts pages: [[DraftUnit]]) -> SearchIndex {
        let categories = Array(Set(pages.flatMap { $0.map(\.category) })).sorted()
        let categoryIndex = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($1, $0) })
        var drafts = pages.flatMap { $0 }
        for index in drafts.indices { drafts[index].unit.categoryIndex = categoryIndex[drafts[index].category] ?? 0 }
        return SearchIndex(units: drafts.map(\.unit), categories: categories, postings: score(drafts))
    }

    static func category(of page: CriteriaPage) -> String { page.address.count > 1 ? page.address[0] : "" }

    // MARK: - Units

    public func drafts(of page: CriteriaPage) -> [DraftUnit] {
        let category = Self.category(of: page)
        let anchors = HeadingAnchors(page: page)
        let url = PageAssembler.href(page.address)
        var cache: [[Unicode.Scalar]: [String]] = [:]
        let title = SearchTokenizer.tokens(page.title, cache: &cache)
        var drafts: [DraftUnit] = []
        func add(tab: String, heading: String, fragment: String?, kind: SearchIndex.Kind, texts: [String]) {
            let text = Self.collapsingWhitespace(texts.joined(separator: " "))
            guard !text.isEmpty || !heading.isEmpty else { return }
            let unit = SearchIndex.Unit(page: page.title, tab: tab, heading: heading, url: url + (fragment.map { "#" + $0 } ?? ""),
                                        categoryIndex: 0, kind: kind, text: String(text.prefix(SearchIndex.excerptLength)))
            drafts.append(DraftUnit(unit: unit, category: category, title: title, heading: SearchTokenizer.tokens(tab + " " + heading, cache: &cache),
                                    body: SearchTokenizer.tokens(text, cache: &cache)))
        }
        if let intro = page.section(.generalNotes) {
            add(tab: "Introduction", heading: "", fragment: nil, kind: .intro, texts: intro.blocks.map(\.plainText))
        }
        for kind in page.tabKinds {
            let section = page.section(kind)!
            var heading = "", fragment = kind.anchor, texts: [String] = []
            for (index, block) in section.blocks.enumerated() {
                if let id = anchors.id(of: kind, block: index) {
                    add(tab: kind.title, heading: heading, fragment: fragment, kind: .init(section: kind), texts: texts)
                    heading = block.plainText.trimmingCharacters(in: .whitespacesAndNewlines)
                    fragment = id
                    texts = []
                } else {
                    texts.append(block.plainText)
                }
            }
            add(tab: kind.title, heading: heading, fragment: fragment, kind: .init(section: kind), texts: texts)
        }
        return drafts
    }

    /// Runs of white space become one space; leading and trailing space go.
    static func collapsingWhitespace(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar.isASCII ? (scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar.value == 12)
                                         : scalar.properties.isWhitespace
            if isSpace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    // MARK: - Scores

    func score(_ drafts: [DraftUnit]) -> [String: [SearchIndex.Posting]] {
        let lengths = drafts.map { Double($0.title.count + $0.heading.count + $0.body.count) }
        let average = max(lengths.reduce(0, +) / Double(max(drafts.count, 1)), 1)
        var frequencies: [[String: Int]] = []
        var documentFrequency: [String: Int] = [:]
        for draft in drafts {
            var tf: [String: Int] = [:]
            for token in draft.title { tf[token, default: 0] += 3 }
            for token in draft.heading { tf[token, default: 0] += 2 }
            for token in draft.body { tf[token, default: 0] += 1 }
            for term in tf.keys { documentFrequency[term, default: 0] += 1 }
            frequencies.append(tf)
        }
        let count = Double(drafts.count)
        var postings: [String: [SearchIndex.Posting]] = [:]
        for (unit, tf) in frequencies.enumerated() {
            let titleTerms = Set(drafts[unit].title)
            let norm = 1.2 * (0.25 + 0.75 * lengths[unit] / average)
            for (term, weighted) in tf {
                let df = Double(documentFrequency[term]!)
                let idf = log(1 + (count - df + 0.5) / (df + 0.5))
                let value = idf * Double(weighted) * 2.2 / (Double(weighted) + norm)
                postings[term, default: []].append(SearchIndex.Posting(unit: unit, score: Int((1000 * value).rounded()),
                                                                      isInTitle: titleTerms.contains(term)))
            }
        }
        for (term, list) in postings where list.count > Self.postingsPerTerm {
            let kept = list.sorted { $0.score != $1.score ? $0.score > $1.score : $0.unit < $1.unit }.prefix(Self.postingsPerTerm)
            postings[term] = kept.sorted { $0.unit < $1.unit }
        }
        return postings
    }
}
