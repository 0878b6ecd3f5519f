import Foundation
import Testing
@testable import SiteCore

@Suite struct SearchTokenizerTests {
    @Test func codeIdentifiersAreFoundWholeAndByTheirParts() {
        #expect(SearchTokenizer.tokens("accessibilityTraits") == ["accessibilitytrait", "accessibility", "trait"])
        #expect(SearchTokenizer.tokens("UIAccessibility.post(notification:argument:)")
            == ["uiaccessibility", "ui", "accessibility", "post", "notification", "argument"])
        #expect(SearchTokenizer.tokens("@FocusState") == ["focusstat", "focus", "stat"])
    }

    @Test func punctuationSeparatesAndDigitsStay() {
        #expect(SearchTokenizer.tokens("Tab, arrow-keys; h1 (WCAG 2.2)") == ["tab", "arrow", "key", "h1", "wcag", "2", "2"])
        #expect(SearchTokenizer.tokens("Important_For_Accessibility_false") == ["important", "for", "accessibility", "fals"])
    }

    @Test func unicodeIsFoldedAndLowerCased() {
        #expect(SearchTokenizer.tokens("Café ÉCRAN naïve") == ["caf", "ecran", "naiv"])
        #expect(SearchTokenizer.tokens("日本語 text") == ["日本語", "text"])
        #expect(SearchTokenizer.tokens("“Learn more” — 200%") == ["learn", "mor", "200"])
    }
}

@Suite struct StemmerTests {
    @Test(arguments: [
        ("captions", "caption"), ("taps", "tap"), ("tapping", "tap"), ("tapped", "tap"), ("activates", "activat"),
        ("activated", "activat"), ("activating", "activat"), ("activate", "activat"), ("boxes", "box"),
        ("switches", "switch"), ("properties", "property"), ("focus", "focus"), ("focused", "focus"),
        ("status", "status"), ("is", "is"), ("settings", "set"), ("buttons", "button"), ("class", "class"),
    ])
    func stems(word: String, stem: String) {
        #expect(Stemmer.stem(word) == stem)
    }
}

@Suite struct SearchRankingTests {
    /// A small site: three pages whose words are chosen to test the ranking rules.
    static let index: SearchIndex = {
        let pages = [
            parsePage("## General Notes\n\nHow to test a button\n\n## Criteria\n\n### Name\n\nThe button has a name.\n", path: "web/button.md").0,
            parsePage("## General Notes\n\nHow to test a link\n\n## iOS Developer Notes\n\n### Role\n\nSet `accessibilityTraits` to `.link`.\n\n### Focus\n\nFocus moves when you double tap.\n", path: "native/link.md").0,
            parsePage("## General Notes\n\nHow to test a toggle\n\n## Videos\n\n### Captions\n\nThe video has captions.\n", path: "web/toggle.md").0,
        ]
        return IndexBuilder().build(pages)
    }()

    func top(_ query: String, _ filter: SearchEngine.Filter = .init()) -> [String] {
        SearchEngine(index: Self.index).search(query, filter: filter).map { Self.index.units[$0.unit].label }
    }

