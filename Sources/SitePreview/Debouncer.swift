import Foundation

/// Collects changed paths and says when a batch is due: once `quiet` has passed without a new
/// path, or `longest` after the first path of the batch, so a constant stream is still reported.
/// The clock is passed in, so the settling can be tested without waiting.
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

    var deadline: ContinuousClock.Instant? {
        guard let first, let last else { return nil }
        return min(last + quiet, first + longest)
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

    mutating func takeBatchIfDue(at now: ContinuousClock.Instant) -> ChangeBatch? {
        guard let deadline, deadline <= now else { return nil }
        defer { pending = []; first = nil; last = nil }
        return ChangeBatch(paths: pending, firstSeen: firstSeen, delivered: Date())
    }
}
