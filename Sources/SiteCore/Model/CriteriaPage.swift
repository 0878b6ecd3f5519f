/// A parsed criteria document: what one page of the site is made from.
public struct CriteriaPage: Sendable, Equatable {
    /// The source path relative to the content root, e.g. `native/controls/link.md`.
    public var sourcePath: String
    /// Folder names and page slug, e.g. `["native", "controls", "link"]`; the page is written to
    /// `native/controls/link/index.html`.
    public var address: [String]
    public var title: String
    public var description: String?
    public var order: Int?
    /// Older addresses of this page (site paths like `/web-criteria/component/button`).
    public var aliases: [String]
    /// Sections in document order, at most one per kind (repeats are merged by the splitter).
    public var sections: [Section]

    public init(sourcePath: String, address: [String], title: String, description: String? = nil,
                order: Int? = nil, aliases: [String] = [], sections: [Section]) {
        self.sourcePath = sourcePath
        self.address = address
        self.title = title
        self.description = description
        self.order = order
        self.aliases = aliases
        self.sections = sections
    }

    public func section(_ kind: SectionKind) -> Section? {
        sections.first { $0.kind == kind && !$0.isEmpty }
    }

    /// The tabs this page shows, in tab order, non-empty sections only.
    public var tabKinds: [SectionKind] {
        SectionKind.tabOrder.filter { section($0) != nil }
    }

    /// The category folders this page is in, e.g. `["native", "controls"]`.
    public var folder: [String] { Array(address.dropLast()) }
}
