import Foundation
import Synchronization
import Testing
@testable import SiteCore

/// `ParallelMap.map(_:reusing:)` hands each item a state that earlier items used: the word
/// caches of a build's index drafts rely on a state never being used by two items at once.
/// `ParallelMap.forEach` hands results on in order, one at a time: a build keeps its pages so.
/// `ParallelMap.map(_:lanes:)` runs that many items at once whatever the cores: the load stage
/// keeps many reads in flight so.
@Suite struct ParallelMapTests {
    /// A state that counts the items that used it and remembers which state it is.
    private struct Probe {
        let number: Int
        var itemsBefore = 0
    }

    @Test func itemsShareStatesOneAtATimeAndResultsKeepTheirOrder() {
        let made = Atomic(0)
        let items = Array(0..<2_000)
        let results = ParallelMap.map(items, reusing: { Probe(number: made.add(1, ordering: .relaxed).oldValue) }) { item, probe in
            // A little work, so that items overlap on the cores.
            var sum = 0
            for step in 0..<(item % 7) * 200 { sum &+= step }
            defer { probe.itemsBefore += 1 }
            return (item: item, probe: probe.number, itemsBefore: probe.itemsBefore, sum: sum)
        }
        #expect(results.map(\.item) == items)
        // A state used by two items at once would be seen twice with the same count; each state's
        // items see 0, 1, 2, … in some order.
        for (probe, uses) in Dictionary(grouping: results, by: \.probe) {
            #expect(uses.map(\.itemsBefore).sorted() == Array(0..<uses.count), "state \(probe)")
        }
        // At most one state per item running at once: far fewer than the items.
        #expect(made.load(ordering: .relaxed) <= ProcessInfo.processInfo.activeProcessorCount)
    }

    @Test func resultsAreHandedOnInOrderOneAtATimeWhileItemsAreStillMade() {
        let items = Array(0..<2_000)
        let made = Atomic(0), handingOn = Atomic(false), overlapping = Atomic(0)
        let handed = Mutex<[Int]>([]), madeAtFirst = Mutex<Int?>(nil)
        ParallelMap.forEach(items, reusing: { 0 }, { item, _ in
            var sum = 0
            for step in 0..<(item % 7) * 200 { sum &+= step }
            made.add(1, ordering: .sequentiallyConsistent)
            return (item: item, sum: sum)
        }, inOrder: { index, result in
            if handingOn.exchange(true, ordering: .sequentiallyConsistent) { overlapping.add(1, ordering: .relaxed) }
            madeAtFirst.withLock { $0 = $0 ?? made.load(ordering: .sequentiallyConsistent) }
            var sum = 0
            for step in 0..<100 { sum &+= step }
            handed.withLock { $0.append(index == result.item ? index : -1 - sum) }
            handingOn.store(false, ordering: .sequentiallyConsistent)
        })
        let order = handed.withLock { $0 }
        #expect(order.count == items.count)
        #expect(order.elementsEqual(items), "first out of place: \(String(describing: zip(order, items).first { $0 != $1 }))")
        #expect(overlapping.load(ordering: .relaxed) == 0)
        // The first result went on as soon as it was made, not once every item was.
        #expect(madeAtFirst.withLock { $0 }.map { $0 < items.count / 2 } == true)
    }

    /// A pool handed to several calls keeps its states from one call to the next: a build's
    /// batches share their word caches so.
    @Test func aPoolKeepsItsStatesFromCallToCall() {
        let made = Atomic(0)
        let pool = StatePool<Probe>()
        let seen = Mutex<[Int: [Int]]>([:])   // state → items before, as each item found it
        for call in 0..<5 {
            let items = Array(call * 200..<(call + 1) * 200)
            ParallelMap.forEach(items, reusing: { Probe(number: made.add(1, ordering: .relaxed).oldValue) }, from: pool, { item, probe in
                var sum = 0
                for step in 0..<(item % 7) * 200 { sum &+= step }
                defer { probe.itemsBefore += 1 }
                return (probe: probe.number, itemsBefore: probe.itemsBefore, sum: sum)
            }, inOrder: { _, result in
                seen.withLock { $0[result.probe, default: []].append(result.itemsBefore) }
            })
        }
        for (probe, uses) in seen.withLock({ $0 }) {
            #expect(uses.sorted() == Array(0..<uses.count), "state \(probe)")
        }
        #expect(made.load(ordering: .relaxed) <= ProcessInfo.processInfo.activeProcessorCount)
        #expect(seen.withLock { $0.values.reduce(0) { $0 + $1.count } } == 1_000)
    }

