import TextSupport

/// What the render stage's HTML passes need to know about an element, found with one look-up
/// of its lower-case name. The lists themselves stay where they are read as lists
/// (`HTMLAllowlist`, `ContentStructure`, `SVGElements`); this table is made from them once.
///
/// A start tag was looked up in up to nine of those sets (the sanitizer's, the nesting
/// repairs', the attribute repairs'), each hashing the name again.
struct ElementFacts: OptionSet, Sendable {
    let rawValue: UInt16

    static let allowed = ElementFacts(rawValue: 1 << 0)
    static let removedWithContent = ElementFacts(rawValue: 1 << 1)
    static let removedVoid = ElementFacts(rawValue: 1 << 2)
    static let unwrapped = ElementFacts(rawValue: 1 << 3)
    static let renamed = ElementFacts(rawValue: 1 << 4)
    static let svg = ElementFacts(rawValue: 1 << 5)
    static let void = ElementFacts(rawValue: 1 << 6)
    static let optionalEnd = ElementFacts(rawValue: 1 << 7)
    static let phrasingOnly = ElementFacts(rawValue: 1 << 8)
    static let closesParagraph = ElementFacts(rawValue: 1 << 9)

    /// The facts of the element named `loweredName`; none for a name on no list.
    static func of(_ loweredName: String) -> ElementFacts { table[loweredName] ?? [] }

    /// Whether the sanitizer keeps the element `name` that has these facts: listed, renamed
    /// (`example`) or a custom element (a `-` in its name).
    func allowsElement(named name: String) -> Bool {
        !isDisjoint(with: [.allowed, .renamed]) || name.containsByte(UInt8(ascii: "-"))
    }

    private static let table: [String: ElementFacts] = {
        let lists: [(Set<String>, ElementFacts)] = [
            (HTMLAllowlist.elements, .allowed),
            (HTMLAllowlist.removedWithContent, .removedWithContent),
            (HTMLAllowlist.removedVoid, .removedVoid),
            (HTMLAllowlist.unwrapped, .unwrapped),
            (Set(HTMLAllowlist.renamed.keys), .renamed),
            (SVGElements.names, .svg),
            (ContentStructure.void, .void),
            (ContentStructure.optionalEnd, .optionalEnd),
            (ContentStructure.phrasingOnly, .phrasingOnly),
            (ContentStructure.closesParagraph, .closesParagraph),
        ]
        var table: [String: ElementFacts] = [:]
        for (names, fact) in lists {
            for name in names { table[name, default: []].insert(fact) }
        }
        return table
    }()
}
