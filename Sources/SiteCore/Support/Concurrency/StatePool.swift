import Synchronization

/// The states of `ParallelMap.map(_:reusing:)` not in use. A state is used by one item at a
/// time, and the lock orders one item's changes before the next item's.
final class StatePool<State: Sendable>: Sendable {
    private let idle = Mutex<[State]>([])

    func take() -> State? {
        idle.withLock { $0.popLast() }
    }

    func giveBack(_ state: State) {
        idle.withLock { $0.append(state) }
    }
}
