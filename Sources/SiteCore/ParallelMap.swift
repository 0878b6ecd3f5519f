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
