import Synchronization

/// Results made on many threads, handed on in index order (`ParallelMap.forEach`). The thread
/// that puts the next result in order hands it on, and any that came after it and are waiting;
/// results put meanwhile wait for it. The lock orders each hand-over after the one before.
final class InOrderQueue<Value: Sendable>: Sendable {
    private struct State {
        var waiting: [Value?]
        var next = 0, made = 0
        var handingOn = false
    }

    private let state: Mutex<State>

    init(count: Int) { state = Mutex(State(waiting: Array(repeating: nil, count: count))) }

    /// Puts result `index` and hands on what is ready, unless another thread is at it; returns
    /// how many results were made so far.
    func put(_ index: Int, _ value: Value, _ consume: (Int, Value) -> Void) -> Int {
        let (count, handsOn) = state.withLock { state in
            state.waiting[index] = value
            state.made += 1
            defer { state.handingOn = true }
            return (state.made, !state.handingOn)
        }
        guard handsOn else { return count }
        // Each result is consumed outside the lock, so other threads can put theirs meanwhile.
        while let (handed, ready) = takeReady() { consume(handed, ready) }
        return count
    }

    /// The next result in order if it was put; otherwise nil, and this thread stops handing on.
    private func takeReady() -> (Int, Value)? {
        state.withLock { state in
            guard state.next < state.waiting.count, let ready = state.waiting[state.next] else {
                state.handingOn = false
                return nil
            }
            state.waiting[state.next] = nil
            state.next += 1
            return (state.next - 1, ready)
        }
    }
}
