import Foundation

/// A build cache's JSON apart from its `files`, the one member that waits for the site's files
/// to be written: encoded on another core while they are (`PipelineRun.writeFolder`), where
/// encoding the whole cache after them kept one core busy and the other idle at the build's end.
/// Held in blocks of `ByteBlocks.blockSize` until `BuildCache.write(in:encoded:)` writes them.
struct EncodedCache: Sendable {
    /// The JSON up to the `files` member, and from the member after it to the end.
    let before: [Data]
    let after: [Data]

    init(_ cache: BuildCache) throws {
        var before: [Data] = [], after: [Data] = []
        var json = CacheJSON(flushingTo: { before.append($0) })
        try json.beforeFiles(cache)
        try json.finish()
        json = CacheJSON(flushingTo: { after.append($0) })
        try json.afterFiles(cache)
        try json.finish()
        (self.before, self.after) = (before, after)
    }
}
