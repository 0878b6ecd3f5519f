/// What a run of the pipeline gives, by its purpose: a build's result (every run has one: its
/// diagnostics and counts), the site in memory, the search index, or the parsed pages.
struct PipelineOutcome {
    var result: BuildResult
    /// `PipelinePurpose.memory`: the whole site.
    var output: BuildOutput?
    /// `PipelinePurpose.searchIndex`.
    var index: SearchIndex?
    /// `PipelinePurpose.parsedPages`.
    var pages: [CriteriaPage] = []
    /// Where the site puts its pages' files (`page-urls:`), for what names them outside a build.
    var pageURLs: PageURLs = .folder
    /// Each page's last commit date (`YYYY-MM-DD`) by source path, for the export; empty without a history.
    var dates: [String: String] = [:]
    /// What plan links start with (`SiteConfig.planLinkBase`).
    var linkBase = ""
    /// The source paths of the pages the run went through, relative to the content folder.
    var sourcePaths: [String]
    /// `PipelinePurpose.preview`: the site and what the save did, and what the run made, for the next.
    var preview: IncrementalSite.Outcome?
    var memory: SiteMemory?
}
