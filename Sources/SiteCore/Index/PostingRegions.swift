import Foundation

/// Where scoring (`IndexAccumulator.scored`) puts each term's postings: a region per term, as
/// long as the term's list may grow, regions side by side in term order, in blocks of at least
/// `blockSize` postings. Scoring writes through each region's start, and reads the lists out
/// when it is done, a block at a time: each block is let go once its terms' lists are made, so
/// the lists and all the storage are never held at once (one allocation for every region
/// raised a 10,000-page build's peak memory by 11 MiB).
struct PostingRegions: ~Copyable {
    private var blocks: [(storage: UnsafeMutableBufferPointer<SearchIndex.Posting>, terms: Range<Int>)] = []
    /// Each term's region. Its postings are written before they are read: a region is read only
    /// as far as its term's count.
    private(set) var starts: [UnsafeMutablePointer<SearchIndex.Posting>] = []

    /// Where blocks go when they are let go, for the next scoring to take; nil: deallocated.
    private let spare: SpareBlocks?

    /// `lengths`: each term's region length, in term order. `spare`: blocks kept from the last
    /// scoring, taken before any is allocated (watch mode).
    init(lengths: [Int], blockSize: Int = 1 << 16, reusing spare: SpareBlocks? = nil) {
        self.spare = spare
        starts.reserveCapacity(lengths.count)
        var first = 0
        while first < lengths.count {
            var end = first, size = 0
            while end < lengths.count, size < blockSize || end == first {
                size += lengths[end]
                end += 1
            }
            let storage = spare?.take(capacity: size) ?? .allocate(capacity: size)
            var start = storage.baseAddress!
            for term in first..<end {
                starts.append(start)
                start += lengths[term]
            }
            blocks.append((storage, first..<end))
            first = end
        }
        spare?.releaseUntaken()
    }

    /// Hands `body` each term's postings, the first `counts(term)` of its region, in term order;
    /// each block goes as soon as its terms have been handed over.
    consuming func forEachList(counts: (Int) -> Int, _ body: (Int, UnsafeMutableBufferPointer<SearchIndex.Posting>) -> Void) {
        for block in blocks.indices {
            for term in blocks[block].terms {
                body(term, UnsafeMutableBufferPointer(start: starts[term], count: counts(term)))
            }
            let storage = blocks[block].storage
            if let spare { spare.keep(storage) } else { storage.deallocate() }
            blocks[block].storage = UnsafeMutableBufferPointer(start: nil, count: 0)   // for `deinit`
        }
    }

    deinit {
        for block in blocks where block.storage.baseAddress != nil {
            if let spare { spare.keep(block.storage) } else { block.storage.deallocate() }
        }
    }
}

/// The blocks of watch mode's last scoring (`PostingRegions`), kept for the next. Freshly
/// allocated blocks came from memory the system had to clear, page by page, as the postings
/// were written: a fifth of scoring at each save at 10,000 pages. Only as many blocks are kept
/// as the last scoring used.
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
