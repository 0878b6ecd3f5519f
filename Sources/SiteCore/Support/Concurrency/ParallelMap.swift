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
        return inOrder(slots, into: &sink)
    }

    /// Like `map`, but on `lanes` threads of its own rather than one per core: for work that
    /// mostly waits for the disk. Reading files that are not in the page cache, two reads at a
    /// time (one per core) leave the disk idle most of the time; with more in flight it serves
    /// them together. Items are handed out one at a time, in order.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], lanes: Int, into sink: inout Diagnostics,
        _ transform: @Sendable (Item, inout Diagnostics) -> Result
    ) -> [Result] {
        let slots = Slots<(Result, Diagnostics)>(count: items.count)
        let handOut = NextIndex(count: items.count)
        let group = DispatchGroup()
        // Each lane is a serial queue of its own, so each has a thread of its own while the others
        // wait for the disk. Dispatch lets a block go before the block leaves its group, and every
        // lane is waited for, so `transform` does not outlive the call. (A `Thread` let go of its
        // block only after the group was left, and the runtime then trapped now and then.)
        withoutActuallyEscaping(transform) { transform in
            for lane in 0..<max(1, min(lanes, items.count)) {
                DispatchQueue(label: "criteria.lane.\(lane)").async(group: group) {
                    while let index = handOut.take() {
                        var local = Diagnostics()
                        let result = transform(items[index], &local)
                        _ = slots.set(index, (result, local))
                    }
                }
            }
            group.wait()
        }
        return inOrder(slots, into: &sink)
    }

    /// The results in input order, each item's diagnostics appended to `sink` in that order.
    private static func inOrder<Result>(_ slots: Slots<(Result, Diagnostics)>, into sink: inout Diagnostics) -> [Result] {
        let results = slots.values()
        for (_, diagnostics) in results { sink.append(contentsOf: diagnostics) }
        return results.map(\.0)
    }

    /// Like `map`, but each item may borrow a `State` that earlier items built up, such as a
    /// cache: an item takes one that no other item is using, or a new one, and gives it back.
    /// There are at most as many as items run at once, and items are handed out one at a time,
    /// so the cores stay busy to the last item whatever the items cost. Which state an item gets
    /// depends on timing: `transform` must give the same result with any of them. `pool`: states
    /// left by earlier calls, for work that comes in several calls (batches).
    static func map<Item: Sendable, State: Sendable, Result: Sendable>(
        _ items: [Item], reusing makeState: @Sendable () -> State, from pool: StatePool<State> = StatePool(),
        progress: (@Sendable (Int) -> Void)? = nil, _ transform: @Sendable (Item, inout State) -> Result
    ) -> [Result] {
        var unused = Diagnostics()
        return map(items, into: &unused, progress: progress) { item, _ in
            var state = pool.take() ?? makeState()
            defer { pool.giveBack(state) }
            return transform(item, &state)
        }
    }

    /// `here` on this thread while `elsewhere` runs on another core; both results once both
    /// are done. `here` may change this thread's values; `elsewhere` reads what it captured, and
    /// changes nothing `here` reads or changes (watch mode's index side keeps to state of its own).
    /// `onALane`: `elsewhere` on a thread of its own (a serial queue, as `map(_:lanes:)`'s lanes),
    /// for a caller that is itself one of the cores' workers while the others are busy: a block
    /// for the global queue then waited until Dispatch grew its pool, about a second.
    static func alongside<Here, Elsewhere: Sendable>(_ here: () -> Here, _ elsewhere: @Sendable () -> Elsewhere,
                                                     onALane: Bool = false) -> (Here, Elsewhere) {
        let slot = Slots<Elsewhere>(count: 1)
        let group = DispatchGroup()
        let queue = onALane ? DispatchQueue(label: "criteria.alongside") : DispatchQueue.global()
        // Waited for before this returns, so `elsewhere` does not outlive the call.
        return withoutActuallyEscaping(elsewhere) { elsewhere in
            queue.async(group: group) { _ = slot.set(0, elsewhere()) }
            let result = here()
            group.wait()
            return (result, slot.values()[0])
        }
    }

    /// Like `map(_:reusing:)`, but each result goes to `consume` in input order as soon as it
    /// and every result before it are made, on the core that made the last of them, while the
    /// other cores go on with their items; nothing is returned. Work that must take results in
    /// order then runs beside the items rather than after them all, with every other core
    /// waiting. `consume` calls never overlap, and each one happens before the next. `pool`:
    /// states left by earlier calls, for work that comes in several calls (a build's batches).
    static func forEach<Item: Sendable, State: Sendable, Result: Sendable>(
        _ items: [Item], reusing makeState: @Sendable () -> State, from pool: StatePool<State> = StatePool(),
        progress: (@Sendable (Int) -> Void)? = nil,
        _ transform: @Sendable (Item, inout State) -> Result, inOrder consume: @Sendable (Int, Result) -> Void
    ) {
        let queue = InOrderQueue<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            var state = pool.take() ?? makeState()
            let result = transform(items[index], &state)
            pool.giveBack(state)
            let done = queue.put(index, result, consume)
            progress?(done)
        }
    }
}
