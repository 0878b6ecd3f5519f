/// Which tabs a reader can copy into a ticket and save to "My criteria".
///
/// One list for the whole site: the page template offers Copy and Save on these tabs, and
/// `my-criteria.html` groups saved items under them in this order.
extension SectionKind {
    public static let collectable: [SectionKind] = [.condensed, .gherkin, .criteria, .wcag]

    public var isCollectable: Bool { Self.collectable.contains(self) }
}
