import Synchronization

/// The next item's index, each handed to one thread only.
final class NextIndex: Sendable {
    private let next = Atomic<Int>(0)
    private let count: Int

    init(count: Int) { self.count = count }

    func take() -> Int? {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < count ? index : nil
    }
}
