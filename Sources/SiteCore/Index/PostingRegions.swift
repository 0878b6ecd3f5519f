import Foundation

/// Where scoring (`IndexAccumulator.scored`) puts each term's postings: a region per term, as
/// long as the term's list may grow, regions side by side in term order, in blocks of at least
/// `blockSize` postings. Scoring writes through each region's start, and reads the lists out
/// when it is done, a block at a time: each block is let go once its terms' lists are made, so
/// the lists and all the storage are never held at once, as one allocation for every region
/// would.
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
            // Allocated blocks, and the spare's, which are allocated ones kept, always have storage.
            guard var start = storage.baseAddress else { preconditionFailure("an allocated block has storage") }
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
