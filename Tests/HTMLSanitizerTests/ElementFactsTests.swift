import Testing
@testable import HTMLSanitizer

/// `ElementFacts` answers in one look-up what the lists it is made from answer one by one.
@Suite struct ElementFactsTests {
    private let lists: [(name: String, names: Set<String>, fact: ElementFacts)] = [
        ("allowed", HTMLAllowlist.elements, .allowed),
        ("removed with content", HTMLAllowlist.removedWithContent, .removedWithContent),
        ("removed void", HTMLAllowlist.removedVoid, .removedVoid),
        ("unwrapped", HTMLAllowlist.unwrapped, .unwrapped),
        ("renamed", Set(HTMLAllowlist.renamed.keys), .renamed),
        ("svg", SVGElements.names, .svg),
        ("void", ContentStructure.void, .void),
        ("optional end", ContentStructure.optionalEnd, .optionalEnd),
        ("phrasing only", ContentStructure.phrasingOnly, .phrasingOnly),
        ("closes paragraph", ContentStructure.closesParagraph, .closesParagraph),
    ]

    @Test func everyNameHasExactlyTheFactsOfTheListsItIsOn() {
        let everyName = lists.reduce(into: Set<String>()) { $0.formUnion($1.names) }.union(["my-widget", "blink", "P", ""])
        for name in everyName {
            for list in lists {
                #expect(ElementFacts.of(name).contains(list.fact) == list.names.contains(name), "\(name) on the \(list.name) list")
            }
        }
        #expect(ElementFacts.of("blink").isEmpty)
        #expect(ElementFacts.of("P").isEmpty, "names are looked up in lower case")
    }

    @Test func theSanitizerKeepsListedRenamedAndCustomElements() {
        for name in ["p", "svg", "example", "my-widget"] {
            #expect(ElementFacts.of(name).allowsElement(named: name), "\(name)")
        }
        for name in ["blink", "script", "html", "meta"] {
            #expect(!ElementFacts.of(name).allowsElement(named: name), "\(name)")
        }
    }
}
