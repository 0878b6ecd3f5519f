/// What `Pipeline.build` did to the output folder, for the terminal and for tests.
public struct BuildResult: Sendable {
    public var diagnostics: Diagnostics
    public var pageCount: Int
    public var pagesRendered: Int
    /// Nothing changed: nothing was written.
    public var isUpToDate: Bool
    public var stageTimes: [StageLap]
    /// What was written; nil when nothing was (errors, or a write failure).
    public var summary: Summary?
    /// Why the site could not be written, when the content was fine.
    public var writeFailure: (any Error)?
    /// True when the previous site was left as it was because of errors (or warnings, when
    /// they count as errors).
    public var failed: Bool
    /// What the reader should know about the build that is no problem of the content, said once
    /// (a shallow git history).
    public var notes: [String] = []

    public struct Summary: Sendable, Equatable {
        public var filesWritten: Int
        public var filesRemoved: Int
        public var setAside: String?
    }
}
