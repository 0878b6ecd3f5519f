import Foundation

/// The blocks of watch mode's last scoring (`PostingRegions`), kept for the next: freshly
/// allocated blocks come from memory the system must clear page by page as the postings are
/// written (docs/performance.md). Only as many blocks are kept as the last scoring used.
///
/// Unchecked Sendable: one scoring at a time uses it (a watch session scores one save after
/// another); the lock keeps that true if two ever overlap.
final class SpareBlocks: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [UnsafeMutableBufferPointer<SearchIndex.Posting>] = []
    /// How many blocks were allocated rather than taken, over the spare's life.
    private(set) var allocations = 0

    /// The smallest kept block holding `capacity` postings, or a new one.
    func take(capacity: Int) -> UnsafeMutableBufferPointer<SearchIndex.Posting> {
        lock.withLock {
            let fitting = free.indices.filter { free[$0].count >= capacity }.min { free[$0].count < free[$1].count }
            if let fitting { return free.remove(at: fitting) }
            allocations += 1
            return .allocate(capacity: capacity)
        }
    }

    /// Blocks no scoring took this time are let go.
    func releaseUntaken() {
        lock.withLock {
            for block in free { block.deallocate() }
            free = []
        }
    }

    func keep(_ block: UnsafeMutableBufferPointer<SearchIndex.Posting>) {
        lock.withLock { free.append(block) }
    }

    deinit {
        for block in free { block.deallocate() }
    }
}
