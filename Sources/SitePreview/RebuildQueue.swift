import Foundation

/// Runs one rebuild at a time. Batches that arrive while one runs wait, merged into one, and
/// are rebuilt together when it ends: a burst of saves during a slow rebuild costs one more
/// rebuild, not one per batch. A rebuild reads the files as they are then, so merging loses
/// nothing (a path deleted and written again is read once, as it ends up).
public actor RebuildQueue {
    private let perform: @Sendable (ChangeBatch) async -> Void
    private var pending: ChangeBatch?
    private var isRunning = false

    public init(perform: @escaping @Sendable (ChangeBatch) async -> Void) {
        self.perform = perform
    }

    /// Queues `batch`, merged with any batch already waiting.
    public func submit(_ batch: ChangeBatch) {
        pending = pending.map { $0.merged(with: batch) } ?? batch
        guard !isRunning else { return }
        isRunning = true
        Task { await drain() }
    }

    private func drain() async {
        while let batch = takePending() { await perform(batch) }
    }

    private func takePending() -> ChangeBatch? {
        defer { pending = nil }
        if pending == nil { isRunning = false }
        return pending
    }
}