    @Test func unitsAreIntroductionsAndHeadings() {
        #expect(Self.index.units.map(\.label) == [
            "Link › Introduction", "Link › iOS Developer Notes › Role", "Link › iOS Developer Notes › Focus",
            "Button › Introduction", "Button › Criteria › Name", "Toggle › Introduction", "Toggle › Videos › Captions",
        ])
        #expect(Self.index.units[1].url == "native/link/index.html#ios-developer-notes-role")
        #expect(Self.index.categories == ["native", "web"])
    }

    @Test func titleWordsRankTheirPageFirst() {
        #expect(top("button").first == "Button › Introduction")
        #expect(top("link").first == "Link › Introduction")
    }

    @Test func identifiersPrefixesAndTyposFindTheirUnit() {
        #expect(top("accessibilityTraits").first == "Link › iOS Developer Notes › Role")
        #expect(top("traits").first == "Link › iOS Developer Notes › Role")
        #expect(top("capt").first == "Toggle › Videos › Captions", "the last word is a prefix")
        #expect(top("capt ").isEmpty, "a finished word is not a prefix")
        #expect(top("captoins").first == "Toggle › Videos › Captions", "one swapped pair is one typo")
        #expect(top("double tapping").first == "Link › iOS Developer Notes › Focus")
    }

    /// One typo away is a reader's slip, not another word the pages use: "modal" read as
    /// `model` put a code sample's `class="model"` above the modal pages.
    @Test func aWordThePagesUseIsNoTypoOfAnother() {
        let index = IndexBuilder().build([
            parsePage("## General Notes\n\nHow to test a modal\n", path: "web/modal.md").0,
            parsePage("## General Notes\n\nThe phone's model name\n", path: "web/phone.md").0,
        ])
        let labels = { (query: String) in SearchEngine(index: index).search(query).map { index.units[$0.unit].label } }
        #expect(labels("modal ") == ["Modal › Introduction"])
        #expect(labels("modell ") == ["Phone › Introduction"], "a slip still finds the word")
    }

    @Test func unitsCoveringMoreOfTheQueryComeFirst() {
        #expect(top("double tap name").first == "Link › iOS Developer Notes › Focus")
        #expect(top("double tap name").contains("Button › Criteria › Name"), "a unit with one of the words is still a result, after")
        #expect(top("button captions").count == 3, "no unit has both words: any word will do")
        #expect(top("how do I test a button").first == "Button › Introduction", "stop words do not count")
    }

    @Test func aWordElsewhereOnTheUnitsPageCountsHalf() {
        let engine = SearchEngine(index: Self.index)
        let score = { (query: String) in engine.search(query).first { Self.index.units[$0.unit].label == "Link › iOS Developer Notes › Focus" }?.score ?? 0 }
        // The Focus unit matches `focus` alone in both; `role` is on its page (a share of 1.5 of
        // 2, squared), `captions` on another page only (1 of 2).
        #expect(score("focus role") > 2 * score("focus captions"), "\(score("focus role")) against \(score("focus captions"))")
        #expect(score("focus captions") > 0)
    }

    @Test func filtersNarrowByCategoryAndKind() {
        #expect(top("how to test", .init(category: "native")) == ["Link › Introduction"])
        #expect(top("video", .init(kind: .videos)) == ["Toggle › Videos › Captions"])
        #expect(top("video", .init(kind: .criteria)).isEmpty)
    }

    @Test func filesWrittenAreDeterministicClassicScripts() {
        let files = SearchIndexFiles().files(for: Self.index)
        #expect(files.map(\.path).first == "search/meta.js")
        #expect(files.first?.contents.hasPrefix("CriteriaSearch.meta({\"version\":3,\"shards\":1,\"wordShards\":1,\"docsUnits\":48,\"units\":7,\"categories\":[\"native\",\"web\"],\"categoryTitles\":[],\"kinds\":[\"intro\",\"criteria\",\"notes\",\"videos\"],\"tabs\":[[\"Introduction\",\"\"],[\"Condensed\",\"condensed\"],") == true)
        #expect(files.allSatisfy { $0.contents.hasPrefix("CriteriaSearch.") })
        #expect(files == SearchIndexFiles().files(for: Self.index))
    }
}

@Suite struct SearchShardTests {
    @Test func termsWithTheSameFirstTwoCharactersShareAShard() {
        for count in [1, 7, 64] {
            #expect(SearchIndexFiles.shard(of: "caption", count: count) == SearchIndexFiles.shard(of: "cat", count: count))
            #expect((0..<count).contains(SearchIndexFiles.shard(of: "日本語", count: count)))
        }
        let spread = Set(["ab", "cd", "ef", "gh", "ij", "kl", "mn", "op"].map { SearchIndexFiles.shard(of: $0, count: 64) })
        #expect(spread.count > 4, "different first letters spread over shards")
    }

