/// One check: a thing a tester verifies on a component, with an ID that names it on every build
/// (`docs/content-format.md#checks`). In Condensed and Criteria sections each leaf list item
/// is one, in Gherkin sections each `Scenario` item; older entries' generated sections count
/// as written. The parse stage makes them (`CheckReader`, `CheckIDs`); pages carry them in
/// `CriteriaPage.checks`, in document order.
public struct Check: Sendable, Equatable {
    /// Where a check applies, from the page's folders (`CriteriaPage.platform`).
    public enum Platform: String, Sendable, CaseIterable, Comparable {
        case web, native, android, ios

        public static func < (lhs: Platform, rhs: Platform) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// Unique on its page, and the `id` of its `<li>`: `tab-arrow-keys-or-ctrl-tab-3f9a1c`, or
    /// the name pinned with `{#name}`.
    public var id: String
    public var section: SectionKind
    public var platform: Platform
    /// The text of the list item the check sits in ("Test keyboard only, then screen reader +
    /// keyboard actions"); empty for a top-level item and for a Gherkin scenario.
    public var step: String
    /// The item's own text, plain, white space collapsed, without its `{#name}` marker.
    public var text: String
    /// The texts of the items inside it, depth first: a scenario's WHEN/THEN lines; empty for a leaf.
    public var details: [String]
    /// WCAG 2.2 success criteria ("2.4.7"), in order of citation: those its own text cites, or
    /// else its nearest citing step's, or else its section's own text's (not other checks'), or
    /// else the page's WCAG section's, or else the rest of the page's (`CheckReader+WCAG`).
    public var wcag: [String]
    /// Where its list marker is.
    public var location: SourceLocation
    /// The `{#name}` marker written at the end of its text, if any (valid or not).
    public var pin: CheckPin?
    /// Its item: the index of its block in its section's `blocks`, and of the item in that
    /// block's `listItems` (the n-th `<li>` cmark-gfm renders for the block).
    public var block: Int
    public var item: Int

    public init(id: String, section: SectionKind, platform: Platform, step: String, text: String, details: [String] = [],
                wcag: [String] = [], location: SourceLocation, pin: CheckPin? = nil, block: Int = 0, item: Int = 0) {
        self.id = id
        self.section = section
        self.platform = platform
        self.step = step
        self.text = text
        self.details = details
        self.wcag = wcag
        self.location = location
        self.pin = pin
        self.block = block
        self.item = item
    }

    /// True when the ID is the one its marker pins.
    public var isPinned: Bool { pin.map { $0.isValid && $0.name == id } ?? false }
}
