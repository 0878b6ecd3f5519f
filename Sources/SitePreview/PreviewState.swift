import Foundation
import SiteCore

/// The preview server's state: the last good site, the current problems, and the browsers
/// listening for reload events. Rebuilds run one at a time, here.
public actor PreviewState {
    public enum Event: Sendable, Equatable {
        /// Content changed: reload the page.
        case reload
        /// Only stylesheets changed: swap them without a reload.
        case stylesheets
        /// The last rebuild failed: show these diagnostics (the CLI's text) over the page.
        case problems(String)

        /// The Server-Sent Events wire form.
        var wireFormat: String {
            switch self {
            case .reload: "event: reload\ndata: {}\n\n"
            case .stylesheets: "event: css\ndata: {}\n\n"
            case .problems(let text):
                "event: problems\n" + text.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)" }.joined(separator: "\n") + "\n\n"
            }
        }
    }

    private let incremental: IncrementalSite
    public private(set) var snapshot = SiteSnapshot()
    public private(set) var problems: String?
    public private(set) var builtAt = Date()
    private var listeners: [UUID: AsyncStream<String>.Continuation] = [:]
    private let describe: @Sendable (Diagnostics) -> String

    /// `describe` turns diagnostics into the text shown in the terminal and the overlay.
    public init(incremental: IncrementalSite, describe: @escaping @Sendable (Diagnostics) -> String) {
        self.incremental = incremental
        self.describe = describe
    }

    public var servedRoots: [URL] { incremental.servedRoots }

    /// Rebuilds after `changed` (nil: everything). A failed rebuild keeps the last good site.
    @discardableResult
    public func rebuild(changed: Set<String>?) -> IncrementalSite.Outcome {
        let outcome = incremental.rebuild(changed: changed)
        if outcome.diagnostics.hasErrors {
            problems = describe(outcome.diagnostics)
            broadcast(.problems(problems!))
        } else {
            let hadProblems = problems != nil || snapshot.files.isEmpty
            snapshot = outcome.snapshot
            problems = nil
            builtAt = Date()
            broadcast(!hadProblems && isStylesheetsOnly(changed) ? .stylesheets : .reload)
        }
        return outcome
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
