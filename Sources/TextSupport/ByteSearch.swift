#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-for-byte searches over UTF-8, the one byte scanner of SiteCore and the sanitizer.
/// Candidates are found with the C library's `memchr`, which is vectorised, and compared with
/// `memcmp`. On Linux, `String.contains(String)` goes through Foundation, which costs far more
/// on a page, and a Swift loop over the bytes stops at every `<` of the HTML it searches. (`memmem` would do both, but Glibc does not export it to Swift.)
public enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `start`; an empty needle is
    /// found at `start`.
    public static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard start <= haystack.count else { return nil }
        guard let wanted = needle.baseAddress, let first = needle.first else { return start }
        guard let base = haystack.baseAddress else { return nil }
        let lastStart = haystack.count - needle.count
        var from = start
        while from <= lastStart {
            guard let hit = memchr(base + from, Int32(first), lastStart + 1 - from) else { return nil }
            let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, wanted, needle.count) == 0 { return offset }
            from = offset + 1
        }
        return nil
    }

    /// Whether the two hold the same bytes: a length check and one `memcmp`. (`elementsEqual`
    /// goes through the generic iterators, a call per byte, on the word cache's and plain
    /// markup's hot paths.)
    public static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard let firstStart = first.baseAddress, let secondStart = second.baseAddress else { return true }
        return memcmp(firstStart, secondStart, first.count) == 0
    }

    /// A static string's bytes, for `equal`.
    public static func bytes(of text: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// The offset of the first `byte` in `haystack` at or after `start`.
    @inlinable public static func firstOffset(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard start < haystack.count, let base = haystack.baseAddress,
              let hit = memchr(base + start, Int32(byte), haystack.count - start) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
}

extension StringProtocol {
    /// Whether the text's UTF-8 holds `byte`, found with `memchr`. `utf8.contains(byte)` goes
    /// through the generic sequence iterator, a call per byte, and this is asked of every
    /// link, attribute and escaped value (and by the sanitizer, of every attribute it writes).
    @inlinable public func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { ByteSearch.firstOffset(of: byte, in: $0) != nil } ?? utf8.contains(byte)
    }
}

extension String {
    /// Whether the text holds `needle`, compared byte for byte (`ByteSearch`).
    public func containsBytes(_ needle: String) -> Bool {
        var text = self, needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { ByteSearch.firstOffset(of: $0, in: haystack) != nil }
        }
    }
}
