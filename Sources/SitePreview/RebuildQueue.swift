import Foundation

/// Runs one rebuild at a time. Batches that arrive while one runs wait, merged into one, and
/// are rebuilt together when it ends: a burst of saves during a slow rebuild costs one more
/// rebuild, not one per batch. A rebuild that has been overtaken by then (another batch is
/// waiting) is not published: the next one, which covers both batches, is. So a burst the
/// watcher split in two still shows as one rebuild in the terminal and one reload in the
/// browser. A rebuild reads the files as they are then, so merging loses nothing (a path
/// deleted and written again is read once, as it ends up).
public actor RebuildQueue<Built: Sendable> {
    private let rebuild: @Sendable (ChangeBatch) async -> Built
    private let publish: @Sendable (Built, ChangeBatch) async -> Void
    private var pending: ChangeBatch?
    private var isRunning = false

    /// `rebuild` builds after a batch; `publish` shows a build, with every batch it covers merged.
    public init(rebuild: @escaping @Sendable (ChangeBatch) async -> Built,
                publish: @escaping @Sendable (Built, ChangeBatch) async -> Void) {
        self.rebuild = rebuild
        self.publish = publish
    }

    /// Queues `batch`, merged with any batch already waiting.
    public func submit(_ batch: ChangeBatch) {
        pending = pending.map { $0.merged(with: batch) } ?? batch
        guard !isRunning else { return }
        isRunning = true
        Task { await drain() }
    }

    private func drain() async {
        var covered: ChangeBatch?
        while let batch = takePending() {
            let all = covered.map { $0.merged(with: batch) } ?? batch
            let built = await rebuild(batch)
            if pending == nil {
                await publish(built, all)
                covered = nil
            } else {
                covered = all
            }
        }
    }

    private func takePending() -> ChangeBatch? {
        defer { pending = nil }
        if pending == nil { isRunning = false }
        return pending
    }
}