    @Test func fnvHashMatchesTheSpecification() {
        // FNV-1a of the code points of "ca": ((2166136261 ^ 99) * 16777619 ^ 97) * 16777619 mod 2^32.
        var hash: UInt32 = 2_166_136_261
        hash = (hash ^ 99) &* 16_777_619
        hash = (hash ^ 97) &* 16_777_619
        #expect(SearchIndexFiles.shard(of: "caption", count: 1000) == Int(hash % 1000))
    }

    @Test func aQueryLoadsOnlyTheShardsOfItsTokensAndTheDocsOfItsResults() {
        let engine = SearchEngine(index: SearchRankingTests.index)
        let results = engine.search("captions")
        #expect(engine.filesNeeded(for: "captions", results: results) == ["meta.js", "terms-0.js", "docs-0.js"])
    }
}

@Suite struct ScoreRoundingTests {
    /// Halves and the values just either side of them, over the range scores take, and others
    /// between and beyond it round as `rounded()` rounds.
    @Test func roundsAsTheStandardLibraryDoes() {
        var values: [Double] = [0, 0.49999999999999994, 1e15 + 0.5, 0x1p50 - 0.5, 0x1p52 + 1, 0x1p53, 0x1p62, -0.5, -2.5, -1.2]
        for whole in 0..<40_000 {
            let half = Double(whole) + 0.5
            values += [half, half.nextUp, half.nextDown, Double(whole), Double(whole) + 0.37]
        }
        for value in values where IndexBuilder.rounded(value) != Int(value.rounded()) {
            Issue.record("\(value) rounds to \(IndexBuilder.rounded(value)), not \(Int(value.rounded()))")
        }
    }
}

@Suite struct PostingRegionsTests {
    /// Regions of every length, empty ones among them, over blocks of several regions, a block
    /// of one region longer than a block, and a last block that is not full: each term reads
    /// back what was written into its region, however many of its postings were written.
    @Test func eachTermReadsBackItsOwnRegion() {
        let lengths = [3, 0, 5, 2, 9, 0, 1, 4, 0]
        let counts = [3, 0, 2, 2, 9, 0, 1, 0, 0]
        let regions = PostingRegions(lengths: lengths, blockSize: 4)
        for term in lengths.indices {
            for index in 0..<counts[term] {
                regions.starts[term][index] = SearchIndex.Posting(unit: term, score: index, isInTitle: term % 2 == 0)
            }
        }
        var read: [[SearchIndex.Posting]] = []
        regions.forEachList(counts: { counts[$0] }) { term, postings in
            #expect(term == read.count)
            read.append(Array(postings))
        }
        #expect(read == counts.indices.map { term in
            (0..<counts[term]).map { SearchIndex.Posting(unit: term, score: $0, isInTitle: term % 2 == 0) }
        })
    }
}

extension PostingRegionsTests {
    /// Watch mode's spare blocks: a second scoring of the same shape allocates none, a larger one
    /// allocates what the spare lacks, and each reads back what it wrote.
    @Test func spareBlocksAreTakenBeforeAnyIsAllocated() {
        let spare = SpareBlocks()
        func scored(_ lengths: [Int]) -> [[SearchIndex.Posting]] {
            let regions = PostingRegions(lengths: lengths, blockSize: 4, reusing: spare)
            for term in lengths.indices {
                for index in 0..<lengths[term] { regions.starts[term][index] = SearchIndex.Posting(unit: term, score: index, isInTitle: false) }
            }
            var read: [[SearchIndex.Posting]] = []
            regions.forEachList(counts: { lengths[$0] }) { _, postings in read.append(Array(postings)) }
            return read
        }
        func expected(_ lengths: [Int]) -> [[SearchIndex.Posting]] {
            lengths.indices.map { term in (0..<lengths[term]).map { SearchIndex.Posting(unit: term, score: $0, isInTitle: false) } }
        }
        let lengths = [3, 0, 5, 2, 9, 0, 1, 4, 0]
        #expect(scored(lengths) == expected(lengths))
        let first = spare.allocations
        #expect(first > 0)
        #expect(scored(lengths) == expected(lengths))
        #expect(spare.allocations == first, "every block taken from the spare")
        let longer = lengths.map { $0 * 3 }
        #expect(scored(longer) == expected(longer))
        #expect(spare.allocations > first)
        #expect(scored([2, 2]) == expected([2, 2]))
    }
}

