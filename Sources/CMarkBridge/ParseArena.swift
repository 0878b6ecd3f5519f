import cmark_gfm
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory for one document's parse, handed to cmark-gfm as its allocator and let go at once.
///
/// cmark-gfm allocates every node, buffer, list and rendered string through the parser's
/// `cmark_mem`, a block at a time, and frees them one by one, through a heap that is large and
/// shared by every core. Here a block is a bump of a pointer in a chunk; `free` gives back only the latest block
/// (cmark often frees what it just made), and the whole arena goes when the parse is done, so
/// neither the tree nor the parser is freed node by node.
///
/// cmark's allocator functions take no context, so they find the arena of the parse running on
/// their thread through a thread-local pointer, set by `withArena` for the length of `body`.
/// A parse never suspends: it runs start to end on the thread that called it.
enum ParseArena {
    /// Runs `body` with an arena as the calling thread's cmark allocator; every block allocated
    /// through `allocator` during `body` is freed when it returns. Nothing made by cmark may
    /// outlive `body`.
    static func withArena<Result>(_ body: (_ allocator: UnsafeMutablePointer<cmark_mem>) throws -> Result) rethrows -> Result {
        var state = BumpArena()
        return try withUnsafeMutablePointer(to: &state) { state in
            let outer = pthread_getspecific(currentKey)   // nil but for a parse inside a parse
            pthread_setspecific(currentKey, state)
            defer {
                pthread_setspecific(currentKey, outer)
                state.pointee.freeChunks()
            }
            return try body(allocator)
        }
    }

    /// cmark's view of the arena: three functions that forward to the thread's current one.
    /// A C pointer, which Swift cannot check: made once, on first use, and only read after.
    nonisolated(unsafe) private static let allocator: UnsafeMutablePointer<cmark_mem> = {
        let mem = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        mem.initialize(to: cmark_mem(
            calloc: { count, size in
                let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
                if overflow { abort() }
                return current.pointee.allocate(bytes, zeroed: true)
            },
            realloc: { block, size in current.pointee.reallocate(block, to: size) },
            free: { block in current.pointee.release(block) }
        ))
        return mem
    }()

    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        guard pthread_key_create(&key, nil) == 0 else { fatalError("cannot create the parse arena's thread key") }
        return key
    }()

    /// The arena of the parse on this thread. cmark calls its allocator only inside `withArena`.
    private static var current: UnsafeMutablePointer<BumpArena> {
        guard let state = pthread_getspecific(currentKey) else { fatalError("cmark-gfm allocated outside a parse arena") }
        return state.assumingMemoryBound(to: BumpArena.self)
    }
}
