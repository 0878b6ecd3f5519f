@testable import CMarkBridge
import Testing

/// The allocator cmark-gfm parses with: blocks bumped out of chunks, the latest one growing in
/// place or given back, everything freed with the arena.
@Suite struct ParseArenaTests {
    /// A block the test made, and the byte it filled it with.
    private struct Block {
        var pointer: UnsafeMutableRawPointer
        var size: Int
        var fill: UInt8
    }

    /// Random allocations, reallocations and frees, sizes from a few bytes to several chunks:
    /// every live block keeps its bytes, and every block is aligned as `malloc` aligns.
    @Test func blocksKeepTheirBytesThroughGrowthMovesAndFrees() {
        var arena = BumpArena()
        defer { arena.freeChunks() }
        var random = SplitMix(seed: 8)
        var blocks: [Block] = []
        for step in 0..<4_000 {
            let fill = UInt8(truncatingIfNeeded: step)
            let size = random.next() % 16 == 0 ? Int(random.next() % 300_000) + 1 : Int(random.next() % 200) + 1
            switch random.next() % 4 {
            case 0 where !blocks.isEmpty:
                // Grow or shrink a block, most often the latest, as cmark's buffers do.
                let index = random.next() % 2 == 0 ? blocks.count - 1 : Int(random.next() % UInt64(blocks.count))
                let old = blocks[index]
                let moved = arena.reallocate(old.pointer, to: size)
                #expect(Self.holds(moved, count: min(old.size, size), fill: old.fill), "step \(step): kept through realloc")
                moved.initializeMemory(as: UInt8.self, repeating: fill, count: size)
                blocks[index] = Block(pointer: moved, size: size, fill: fill)
            case 1 where !blocks.isEmpty:
                let index = random.next() % 2 == 0 ? blocks.count - 1 : Int(random.next() % UInt64(blocks.count))
                arena.release(blocks.remove(at: index).pointer)
            default:
                let zeroed = random.next() % 2 == 0
                let pointer = arena.allocate(size, zeroed: zeroed)
                if zeroed { #expect(Self.holds(pointer, count: size, fill: 0), "step \(step): calloc zeroes") }
                pointer.initializeMemory(as: UInt8.self, repeating: fill, count: size)
                blocks.append(Block(pointer: pointer, size: size, fill: fill))
            }
            #expect(Int(bitPattern: blocks.last?.pointer) % 16 == 0)
        }
        for block in blocks {
            #expect(Self.holds(block.pointer, count: block.size, fill: block.fill))
        }
    }

    @Test func theLatestBlockGrowsInPlaceAndIsGivenBack() {
        var arena = BumpArena()
        defer { arena.freeChunks() }
        let first = arena.allocate(10, zeroed: true)
        let latest = arena.allocate(100, zeroed: false)
        #expect(arena.reallocate(latest, to: 1_000) == latest, "the latest block grows where it is")
        let moved = arena.reallocate(first, to: 1_000)
        #expect(moved != first, "an earlier block moves")
        arena.release(moved)
        #expect(arena.allocate(1_000, zeroed: false) == moved, "freeing the latest block gives its bytes back")
        arena.release(first)
        #expect(arena.allocate(10, zeroed: false) != first, "an earlier block's bytes stay taken")
    }

    /// A document far larger than a chunk: cmark's buffers grow through many chunks and one
    /// bigger than the largest, and the rendered HTML is whole.
    @Test func aDocumentLargerThanAnyChunkParses() throws {
        let line = String(repeating: "<abc> & ", count: 16) + "\n"
        let code = String(repeating: line, count: 60_000)   // 7.7 MB of code
        let blocks = try MarkdownParser.parse("Before\n\n```\n" + code + "```\n\nAfter *it*\n")
        let escaped = String(repeating: String(repeating: "&lt;abc&gt; &amp; ", count: 16) + "\n", count: 60_000)
        #expect(blocks.count == 3)
        #expect(blocks[1].html == "<pre><code>" + escaped + "</code></pre>\n")
        #expect(blocks[2].html == "<p>After <em>it</em></p>\n")
    }

    private static func holds(_ pointer: UnsafeMutableRawPointer, count: Int, fill: UInt8) -> Bool {
        UnsafeRawBufferPointer(start: pointer, count: count).allSatisfy { $0 == fill }
    }
}

/// A small seeded generator, so a failure repeats.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
