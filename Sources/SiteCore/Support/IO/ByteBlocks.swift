import Foundation

/// Bytes handed on in blocks of about `blockSize` bytes: a long text (the build cache's JSON, a report of
/// thousands of diagnostics) is neither held whole nor handed on a few bytes at a time, a
/// system call each.
public struct ByteBlocks {
    public static let blockSize = 1 << 16

    /// The bytes not handed on yet: append to them, then call `flushWhenFull`.
    public var pending: [UInt8] = []
    private let handOn: (Data) throws -> Void

    public init(handingOnTo handOn: @escaping (Data) throws -> Void) { self.handOn = handOn }

    /// Hands the pending bytes on once there are `blockSize` of them.
    public mutating func flushWhenFull() throws {
        if pending.count >= Self.blockSize { try flush() }
    }

    /// Hands on every pending byte.
    public mutating func flush() throws {
        guard !pending.isEmpty else { return }
        try handOn(Data(pending))
        pending.removeAll(keepingCapacity: true)
    }
}
