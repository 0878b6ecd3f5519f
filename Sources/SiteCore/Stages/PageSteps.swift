/// The steps that `PageWork` takes with a page: after parsing, by what a run is for; in a
/// preview, again, by what a change calls for (`PageWork.Visit`).
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
    /// A preview's page parsed again, and so taken through every step after.
    static let parse = PageSteps(rawValue: 1 << 4)
    /// A preview's page assembled again from the page it rendered before.
    static let assemble = PageSteps(rawValue: 1 << 5)

    /// What a preview's page goes through again: all of it when its source changed or nothing
    /// is held, checks and rendering when links may differ, assembling when navigation does,
    /// the index's drafts when the pages' addresses in it (`page-urls:`) do.
    static func again(held: Bool, reparse: Bool, changes: ChangePlan, redraft: Bool) -> PageSteps {
        guard held, !reparse else { return [.parse, .check, .index, .render, .assemble] }
        var steps: PageSteps = []
        if changes.rendersAll { steps.formUnion([.check, .render, .assemble]) }
        if changes.assemblesAll { steps.insert(.assemble) }
        if redraft { steps.insert(.index) }
        return steps
    }
}
