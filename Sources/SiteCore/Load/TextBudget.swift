import Synchronization

/// How many bytes of content text a build keeps from the survey for the page pass. Files the
/// budget covers are read once; the rest are read again by the page pass, so a large site's
/// memory stays bounded whatever its size.
final class TextBudget: Sendable {
    /// The page pass keeps every text of a site of a few thousand pages, and a fixed share of
    /// a larger one's.
    static let defaultBytes = 16 * 1024 * 1024

    private let remaining: Atomic<Int>

    init(bytes: Int = TextBudget.defaultBytes) {
        remaining = Atomic(bytes)
    }

    /// Whether `bytes` more fit; if they do, they are taken from the budget.
    func take(_ bytes: Int) -> Bool {
        var left = remaining.load(ordering: .relaxed)
        while left >= bytes {
            let (exchanged, original) = remaining.compareExchange(expected: left, desired: left - bytes, ordering: .relaxed)
            if exchanged { return true }
            left = original
        }
        return false
    }
}
