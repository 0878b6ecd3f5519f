/// The steps after parsing that `PageWork` takes with a page.
struct PageSteps: OptionSet, Sendable {
    let rawValue: Int

    /// The content rules (`ContentChecker`).
    static let check = PageSteps(rawValue: 1 << 0)
    /// The search index's drafts.
    static let index = PageSteps(rawValue: 1 << 1)
    /// Rendered and, when the page has an output path, assembled and written.
    static let render = PageSteps(rawValue: 1 << 2)
    /// The parsed page handed back (`PageWork.Result.page`).
    static let keepPage = PageSteps(rawValue: 1 << 3)
}
