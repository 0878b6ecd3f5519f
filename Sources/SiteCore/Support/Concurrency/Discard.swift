import Dispatch
import Synchronization

/// Lets go of a value on another thread. A build's largest structures (the page pass's results,
/// the plan, the finished site) take a while to free, one element at a time, once they are no
/// longer read; freed where the build ends, that time is added to it, on one core, with the
/// other idle. Freed elsewhere, it runs beside what is left to do (writing the build cache,
/// printing), and a command that ends first does not wait for it.
enum Discard {
    /// `value` is freed on another thread: the last reference is dropped there, whichever thread
    /// lets its own go first.
    static func elsewhere<Value: Sendable>(_ value: consuming Value) {
        let parcel = Parcel(value)
        DispatchQueue.global(qos: .utility).async { parcel.empty() }
    }

    /// The value, held until `empty` takes it out and drops it on the thread that calls it.
    private final class Parcel<Value: Sendable>: Sendable {
        private let held: Mutex<Value?>

        init(_ value: consuming Value) { held = Mutex(Optional(value)) }

        func empty() {
            _ = held.withLock { $0.take() }
        }
    }
}
