/// WCAG 2.2's principles and guidelines, the headings its success criteria are grouped under,
/// and the W3C Understanding page of each criterion.
extension WCAGCriteria {
    public struct Heading: Sendable, Equatable {
        /// "1" for a principle, "1.4" for a guideline.
        public var number: String
        public var name: String
    }

    public static let principles: [Heading] = [
        Heading(number: "1", name: "Perceivable"),
        Heading(number: "2", name: "Operable"),
        Heading(number: "3", name: "Understandable"),
        Heading(number: "4", name: "Robust"),
    ]

    public static let guidelines: [Heading] = [
        ("1.1", "Text Alternatives"), ("1.2", "Time-based Media"), ("1.3", "Adaptable"), ("1.4", "Distinguishable"),
        ("2.1", "Keyboard Accessible"), ("2.2", "Enough Time"), ("2.3", "Seizures and Physical Reactions"),
        ("2.4", "Navigable"), ("2.5", "Input Modalities"),
        ("3.1", "Readable"), ("3.2", "Predictable"), ("3.3", "Input Assistance"),
        ("4.1", "Compatible"),
    ].map { Heading(number: $0.0, name: $0.1) }
}

extension WCAGCriteria.Criterion {
    /// "1.4" for 1.4.11.
    public var guideline: String { number.split(separator: ".").prefix(2).joined(separator: ".") }

    /// The W3C Understanding page: its slug is the name's (`focus-visible`).
    public var understandingURL: String {
        "https://www.w3.org/WAI/WCAG22/Understanding/\(PageAddress.slug(name))"
    }
}
