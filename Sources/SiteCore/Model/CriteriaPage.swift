/// A parsed criteria document: what one page of the site is made from. Its path, address, title,
/// order and aliases are its `outline` (`page.title` reads `page.outline.title`).
@dynamicMemberLookup
public struct CriteriaPage: Sendable, Equatable {
    public var outline: PageOutline
    /// Sections in document order, at most one per kind (repeats are merged by the splitter).
    public let sections: [Section]
    /// The ids of the headings in `sections`, worked out once: rendering, the index and the
    /// checks all need them, rather than each working them out again.
    let headingAnchors: HeadingAnchors
    /// For an older entry, the files it includes (paths in the includes folder, found or not):
    /// a change to one of them changes the page.
    public var includes: [String] = []
    /// For an older entry, its `wcag:` items where each is written: the citation rules read these,
    /// not the front-matter lines around them (a commented-out item is not published).
    public var olderCriteria: [LegacyEntry.Criterion] = []
    /// The page's checks in document order, with their IDs (`Check`; made by the parse stage).
    public var checks: [Check] = []

    /// The `GIVEN THAT …` lines before the Gherkin section's first list, which hold for each of
    /// its scenarios, as a feature's `Background:` does: a plan's scenario starts with them.
    /// None where the page has no Gherkin check to start.
    public var gherkinBackground: [String] {
        // By index, each check and section read where it is: copies of them, each retaining all
        // its strings, were most of this for every page's entry in `checks.js`.
        guard checks.indices.contains(where: { checks[$0].section == .gherkin }),
              let gherkin = sections.indices.first(where: { sections[$0].kind == .gherkin }) else { return [] }
        return FeatureWriter.background(of: sections[gherkin].blocks)
    }

    public init(outline: PageOutline, sections: [Section]) {
        self.outline = outline
        self.sections = sections
        headingAnchors = HeadingAnchors(sections: sections)
    }

    public init(sourcePath: String, address: [String], title: String, description: String? = nil,
                order: Int? = nil, aliases: [String] = [], sections: [Section]) {
        self.init(outline: PageOutline(sourcePath: sourcePath, address: address, title: title, description: description,
                                       order: order, aliases: aliases.map { PageAlias($0) }), sections: sections)
    }

    public subscript<Value>(dynamicMember field: WritableKeyPath<PageOutline, Value>) -> Value {
        get { outline[keyPath: field] }
        set { outline[keyPath: field] = newValue }
    }

    public func section(_ kind: SectionKind) -> Section? {
        sectionIndex(kind).map { sections[$0] }
    }

    /// Whether `section(kind)` is not nil, without copying the section.
    public func hasSection(_ kind: SectionKind) -> Bool {
        sectionIndex(kind) != nil
    }

    /// Sections asked for by index: copying each section a search passes, every string and array
    /// retained and released, showed in the profile of a build.
    private func sectionIndex(_ kind: SectionKind) -> Int? {
        sections.withUnsafeBufferPointer { sections in sections.indices.first { sections[$0].kind == kind && !sections[$0].isEmpty } }
    }

    /// The tabs this page shows, in tab order, non-empty sections only.
    public var tabKinds: [SectionKind] {
        SectionKind.tabOrder.filter(hasSection)
    }

    /// The sections of `tabKinds`, in tab order.
    public var tabSections: [Section] {
        SectionKind.tabOrder.compactMap { sectionIndex($0).map { sections[$0] } }
    }

    /// The category folders this page is in, e.g. `["native", "controls"]`.
    public var folder: [String] { Array(outline.address.dropLast()) }
}
