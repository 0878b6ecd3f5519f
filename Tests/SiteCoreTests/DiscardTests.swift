import Foundation
import Synchronization
import Testing
@testable import SiteCore

/// Large values are freed on another thread, beside the rest of the build.
@Suite struct DiscardTests {
    /// Notes the thread it is freed on.
    final class Freed: Sendable {
        let thread = Mutex<pthread_t?>(nil)
        let done = DispatchSemaphore(value: 0)
    }

    final class Value: Sendable {
        let freed: Freed
        init(_ freed: Freed) { self.freed = freed }
        deinit {
            freed.thread.withLock { $0 = pthread_self() }
            freed.done.signal()
        }
    }

    @Test func theValueIsFreedOnAnotherThread() throws {
        let freed = Freed()
        Discard.elsewhere([Value(freed)])
        #expect(freed.done.wait(timeout: .now() + 10) == .success, "freed")
        let thread = try #require(freed.thread.withLock { $0 })
        #expect(pthread_equal(thread, pthread_self()) == 0, "not on the thread that let it go")
    }
}