@Suite struct PostingPruningTests {
    @Test func keepsTheHighestScoresAndTheLowestUnitsAmongTies() {
        let list = [(0, 5), (1, 9), (2, 5), (3, 1), (4, 9), (5, 5)].map { SearchIndex.Posting(unit: $0.0, score: $0.1, isInTitle: false) }
        let kept = IndexBuilder.highestScoring(list, keeping: 3)
        #expect(kept.map(\.unit) == [0, 1, 4])
        let reference = list.sorted { $0.score != $1.score ? $0.score > $1.score : $0.unit < $1.unit }.prefix(4).sorted { $0.unit < $1.unit }
        #expect(IndexBuilder.highestScoring(list, keeping: 4) == Array(reference))
    }
}

/// The index a build makes a page at a time (`IndexAccumulator`): term numbers packed and laid
/// out by term, docs files taken as pages come.
@Suite struct IndexAccumulatorTests {
    static let pages = pages(count: 9)

    /// `count` pages of three units each.
    static func pages(count: Int) -> [CriteriaPage] {
        (0..<count).map { number in
        parsePage("""
            ## General Notes

            Page \(number) tells how to test a control\(String(repeating: " again", count: number)).

            ## Criteria

            ### Name \(number)

            The control has a name, and the name is read.

            ### Focus

            Focus moves to control \(number) when you tap.
            """, path: "web/page-\(number).md").0
        }
    }

    /// BM25 as `IndexBuilder` describes it, straight from the drafts, with dictionaries.
    static func referencePostings(_ drafts: [IndexBuilder.DraftUnit]) -> [String: [SearchIndex.Posting]] {
        let average = max(Double(drafts.map(\.length).reduce(0, +)) / Double(drafts.count), 1)
        var frequency: [String: Int] = [:]
        for draft in drafts { for term in draft.terms { frequency[term, default: 0] += 1 } }
        var postings: [String: [SearchIndex.Posting]] = [:]
        for (unit, draft) in drafts.enumerated() {
            let norm = 1.2 * (0.25 + 0.75 * Double(draft.length) / average)
            for (index, term) in draft.terms.enumerated() {
                let df = Double(frequency[term]!), weighted = Double(draft.weights[index])
                let idf = log(1 + (Double(drafts.count) - df + 0.5) / (df + 0.5))
                postings[term, default: []].append(SearchIndex.Posting(unit: unit, score: Int((1000 * idf * weighted * 2.2 / (weighted + norm)).rounded()),
                                                                       isInTitle: index < draft.titleTermCount))
            }
        }
        return postings
    }

    @Test func scoresAreBM25OfEveryTermOfEveryUnit() {
        let drafts = Self.pages.map { IndexBuilder().drafts(of: $0) }
        let index = IndexBuilder().build(drafts: drafts)
        #expect(index.postings == Self.referencePostings(drafts.flatMap { $0 }))
        #expect(index.postings["focus"]?.count == 9 && index.postings["focus"]?.contains { $0.isInTitle } == false)
        #expect(index.postings["0"]?.first?.isInTitle == true, "page 0's title is \"Page 0\"")
    }

