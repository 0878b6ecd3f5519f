import Yams

extension YAMLValueReader {
    /// Search synonyms: a list of groups, each a list of two or more words or phrases that mean
    /// the same to a reader (`[strikethrough, line-through]`). A malformed group is an error
    /// located at it and is left out; the other groups are kept.
    mutating func synonymGroups(_ node: Node) -> [[String]] {
        guard case .sequence(let groups) = node else {
            diagnostics.error(YAMLErrors.location(of: node, in: path, lineOffset: lineOffset),
                              "search synonyms must be a list of groups, each a list of words or phrases")
            return []
        }
        return groups.compactMap { group in
            guard case .sequence(let phrases) = group else {
                diagnostics.error(YAMLErrors.location(of: group, in: path, lineOffset: lineOffset),
                                  "a group of search synonyms must be a list of words or phrases, e.g. [pop-up, dialog]")
                return nil
            }
            let texts = phrases.compactMap { string($0) }
            guard texts.count == phrases.count else { return nil }
            if let empty = phrases.first(where: { SearchThesaurus.tokens(of: $0.string ?? "").isEmpty }) {
                diagnostics.error(YAMLErrors.location(of: empty, in: path, lineOffset: lineOffset),
                                  "a search synonym needs at least one word, not \"\(empty.string ?? "")\"")
                return nil
            }
            guard texts.count >= 2 else {
                diagnostics.error(YAMLErrors.location(of: group, in: path, lineOffset: lineOffset),
                                  "a group of search synonyms needs two or more words or phrases, not \(texts.count)")
                return nil
            }
            return texts
        }
    }
}
