/// What the outlines decide before any page is parsed (`Pipeline`'s plan stage).
struct BuildPlan {
    var outlines: [PageOutline]
    var links: SiteLinks
    /// Each page's and draft's link keys and each page's navigation keys (`PageKeys`), as the
    /// next build's cache and a preview's memory keep them.
    var linkSignature: [String]
    var navigationSignature: [String]
    /// Pages the cache keeps as they are: unchanged source, intact file, and no page's
    /// address, aliases, title or order changed (else none: every page shows them).
    var reusable: [String: BuildCache.Page]
    /// Source path → output path of the pages that write their own file.
    var pageFiles: [String: String]
    var stamp: BuildStamp?
    /// The pages' dates and the changes page's commits; nil without a history.
    var history: SiteHistory?
    /// What must be made again beyond the changed pages (`ChangePlan`).
    var changes = ChangePlan(everything: true)
    /// The assembler that claimed the pages' files, which the page pass assembles with; nil for
    /// a run that makes no site.
    var assembler: PageAssembler?
}
