import Foundation
import Synchronization

/// The blocks of watch mode's last scoring (`PostingRegions`), kept for the next: freshly
/// allocated blocks come from memory the system must clear page by page as the postings are
/// written (docs/performance.md). Only as many blocks are kept as the last scoring used.
///
/// A block is kept as its address and length, plain values the lock guards: whoever holds a
/// block's address owns the block, so it passes from a scoring to the spare and back whole.
/// One scoring at a time uses the spare (a watch session scores one save after another); the
/// lock keeps that true if two ever overlap.
final class SpareBlocks: Sendable {
    typealias Block = UnsafeMutableBufferPointer<SearchIndex.Posting>

    private struct Kept {
        var free: [(address: UInt, count: Int)] = []
        var allocations = 0
    }

    private let kept = Mutex(Kept())

    /// How many blocks were allocated rather than taken, over the spare's life.
    var allocations: Int { kept.withLock { $0.allocations } }

    /// The smallest kept block holding `capacity` postings, or a new one.
    func take(capacity: Int) -> Block {
        let fitting = kept.withLock { kept -> (address: UInt, count: Int)? in
            let fitting = kept.free.indices.filter { kept.free[$0].count >= capacity }.min { kept.free[$0].count < kept.free[$1].count }
            guard let fitting else {
                kept.allocations += 1
                return nil
            }
            return kept.free.remove(at: fitting)
        }
        guard let fitting, let block = Self.block(fitting) else { return .allocate(capacity: capacity) }
        return block
    }

    /// Blocks no scoring took this time are let go.
    func releaseUntaken() {
        let untaken = kept.withLock { kept in
            defer { kept.free = [] }
            return kept.free
        }
        for block in untaken.compactMap(Self.block) { block.deallocate() }
    }

    func keep(_ block: Block) {
        guard let start = block.baseAddress else { return }   // an empty block holds no memory
        kept.withLock { $0.free.append((UInt(bitPattern: start), block.count)) }
    }

    /// The block at `kept`'s address; nil only for address 0, which no allocated block has.
    private static func block(_ kept: (address: UInt, count: Int)) -> Block? {
        UnsafeMutablePointer(bitPattern: kept.address).map { Block(start: $0, count: kept.count) }
    }

    deinit {
        for block in kept.withLock({ $0.free }).compactMap(Self.block) { block.deallocate() }
    }
}
