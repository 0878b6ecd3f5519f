#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-for-byte searches over UTF-8. Candidates are found with the C library's `memchr`, which
/// is vectorised, and compared with `memcmp`. On Linux, `String.contains(String)` goes through
/// Foundation, which costs far more on a page, and a Swift loop over the bytes stops at every
/// `<` of the HTML it searches. (`memmem` would do both, but Glibc does not export it to Swift.)
enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `start`; an empty needle is
    /// found at `start`.
    static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
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
    static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard let firstStart = first.baseAddress, let secondStart = second.baseAddress else { return true }
        return memcmp(firstStart, secondStart, first.count) == 0
    }

    /// A static string's bytes, for `equal`.
    static func bytes(of text: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// The offset of the first `byte` in `haystack` at or after `start`.
    static func firstOffset(of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard start < haystack.count, let base = haystack.baseAddress,
              let hit = memchr(base + start, Int32(byte), haystack.count - start) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
}

extension StringProtocol {
    /// Whether a digit, a dot and a digit follow each other somewhere in the text (`1.4`): most
    /// texts hold none, and are then not scanned word by word for numbers. Dots are found with
    /// `memchr`: a text has few, and a loop asking every byte was most of the scan.
    var holdsDigitDotDigit: Bool {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var from = 1
            while let dot = ByteSearch.firstOffset(of: UInt8(ascii: "."), in: bytes, from: from), dot + 1 < bytes.count {
                if isDigit(bytes[dot - 1]), isDigit(bytes[dot + 1]) { return true }
                from = dot + 1
            }
            return false
        }
        return utf8.withContiguousStorageIfAvailable(holds) ?? Array(utf8).withUnsafeBufferPointer(holds)
    }

    /// Whether the text's UTF-8 holds `byte`, found with `memchr`. `utf8.contains(byte)` goes
    /// through the generic sequence iterator, a call per byte, and this is asked of every
    /// link, attribute and escaped value.
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { ByteSearch.firstOffset(of: byte, in: $0) != nil } ?? utf8.contains(byte)
    }
}

extension String {
    /// Whether the text holds `needle`, compared byte for byte (`ByteSearch`).
    func containsBytes(_ needle: String) -> Bool {
        var text = self, needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { ByteSearch.firstOffset(of: $0, in: haystack) != nil }
        }
    }
}
