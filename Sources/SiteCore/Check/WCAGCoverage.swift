/// Which WCAG 2.2 success criteria the pages cite, for `criteria check --coverage`: what the
/// WCAG pages count as a citation (`PageCitations`, docs/wcag.md), so that the criteria no page
/// cites are the WCAG index's "not cited" ones at Level A and AA.
public enum WCAGCoverage {
    /// The principles, by a number's first digit.
    public static let principles = ["1": "Perceivable", "2": "Operable", "3": "Understandable", "4": "Robust"]

    /// One principle's criteria that no page cites.
    public struct Gap: Sendable, Equatable {
        public var principle: String
        public var criteria: [WCAGCriteria.Criterion]
    }

    /// The Level A and AA criteria none of `pages` cites, by principle in WCAG's order; a
    /// principle with none missing is left out.
    public static func uncited(by pages: [CriteriaPage]) -> [Gap] {
        let cited = Set(pages.flatMap(PageCitations.numbers(in:)))
        let missing = levelAAndAA.filter { !cited.contains($0.number) }
        return ["1", "2", "3", "4"].compactMap { digit in
            let criteria = missing.filter { $0.number.hasPrefix(digit + ".") }
            return criteria.isEmpty ? nil : Gap(principle: principles[digit] ?? digit, criteria: criteria)
        }
    }

    /// WCAG 2.2's Level A and AA criteria, 4.1.1 Parsing (removed) left out.
    public static let levelAAndAA = WCAGCriteria.all.filter { $0.level != .aaa && !$0.isObsolete }
}
