import Foundation
import Synchronization

/// Watch mode's session: what earlier runs made (`SiteMemory`), and a run of the pipeline for
/// its preview at each save (`Pipeline.preview`), which redoes only what a change
/// touches. A changed page is parsed, rendered and assembled again; the overview pages when
/// titles, order, cards or the set of pages change; every page when the theme, config or assets
/// change (`ChangePlan`). The search index is rescored every time (its scores depend on every
/// page) from drafts kept per page. The snapshot and the diagnostics, in their order, equal a
/// full `Pipeline.build` of the same content.
public final class IncrementalSite: Sendable {
    public let site: SiteInput
    /// One rebuild at a time holds it.
    private let memory = Mutex(SiteMemory())

    public init(site: SiteInput) {
        self.site = site
    }

    /// What one rebuild did, for the terminal and for tests.
    public struct Outcome: Sendable {
        public var snapshot: SiteSnapshot
        public var diagnostics: Diagnostics
        public var pagesParsed: Int
        public var pagesRendered: Int
        public var wasFullAssemble: Bool
        /// Search files whose text was made again, where their inputs changed (`SearchFilesReuse`).
        public var docsFilesMade: Int
        public var termShardsMade: Int
        /// Content files read: the changed ones, or all when the content folder was listed again.
        public var contentFilesRead: Int
        /// The sources (paths under the content folder) that changed, were added or went away.
        public var sourcesChanged: [String]
    }

    /// Rebuilds after `changed` (absolute paths); nil means everything (the first build).
    public func rebuild(changed: Set<String>?) -> Outcome {
        memory.withLock { Pipeline().preview(site, changed: changed, memory: &$0) }
    }

    /// The folders copied files may come from (theme layers, assets): a server checks that a file,
    /// symbolic links resolved, is inside one of them before sending it.
    public var servedRoots: [URL] { memory.withLock { $0.servedRoots } }

    /// The includes folder of older entries, to be watched with the content.
    public var includesRoot: URL? { memory.withLock { $0.settings?.includesRoot } }

    /// The theme's folders, so a CSS-only change can be told from others.
    public var themeRoots: [URL] { memory.withLock { $0.settings?.themeLayers ?? [] } }
}
