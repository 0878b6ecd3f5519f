import Foundation
import Synchronization

/// Watch mode's build: keeps every stage's results between builds and redoes only what a change
/// touches. A changed page is parsed, rendered and assembled again; navigation and overviews
/// when titles, order or the set of pages change; every page when the theme, config or assets
/// change (`PageKeys`). The search index is rescored every time (its scores depend on every
/// page) from tokens cached per page, on another core while the pages are rebuilt. The snapshot
/// and the diagnostics, in their order, equal a full `Pipeline.build` of the same content.
public final class IncrementalSite: Sendable {
    public let site: SiteInput
    /// Every stage's results but the index's; one rebuild at a time holds it.
    private let state: Mutex<State>
    /// The index's side of a rebuild, scored on another core while the rebuild holds `state`.
    private let index = Mutex(IndexState())

    public init(site: SiteInput) {
        self.site = site
        state = Mutex(State(site: site))
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
        state.withLock { state in
            state.rebuild(changed: changed) { [self] pages, changed, urls in index.withLock { $0.scored(pages, changed: changed, pageURLs: urls) } }
        }
    }

    /// The folders copied files may come from (theme layers, assets): a server checks that a file,
    /// symbolic links resolved, is inside one of them before sending it.
    public var servedRoots: [URL] { state.withLock { $0.servedRoots } }

    /// The includes folder of older entries, to be watched with the content.
    public var includesRoot: URL? { state.withLock { $0.includesRoot } }

    /// The theme's folders, so a CSS-only change can be told from others.
    public var themeRoots: [URL] { state.withLock { $0.themeRoots } }
}