    /// One item a call: with the pool shared, each call takes the state the last one gave back.
    @Test func mapKeepsAPoolsStatesFromCallToCall() {
        let made = Atomic(0)
        let pool = StatePool<Probe>()
        var results: [Int] = []
        for call in 0..<10 {
            results += ParallelMap.map([call], reusing: { Probe(number: made.add(1, ordering: .relaxed).oldValue) }, from: pool) { item, probe in
                probe.itemsBefore += 1
                return item * 2
            }
        }
        #expect(results == (0..<10).map { $0 * 2 })
        #expect(made.load(ordering: .relaxed) == 1)
    }

    /// Each of the first `lanes` items waits until all of them have started, so they finish
    /// only if that many run at once: with a thread per core (two here) they would wait out
    /// their time limit. The results and diagnostics keep the items' order.
    @Test func lanesRunThatManyItemsAtOnceAndKeepTheOrder() {
        let lanes = 12
        let started = Atomic(0), running = Atomic(0), mostAtOnce = Atomic(0)
        let allStarted = DispatchSemaphore(value: 0)
        let items = Array(0..<500)
        var sink = Diagnostics()
        let results = ParallelMap.map(items, lanes: lanes, into: &sink) { item, sink -> (item: Int, waitedForAll: Bool) in
            let now = running.add(1, ordering: .sequentiallyConsistent).newValue
            mostAtOnce.max(now, ordering: .sequentiallyConsistent)
            defer { running.subtract(1, ordering: .sequentiallyConsistent) }
            if item % 50 == 0 { sink.warning(SourceLocation(file: "item-\(item).md"), "item \(item)") }
            guard item < lanes else { return (item, true) }
            if started.add(1, ordering: .sequentiallyConsistent).newValue == lanes {
                for _ in 0..<lanes { allStarted.signal() }
            }
            return (item, allStarted.wait(timeout: .now() + 10) == .success)
        }
        #expect(results.map(\.item) == items)
        #expect(results.allSatisfy { $0.waitedForAll }, "the first \(lanes) items ran at once")
        #expect(mostAtOnce.load(ordering: .sequentiallyConsistent) <= lanes)
        #expect(sink.all.map(\.location.file) == stride(from: 0, to: 500, by: 50).map { "item-\($0).md" })
    }

    /// `elsewhere` runs while `here` does, not before or after it: `here` waits for it to start.
    @Test func alongsideRunsBothAtOnceAndGivesBothResults() {
        let started = DispatchSemaphore(value: 0)
        var changedHere = 0
        let (here, elsewhere) = ParallelMap.alongside({ () -> Bool in
            changedHere = 1
            return started.wait(timeout: .now() + 20) == .success
        }, { () -> String in
            started.signal()
            return "elsewhere"
        })
        #expect(here, "elsewhere started while here ran")
        #expect(elsewhere == "elsewhere")
        #expect(changedHere == 1)
    }

    /// Called from every worker of a busy pool (the build's load stage calls it from one of the
    /// cores' workers), `elsewhere` still starts at once: a block for the global queue waited
    /// until Dispatch grew its pool, about a second.
    @Test func alongsideOnALaneStartsAtOnceFromABusyPool() {
        let workers = ProcessInfo.processInfo.activeProcessorCount
        let startedAtOnce = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let started = DispatchSemaphore(value: 0)
            let (atOnce, _) = ParallelMap.alongside({ started.wait(timeout: .now() + 0.5) == .success }, { started.signal() }, onALane: true)
            if atOnce { startedAtOnce.withLock { $0 += 1 } }
        }
        #expect(startedAtOnce.withLock { $0 } == workers)
    }
}
