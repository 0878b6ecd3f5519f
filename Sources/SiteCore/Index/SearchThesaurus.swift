/// Words and phrases a reader may type for the same thing: the theme's `search-synonyms.yml`,
/// criteria.yml's `search-synonyms:`, and every WCAG 2.2 success criterion's name beside its
/// number (a criterion's name finds the pages that cite its number, and the number its name).
/// Each phrase is kept as the query tokens it stands for, so the browser need not tokenize it.
public struct SearchThesaurus: Sendable, Equatable {
    /// Groups of phrases, each phrase its tokens (stemmed, as the index's terms).
    public var groups: [[[String]]]

    public init(groups: [[[String]]] = []) {
        self.groups = groups
    }

    /// The thesaurus of `synonyms` (groups of phrases as written) followed by the WCAG groups.
    public init(synonyms: [[String]]) {
        let written = synonyms.map { group in group.map(Self.tokens(of:)).filter { !$0.isEmpty } }
        let wcag = WCAGCriteria.all.filter { !$0.isObsolete }.map { [[$0.number], Self.tokens(of: $0.name)] }
        groups = (written + wcag).filter { $0.count > 1 }
    }

    /// A phrase's tokens, as a query of it gives them (none is a prefix: a phrase is finished).
    static func tokens(of phrase: String) -> [String] {
        SearchEngine.queryTokens(phrase + " ").map(\.text)
    }

    /// The other phrases of every group holding `phrase`, in group order, each once.
    func alternatives(of phrase: [String]) -> [[String]] {
        var seen: Set<[String]> = [phrase]
        var found: [[String]] = []
        for group in groups where group.contains(phrase) {
            for other in group where seen.insert(other).inserted { found.append(other) }
        }
        return found
    }

    /// The length of the longest phrase that `tokens` starts with (0 when none does).
    func longestPhrase(startOf tokens: ArraySlice<String>) -> Int {
        var longest = 0
        for group in groups {
            for phrase in group where phrase.count > longest && phrase.count <= tokens.count {
                if tokens.prefix(phrase.count).elementsEqual(phrase) { longest = phrase.count }
            }
        }
        return longest
    }
}
