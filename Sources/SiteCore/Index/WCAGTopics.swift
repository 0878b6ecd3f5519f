import CMarkBridge

/// The WCAG success criteria a unit is about, by its content's own words: the criterion numbers
/// its text cites (`2.5.3`) and the Understanding documents it links to. Search counts each one's
/// name as terms of the unit, without lengthening it, so a reader who names a criterion finds
/// the pages that link to its Understanding document without naming it.
struct WCAGTopics {
    /// The criteria found so far, each once, in the order found.
    private(set) var numbers: [String] = []

    mutating func add(_ block: MarkdownBlock) {
        for number in QueryWords.dottedNumbers(in: block.plainText) { add(number: number) }
        // By index: a construct copied retains its three strings.
        let constructs = block.constructs
        for construct in constructs.indices where constructs[construct].kind == .link {
            if let number = PageCitations.understood(constructs[construct].destination) { add(number: number) }
        }
    }

    private mutating func add(number: String) {
        guard let criterion = WCAGCriteria.criterion(number), !criterion.isObsolete, !numbers.contains(number) else { return }
        numbers.append(number)
    }

    /// The names of the criteria found.
    var texts: [String] {
        numbers.compactMap { number in WCAGCriteria.criterion(number).map { $0.name } }
    }

    var isEmpty: Bool { numbers.isEmpty }
}
