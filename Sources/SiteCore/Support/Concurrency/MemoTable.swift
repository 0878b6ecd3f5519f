import Synchronization

/// Answers worked out once and shared by every thread: pages render on many threads and ask the
/// same questions again and again. The answer is made outside the lock, so two threads may make
/// the same one at once; both get equal values.
final class MemoTable<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let answers = Mutex<[Key: Value]>([:])

    init() {}

    /// The value remembered for `key`, else `make()`'s, remembered.
    func value(for key: Key, make: () -> Value) -> Value {
        if let known = answers.withLock({ $0[key] }) { return known }
        let made = make()
        answers.withLock { $0[key] = made }
        return made
    }
}
