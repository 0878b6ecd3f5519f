/// What a run of the pipeline is for: where its files go and how far each page goes. Every
/// command runs the same stages; the ones that need less stop early.
enum PipelinePurpose: Equatable {
    /// `criteria build`: into the output folder, through a staging folder, with the build cache.
    case folder(failingOnWarnings: Bool)
    /// `criteria bundle` and tests: every file in memory, no cache read or written.
    case memory
    /// `criteria check`: nothing written; pages parsed, checked and rendered for the
    /// sanitizer's warnings.
    case check
    /// `criteria search` without a built site: pages parsed and drafted for the index.
    case searchIndex
    /// `criteria export` and `criteria plan`: pages parsed and kept, and checked as for
    /// `criteria check`, so that content a build refuses is refused here too.
    case parsedPages
    /// Watch mode (`IncrementalSite`): every file in memory, each stage recalling what earlier
    /// runs made (`SiteMemory`) and redoing what the changed paths call for.
    case preview

    /// Whether the run makes the site's files (and so lays out, assembles and finishes it).
    var makesSite: Bool {
        switch self {
        case .folder, .memory, .preview: true
        case .check, .searchIndex, .parsedPages: false
        }
    }

    /// Whether the run reads the output folder's build cache (and writes one).
    var readsCache: Bool {
        if case .folder = self { return true }
        return false
    }

    /// Whether the run dates its pages from git (`ContentHistory`): the site's pages and the export show dates.
    var showsDates: Bool { makesSite || self == .parsedPages }

    /// What each page goes through after parsing (`PageWork`).
    var steps: PageSteps {
        switch self {
        case .folder, .memory, .preview: [.check, .index, .render]
        case .check: [.check, .render]
        case .searchIndex: [.index]
        case .parsedPages: [.check, .render, .keepPage]
        }
    }

    /// Whether the run reports what a build would refuse without making the site (`criteria
    /// check`, and the commands that write the content in other forms).
    var checksContent: Bool { !makesSite && steps.contains(.check) }

    var failsOnWarnings: Bool {
        if case .folder(let failing) = self { return failing }
        return false
    }
}
