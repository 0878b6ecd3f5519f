import Foundation
import SiteCore

/// The preview server's state: the last good site, the current problems, and the browsers
/// listening for reload events. Rebuilds run one at a time, here.
public actor PreviewState {
    public enum Event: Sendable, Equatable {
        /// Content changed: reload the page. The data is the save's timeline (`SaveTimeline`).
        case reload(SaveTimeline?)
        /// Only stylesheets changed: swap them without a reload.
        case stylesheets
        /// The last rebuild failed: show these errors over the page.
        case problems(ProblemSummary)

        /// The Server-Sent Events wire form; each data is one line of JSON.
        var wireFormat: String {
            switch self {
            case .reload(let timeline): "event: reload\ndata: \(timeline?.jsonLine ?? "{}")\n\n"
            case .stylesheets: "event: css\ndata: {}\n\n"
            case .problems(let summary): "event: problems\ndata: \(summary.jsonLine)\n\n"
            }
        }
    }

    /// One rebuild, not yet shown.
    public struct Build: Sendable {
        public var outcome: IncrementalSite.Outcome
        public var started: Date
        public var ended: Date
    }

    /// What one rebuild did, and the problems of the last build shown before it.
    public struct Rebuilt: Sendable {
        public var outcome: IncrementalSite.Outcome
        public var previousDiagnostics: Diagnostics
        /// Whether a good site was served before this rebuild: after a failed start there is none.
        public var hadSite = true

        /// How the rebuild changed the site's problems. Worked out by the caller, off the
        /// server's state: comparing a large site's problems takes a while, and requests for
        /// pages would wait for it.
        public func changes() -> ProblemChanges {
            ProblemChanges(from: previousDiagnostics, to: outcome.diagnostics)
        }
    }

    private let incremental: IncrementalSite
    public private(set) var snapshot = SiteSnapshot()
    public private(set) var problems: ProblemSummary?
    public private(set) var builtAt = Date()
    /// The last rebuild's diagnostics, which the next one's are compared with.
    private var lastDiagnostics = Diagnostics()
    private var listeners: [UUID: AsyncStream<String>.Continuation] = [:]
    private let displayPath: @Sendable (String) -> String

    /// `displayPath` shows a diagnostic's file as the terminal does, for the overlay.
    public init(incremental: IncrementalSite, displayPath: @escaping @Sendable (String) -> String) {
        self.incremental = incremental
        self.displayPath = displayPath
    }

    public var servedRoots: [URL] { incremental.servedRoots }

    /// Rebuilds after `batch` (nil: everything) and shows the result.
    @discardableResult
    public func rebuild(_ batch: ChangeBatch?) -> Rebuilt {
        publish(build(batch), for: batch)
    }

    /// Rebuilds after `batch` (nil: everything); nothing is shown until `publish`.
    public func build(_ batch: ChangeBatch?) -> Build {
        let started = Date()
        let outcome = incremental.rebuild(changed: batch?.paths)
        return Build(outcome: outcome, started: started, ended: Date())
    }

    /// Shows a build: a good one is served and open pages reload; a failed one keeps the last
    /// good site and shows its errors. `batch`: every batch the build covers.
    @discardableResult
    public func publish(_ build: Build, for batch: ChangeBatch?) -> Rebuilt {
        let outcome = build.outcome
        let hadSite = !snapshot.files.isEmpty
        if outcome.diagnostics.hasErrors {
            let summary = ProblemSummary(outcome.diagnostics, displayPath: displayPath)
            problems = summary
            broadcast(.problems(summary))
        } else {
            let hadProblems = problems != nil || snapshot.files.isEmpty
            snapshot = outcome.snapshot
            problems = nil
            builtAt = build.ended
            let timeline = batch.map { SaveTimeline(batch: $0, rebuildStarted: build.started, rebuildEnded: build.ended) }
            broadcast(!hadProblems && isStylesheetsOnly(batch?.paths) ? .stylesheets : .reload(timeline))
        }
        defer { lastDiagnostics = outcome.diagnostics }
        return Rebuilt(outcome: outcome, previousDiagnostics: lastDiagnostics, hadSite: hadSite)
    }

    /// A stream of events for one browser; it starts with the current problems, if any.
    public func listen() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream()
        continuation.yield(": connected\n\n")
        if let problems { continuation.yield(Event.problems(problems).wireFormat) }
        continuation.onTermination = { [weak self] _ in
            Task { await self?.forget(id) }
        }
        listeners[id] = continuation
        return stream
    }

    /// Ends every event stream, so their responses complete and the server can stop.
    public func closeListeners() {
        for continuation in listeners.values { continuation.finish() }
        listeners.removeAll()
    }

    private func forget(_ id: UUID) { listeners[id] = nil }

    private func broadcast(_ event: Event) {
        for continuation in listeners.values { continuation.yield(event.wireFormat) }
    }

    private func isStylesheetsOnly(_ changed: Set<String>?) -> Bool {
        guard let changed, !changed.isEmpty else { return false }
        let themes = incremental.themeRoots.map { $0.standardizedFileURL.path + "/" }
        return changed.allSatisfy { path in path.hasSuffix(".css") && themes.contains { path.hasPrefix($0) } }
    }
}
