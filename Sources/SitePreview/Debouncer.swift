import Foundation

/// Collects changed paths and says when a batch is due: once `quiet` has passed without a new
/// path and no file of the batch is still open for writing, or `longest` after the first path of
/// the batch, so a constant stream (or a file held open) is still reported. The clock is passed
/// in, so the settling can be tested without waiting.
struct Debouncer {
    let quiet: Duration
    let longest: Duration
    private var pending: Set<String> = []
    private var first: ContinuousClock.Instant?
    private var last: ContinuousClock.Instant?
    /// The wall-clock time of the batch's first change, for the save's timeline (`ChangeBatch`).
    private var firstSeen = Date()

    init(quiet: Duration, longest: Duration) {
        self.quiet = quiet
        self.longest = longest
    }

    /// When the batch is due; `isWriting`: a file of the batch is still open for writing (a
    /// writer that writes in several parts), so only `longest` ends the wait.
    func deadline(isWriting: Bool = false) -> ContinuousClock.Instant? {
        guard let first, let last else { return nil }
        return isWriting ? first + longest : min(last + quiet, first + longest)
    }

    mutating func add(_ paths: Set<String>, at now: ContinuousClock.Instant, seen: Date = Date()) {
        guard !paths.isEmpty else { return }
        pending.formUnion(paths)
        if first == nil {
            first = now
            firstSeen = seen
        }
        last = now
    }

    mutating func takeBatchIfDue(at now: ContinuousClock.Instant, isWriting: Bool = false) -> ChangeBatch? {
        guard let deadline = deadline(isWriting: isWriting), deadline <= now else { return nil }
        defer { pending = []; first = nil; last = nil }
        return ChangeBatch(paths: pending, firstSeen: firstSeen, delivered: Date())
    }
}
