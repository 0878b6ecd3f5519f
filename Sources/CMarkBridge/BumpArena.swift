import cmark_gfm
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A chain of chunks, each starting with a link to the one before. Every block is preceded by
/// its size, which `reallocate` needs to copy it. Out of memory aborts, as cmark's own
/// allocator does: cmark does not check for a null block.
struct BumpArena {
    /// Blocks are aligned as `malloc` aligns them.
    static let alignment = 16
    /// Room before each block for its size, keeping the block aligned.
    static let headerSize = 16
    static let firstChunkSize = 64 * 1024
    static let largestChunkSize = 4 * 1024 * 1024

    private var lastChunk: UnsafeMutableRawPointer?
    private var cursor: UnsafeMutableRawPointer?
    private var limit: UnsafeMutableRawPointer?
    /// The most recent block: it can grow in place, and freeing it gives its bytes back.
    private var lastBlock: UnsafeMutableRawPointer?
    private var nextChunkSize = firstChunkSize

    mutating func allocate(_ size: Int, zeroed: Bool) -> UnsafeMutableRawPointer {
        let needed = Self.headerSize + Self.rounded(size)
        let block = start(ofBlockNeeding: needed) + Self.headerSize
        (block - Self.headerSize).storeBytes(of: size, as: Int.self)
        cursor = block + Self.rounded(size)
        lastBlock = block
        if zeroed { memset(block, 0, size) }
        return block
    }

    mutating func reallocate(_ block: UnsafeMutableRawPointer?, to size: Int) -> UnsafeMutableRawPointer {
        guard let block else { return allocate(size, zeroed: false) }
        let oldSize = (block - Self.headerSize).load(as: Int.self)
        if block == lastBlock, let limit, limit - block >= Self.rounded(size) {
            (block - Self.headerSize).storeBytes(of: size, as: Int.self)
            cursor = block + Self.rounded(size)
            return block
        }
        let moved = allocate(size, zeroed: false)
        moved.copyMemory(from: block, byteCount: min(oldSize, size))
        return moved
    }

    mutating func release(_ block: UnsafeMutableRawPointer?) {
        guard let block, block == lastBlock else { return }
        cursor = block - Self.headerSize
        lastBlock = nil
    }

    func freeChunks() {
        var chunk = lastChunk
        while let current = chunk {
            chunk = current.load(as: UnsafeMutableRawPointer?.self)
            free(current)
        }
    }

    /// Where a block of `needed` bytes, its header included, starts: at the cursor when the
    /// current chunk has room, otherwise in a new chunk.
    private mutating func start(ofBlockNeeding needed: Int) -> UnsafeMutableRawPointer {
        if let cursor, let limit, limit - cursor >= needed { return cursor }
        return addChunk(holding: needed)
    }

    /// A new chunk with room for `needed` bytes after its link; chunks double up to a limit.
    /// Returns its first free byte, the new cursor.
    private mutating func addChunk(holding needed: Int) -> UnsafeMutableRawPointer {
        let size = max(nextChunkSize, Self.headerSize + needed)
        nextChunkSize = min(nextChunkSize * 2, Self.largestChunkSize)
        guard let chunk = malloc(size) else { abort() }
        chunk.storeBytes(of: lastChunk, as: UnsafeMutableRawPointer?.self)
        lastChunk = chunk
        let start = chunk + Self.headerSize
        cursor = start
        limit = chunk + size
        lastBlock = nil
        return start
    }

    private static func rounded(_ size: Int) -> Int {
        (size + alignment - 1) & ~(alignment - 1)
    }
}
