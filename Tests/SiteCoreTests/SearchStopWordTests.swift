import Foundation
import Testing
@testable import SiteCore

/// Stop words (docs/search.md, "Query", step 2): a query asked drops them, a contraction's half
/// only when an apostrophe joins it to its other half. (The browser's live search keeps the word
/// being typed; a query here is asked, as Enter asks it there.)
@Suite struct SearchStopWordTests {
    /// "reflows" is what "text re" is on the way to; "Tips" is written with contractions.
    static let index: SearchIndex = {
        let pages = [
            parsePage("## General Notes\n\nText reflows into one column.\n", path: "web/reflow.md").0,
            parsePage("## General Notes\n\nText input keeps the text typed.\n", path: "web/text-input.md").0,
            parsePage("## General Notes\n\nYou're sure you don't need it? We're done.\n", path: "web/tips.md").0,
        ]
        return IndexBuilder().build(pages)
    }()

    /// The concepts the query keeps, each as its tokens' stems, a prefix token marked with `*`.
    func kept(_ query: String) -> [[String]] {
        SearchEngine(index: Self.index).concepts(query).map { $0.tokens.map { $0.text + ($0.isPrefix ? "*" : "") } }
    }

    func top(_ query: String) -> [String] {
        SearchEngine(index: Self.index).search(query).map { Self.index.units[$0.unit].label }
    }

    /// A product owner's trial: asked, "how big should tap targets be" read `be` as a word being
    /// typed and matched "below" and "before" on 99 pages. The last word stays a prefix; a stop
    /// word there goes, as anywhere, but a contraction's half ("text re", on the way to "reflows").
    @Test func theLastWordStaysAPrefixButAStopWordThereGoes() {
        #expect(kept("text re") == [["text"], ["re*"]])
        #expect(kept("text the") == [["text"]])
        #expect(kept("how big should tap targets be") == [["big"], ["tap"], ["target"]])
        #expect(kept("text how to") == [["text"]], "a stop word before the last word goes too")
        #expect(kept("text reflo") == [["text"], ["reflo*"]])
        #expect(top("text re").first == "Reflow › Introduction", "\(top("text re"))")
        #expect(top("text").first == "Text input › Introduction")
    }

    @Test func aFinishedStopWordGoesButAContractionsHalfOnlyFromAContraction() {
        #expect(kept("text the ") == [["text"]])
        #expect(kept("text re ") == [["text"], ["re"]], "typed alone, `re` is a word")
        #expect(kept("re") == [["re*"]])
        #expect(kept("re-enable") == [["re"], ["enabl*"]], "a hyphen makes no contraction")
    }

    @Test func aContractionsHalvesGoEvenAtTheEnd() {
        for query in ["text you're", "text you’re", "text you're ", "you're text ", "text we’re", "text don't "] {
            #expect(kept(query) == [["text"]], "\(query)")
        }
        #expect(kept("you're text") == [["text*"]])
        #expect(top("text you're") == top("text "))
        #expect(kept("text button's label") == [["text"], ["button"], ["label*"]], "a possessive's `s` goes")
        #expect(kept("text don'") == [["text"], ["don*"]], "nothing after the apostrophe yet: `don` is being typed")
    }

    /// Kept alone, the word being typed would find nothing here ("you and": no page says `and…`).
    @Test func aQueryOfStopWordsOnlyKeepsThemAll() {
        #expect(kept("how to") == [["how"], ["to*"]])
        #expect(kept("you and") == [["you"], ["and*"]])
        #expect(kept("and or ") == [["and"], ["or"]])
        #expect(kept("you're") == [["you"], ["re*"]])
        #expect(kept("don't ") == [["don"], ["t"]])
        for query in ["the", "the ", "you and", "don't", "don't ", "you're"] {
            #expect(!top(query).isEmpty, "\(query)")
        }
    }
}