    /// A page with no units (a file with no sections) adds no category: the search form would
    /// offer a category that finds nothing.
    @Test func aPageWithoutUnitsAddsNoCategory() {
        var accumulator = IndexAccumulator()
        accumulator.add([])
        accumulator.add([IndexBuilder.DraftUnit(unit: SearchIndex.Unit(page: "P", tab: "", heading: "", url: "p.html", categoryIndex: 0, kind: .intro, text: ""),
                                                category: "web", title: [], heading: [], body: ["word"])])
        #expect(accumulator.finish().categories == ["web"])
    }

    /// 30 pages of 10 units, 300,000 pairs: every page's pairs are scored, each with its own
    /// units (numbered after the pages before it).
    @Test func everyPagesPairsAreScoredWithItsOwnUnits() {
        let terms = (0..<2000).map { "term\($0)" }
        let drafts = (0..<300).map { number in
            IndexBuilder.DraftUnit(unit: SearchIndex.Unit(page: "P\(number)", tab: "", heading: "", url: "p.html", categoryIndex: 0, kind: .intro, text: ""),
                                   category: "web", title: [], heading: [],
                                   body: (0..<1000).map { terms[($0 * 7 + number * 13) % terms.count] })
        }
        var accumulator = IndexAccumulator()
        for page in stride(from: 0, to: drafts.count, by: 10) { accumulator.add(Array(drafts[page..<page + 10])) }
        let postings = accumulator.finish().postings, reference = Self.referencePostings(drafts)
        // Named, not printed whole: each side holds 300,000 postings.
        let differing = reference.keys.filter { postings[$0] != reference[$0] }.sorted()
        #expect(postings.count == reference.count && differing.isEmpty, "\(differing.count) terms scored otherwise: \(differing.prefix(5))")
    }

    /// A word in 2,500 of 10,000 units is scored in parts, each cut to its best, and once a part
    /// is cut a posting no better than its worst is dropped; the result must be the one cut of
    /// all its postings. Its scores are spread finely (a word that is everywhere scores about
    /// nothing), so that dropping or keeping one posting too many changes the cut.
    @Test func aCommonTermKeepsTheBestPostingsOfAllItsUnits() {
        let drafts = (0..<10_000).map { number in
            IndexBuilder.DraftUnit(unit: SearchIndex.Unit(page: "P\(number)", tab: "", heading: "", url: "p.html", categoryIndex: 0, kind: .intro, text: ""),
                                   category: "web", title: [], heading: number % 28 == 0 ? ["common"] : [],
                                   body: (number % 4 == 0 ? Array(repeating: "common", count: 1 + number % 9) : [])
                                       + Array(repeating: "filler", count: number % 23) + (number % 1600 == 0 ? ["rare"] : []))
        }
        var accumulator = IndexAccumulator()
        for page in stride(from: 0, to: drafts.count, by: 10) { accumulator.add(Array(drafts[page..<page + 10])) }
        let postings = accumulator.finish().postings
        let reference = Self.referencePostings(drafts).mapValues { list in
            list.count > IndexBuilder.postingsPerTerm ? IndexBuilder.highestScoring(list, keeping: IndexBuilder.postingsPerTerm) : list
        }
        #expect(postings["common"]?.count == IndexBuilder.postingsPerTerm && postings["rare"]?.count == 7)
        // Named, not printed whole: "common" and "filler" keep 1,000 postings each.
        let differing = reference.keys.filter { postings[$0] != reference[$0] }.sorted()
        #expect(postings.count == reference.count && differing.isEmpty, "scored otherwise: \(differing)")
    }

    /// One counter and one word cache serve a page's units in turn: each unit must count its own
    /// tokens only, as the plain tokenizer reads its title, heading and text (short here, so
    /// the excerpt is the whole text) and a dictionary counts them.
    @Test func eachUnitCountsItsOwnTokens() {
        var cache = WordCache()
        for page in Self.pages {
            for draft in IndexBuilder().drafts(of: page, cache: &cache) {
                let unit = draft.unit
                let plain = IndexBuilder.DraftUnit(unit: unit, category: draft.category, title: SearchTokenizer.tokens(page.title),
                                                   heading: SearchTokenizer.tokens(unit.tab + " " + unit.heading),
                                                   body: SearchTokenizer.tokens(unit.text))
                #expect(draft.terms == plain.terms && draft.weights == plain.weights, "\(unit.url)")
                #expect(draft.titleTermCount == plain.titleTermCount && draft.length == plain.length, "\(unit.url)")
            }
        }
    }

