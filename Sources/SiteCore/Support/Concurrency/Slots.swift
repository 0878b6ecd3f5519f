import Synchronization

/// Result slots filled from many threads, each index exactly once.
final class Slots<Value: Sendable>: Sendable {
    private struct Filling {
        var storage: [Value?]
        var filled = 0
    }

    private let filling: Mutex<Filling>

    init(count: Int) { filling = Mutex(Filling(storage: Array(repeating: nil, count: count))) }

    /// Fills slot `index`; returns how many slots are filled so far.
    func set(_ index: Int, _ value: Value) -> Int {
        filling.withLock { filling in
            filling.storage[index] = value
            filling.filled += 1
            return filling.filled
        }
    }

    /// The values in index order, once every slot is filled.
    func values() -> [Value] {
        filling.withLock { filling in
            // A slot left empty would be a bug in ParallelMap, which sets every index before asking.
            precondition(filling.filled == filling.storage.count, "every slot is filled before the values are read")
            return filling.storage.compactMap { $0 }
        }
    }
}
