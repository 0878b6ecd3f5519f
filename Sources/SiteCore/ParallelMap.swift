import Foundation

/// Maps items on all cores, keeping input order in the results and in the diagnostics.
enum ParallelMap {
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], into sink: inout Diagnostics, progress: (@Sendable (Int) -> Void)? = nil,
        _ transform: @Sendable (Item, inout Diagnostics) -> Result
    ) -> [Result] {
        let slots = Slots<(Result, Diagnostics)>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            var local = Diagnostics()
            let result = transform(items[index], &local)
            let done = slots.set(index, (result, local))
            progress?(done)
        }
        let results = slots.values()
        for (_, diagnostics) in results { sink.append(contentsOf: diagnostics) }
        return results.map(\.0)
    }

    /// Like `map`, but each item may borrow a `State` that earlier items built up, such as a
    /// cache: an item takes one that no other item is using, or a new one, and gives it back.
    /// There are at most as many as items run at once, and items are handed out one at a time,
    /// so the cores stay busy to the last item whatever the items cost. Which state an item gets
    /// depends on timing: `transform` must give the same result with any of them.
    static func map<Item: Sendable, State, Result: Sendable>(
        _ items: [Item], reusing makeState: @Sendable () -> State, progress: (@Sendable (Int) -> Void)? = nil,
        _ transform: @Sendable (Item, inout State) -> Result
    ) -> [Result] {
        let pool = StatePool<State>()
        var unused = Diagnostics()
        return map(items, into: &unused, progress: progress) { item, _ in
            var state = pool.take() ?? makeState()
            defer { pool.giveBack(state) }
            return transform(item, &state)
        }
    }
}

/// Result slots filled from many threads; each index is written exactly once, under a lock.
private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private var filled = 0
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) -> Int {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = value
        filled += 1
        return filled
    }

    func values() -> [Value] { storage.map { $0! } }
}

/// The states of `ParallelMap.map(_:reusing:)` not in use. A state is used by one item at a
/// time, and the lock orders one item's changes before the next item's.
private final class StatePool<State>: @unchecked Sendable {
    private var idle: [State] = []
    private let lock = NSLock()

    func take() -> State? {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast()
    }

    func giveBack(_ state: State) {
        lock.lock()
        defer { lock.unlock() }
        idle.append(state)
    }
}
