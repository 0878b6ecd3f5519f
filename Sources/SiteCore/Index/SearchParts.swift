import Foundation

/// The parts of search a benchmark turns off to measure what each adds (docs/search.md,
/// "Questions"): `CRITERIA_SEARCH_WITHOUT=lexicon,topics,ranking` in a build's environment.
/// A site is built with every part unless that variable names it.
enum SearchParts {
    static let off: Set<String> = Set((ProcessInfo.processInfo.environment["CRITERIA_SEARCH_WITHOUT"] ?? "")
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })

    static var lexicon: Bool { !off.contains("lexicon") }
    static var topics: Bool { !off.contains("topics") }
    static var ranking: Bool { !off.contains("ranking") }
}