    /// The index of `pages` drafted by `draft` (given each page's number) is the index of the
    /// same pages drafted with a vocabulary each.
    private func expectSameIndex(_ pages: [CriteriaPage], draftedBy draft: (Int, CriteriaPage) -> [IndexBuilder.DraftUnit]) {
        var drafted = IndexAccumulator(), separate = IndexAccumulator()
        for (number, page) in pages.enumerated() {
            drafted.add(draft(number, page))
            separate.add(IndexBuilder().drafts(of: page))
        }
        let expected = OutputFile.made(SearchIndexFiles().files(for: separate.finish()))
        #expect(OutputFile.made(SearchIndexFiles().files(for: drafted.finish())) == expected)
    }

    /// Drafts numbered in different vocabularies (word caches), even coming back to one after
    /// another, make the index that drafts with a vocabulary each make.
    @Test func draftsFromInterleavedVocabulariesMakeTheSameIndex() {
        var first = WordCache(), second = WordCache()
        expectSameIndex(Self.pages.sorted { $0.sourcePath < $1.sourcePath }) { number, page in
            number % 3 == 1 ? IndexBuilder().drafts(of: page, cache: &second) : IndexBuilder().drafts(of: page, cache: &first)
        }
    }

    /// A build's word caches go with each batch of pages, and the next batch's are new lists,
    /// likely made where freed ones were: a translation kept for a freed list must not be taken
    /// for a new list at its address.
    @Test func newVocabulariesAfterFreedOnesMakeTheSameIndex() {
        let pages = Self.pages(count: 12)
        // Batches of four pages; two caches per batch, taking turns, each meeting the words in another order.
        let batches = (0..<40).flatMap { batch in (0..<4).map { turn in pages[(batch * 5 + turn * (batch % 3 + 1)) % pages.count] } }
        var first = WordCache(), second = WordCache()
        expectSameIndex(batches) { number, page in
            if number % 4 == 0 { (first, second) = (WordCache(), WordCache()) }
            return number % 2 == 0 ? IndexBuilder().drafts(of: page, cache: &first) : IndexBuilder().drafts(of: page, cache: &second)
        }
    }

    /// Watch mode drafts each saved page with a vocabulary of its own, among its first build's
    /// per-core ones; the index keeps only a few translations, so a vocabulary that comes back
    /// after many others is translated again.
    @Test func manyVocabulariesAndOnesThatComeBackMakeTheSameIndex() {
        let pages = Self.pages(count: 12)
        var first = WordCache(), second = WordCache()
        expectSameIndex((0..<60).map { pages[$0 % pages.count] }) { number, page in
            switch number % 20 {
            case 0: IndexBuilder().drafts(of: page, cache: &first)
            case 10: IndexBuilder().drafts(of: page, cache: &second)
            default: IndexBuilder().drafts(of: page)
            }
        }
    }

    @Test func docsTakenAsPagesComeAreTheWholeIndexsDocsFiles() {
        // Two docs files of pages and some (three units a page); in source-path order, as a
        // build adds them.
        let pages = Self.pages(count: 2 * (SearchIndexFiles.docsUnits / 3) + 4).sorted { $0.sourcePath < $1.sourcePath }
        let whole = OutputFile.made(SearchIndexFiles().files(for: IndexBuilder().build(pages)))
        var accumulator = IndexAccumulator()
        var taken: [OutputFile] = [], takenBeforeTheEnd = 0
        for page in pages {
            accumulator.add(IndexBuilder().drafts(of: page))
            taken += accumulator.takeDocsFiles()
        }
        takenBeforeTheEnd = taken.count
        taken += accumulator.takeDocsFiles(all: true)
        let rest = SearchIndexFiles().files(for: accumulator.finish(), includingDocs: false)
        #expect(takenBeforeTheEnd == 2)
        #expect(taken.map(\.path) == ["search/docs-0.js", "search/docs-1.js", "search/docs-2.js"])
        #expect(OutputFile.made(rest + taken) == whole)
    }

