/// What the finish stage leaves to the emit stage.
struct FinishedSite {
    var diagnostics: Diagnostics
    /// Everything but the pages' files, which were written as they were made.
    var entries: [SiteEntries.Entry] = []
    var kept: [String] = []
    var cache: BuildCache?
    var media: [MediaRef] = []
    var pagesRendered = 0
    /// Why a batch of pages could not be written (a full disk, say).
    var writeFailure: (any Error)?
    /// The scored index, for `criteria search` (a site's index goes into `entries` as files).
    var index: SearchIndex?
    /// The parsed pages, for `criteria export`.
    var pages: [CriteriaPage] = []
    /// A preview's generated files, which its emit stage keeps (`SiteMemory`).
    var remembered: Remembered?

    struct Remembered {
        /// The site's other files when laid out again; nil when the last run's still hold.
        var layout: [OutputFile]?
        /// The search files and `checks.js`.
        var files: [OutputFile]
        /// Every page was assembled again.
        var assembledAll: Bool
    }
}
