#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two byte scans the sanitizer's hot paths make, with the C library's `memchr` (SiteCore has
/// its own `ByteSearch` for the rest of the build; this target does not depend on it).
enum ByteScan {
    /// The offset of the first `byte` in `bytes` at or after `start`.
    static func firstOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let hit = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether `text`'s UTF-8 holds `byte`: asked of every attribute value the sanitizer writes.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { firstOffset(of: byte, in: $0, from: 0) != nil } ?? text.utf8.contains(byte)
    }
}