    /// Pages of an uneven number of units, pages without any, and pages larger than a docs file:
    /// `takeDocsFiles` finds the pending pages' sizes from their first units, as the whole
    /// index's docs files and the reader (`SearchIndexReader.readDocs`) do.
    static let unevenPageSizes = [0, 5, 50, 0, 1, 47, 2, 60, 0, 3, 45, 4, 48, 1, 0]

    static func unevenDrafts() -> [[IndexBuilder.DraftUnit]] {
        unevenPageSizes.enumerated().map { page, size in
            (0..<size).map { unit in
                IndexBuilder.DraftUnit(unit: SearchIndex.Unit(page: "P\(page)", tab: "Criteria", heading: "H\(unit)", url: "p\(page).html#criteria-h\(unit)",
                                                              categoryIndex: 0, kind: .criteria, text: "Text \(page) \(unit)"),
                                       category: "web", title: ["p\(page)"], heading: ["h\(unit)"], body: ["text", "\(page)", "\(unit)"])
            }
        }
    }

    @Test func docsTakenFromPagesOfUnevenSizesAreTheWholeIndexsDocsFiles() {
        let drafts = Self.unevenDrafts()
        let whole = OutputFile.made(SearchIndexFiles().files(for: IndexBuilder().build(drafts: drafts)))
        var accumulator = IndexAccumulator()
        var taken: [OutputFile] = []
        for page in drafts {
            accumulator.add(page)
            taken += accumulator.takeDocsFiles()
        }
        taken += accumulator.takeDocsFiles(all: true)
        let rest = SearchIndexFiles().files(for: accumulator.finish(), includingDocs: false)
        // Units of the pages that have some, a file each: 5 | 50 | 1+47 | 2 | 60 | 3+45 | 4 | 48 | 1.
        #expect(taken.count == 9)
        #expect(OutputFile.made(rest + taken) == whole)
    }
}

extension IndexBuilder.DraftUnit {
    /// A unit of the given tokens by field, counted the plain way (a dictionary of terms), as a
    /// reference for the build's `TermCounter` and as a fixture.
    init(unit: SearchIndex.Unit, category: String, title: [String], heading: [String], body: [String]) {
        var counts = TermCounter.Counts(), position: [String: Int] = [:], terms: [String] = []
        func count(_ tokens: [String], weight: Int32) {
            for token in tokens {
                if let index = position[token] {
                    counts.weights[index] += weight
                } else {
                    position[token] = terms.count
                    counts.numbers.append(Int32(terms.count))
                    counts.weights.append(weight)
                    terms.append(token)
                }
            }
        }
        count(title, weight: 3)
        counts.titleTermCount = terms.count
        count(heading, weight: 2)
        count(body, weight: 1)
        counts.length = title.count + heading.count + body.count
        let vocabulary = TermList()
        for term in terms { _ = vocabulary.append(term) }
        self.init(unit: unit, category: category, counts: counts, vocabulary: vocabulary)
    }
}

extension WordCache {
    /// The tokens of `text` as terms, through the cache.
    mutating func tokens(_ text: String) -> [String] {
        var numbers: [Int32] = []
        forEachToken(in: text) { numbers.append($0) }
        return numbers.map { vocabulary[Int($0)] }
    }
}

extension IndexBuilder.DraftUnit {
    /// The unit's distinct terms, in first-seen order.
    var terms: [String] { termNumbers.map { vocabulary[Int($0)] } }
}
