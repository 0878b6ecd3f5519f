import TextSupport

/// A document's lines as cmark-gfm counts them: ended by `\n`, `\r\n` or `\r`.
///
/// Swift treats `"\r\n"` as one `Character`, so `split(separator: "\n")` would leave a CRLF file
/// as one long line; this splits on all three endings, keeping empty lines. It walks the UTF-8
/// bytes, not Characters: line ends are ASCII, and grapheme breaking is slow.
enum SourceLines {
    static func split(_ text: String) -> [Substring] {
        var text = text
        // Offsets of each line's start and end, found in the contiguous bytes; a UTF-8 view's
        // index is then made from an offset in constant time.
        let bounds = text.withUTF8 { bytes -> [(start: Int, end: Int)] in
            var bounds: [(start: Int, end: Int)] = []
            bounds.reserveCapacity(bytes.count / 32 + 1)
            // Nearly every file has no `\r`: its lines end at each `\n`, found with `memchr`
            // (`ByteSearch`), which about halved splitting a page.
            if ByteSearch.firstOffset(of: UInt8(ascii: "\r"), in: bytes) == nil {
                var start = 0
                while let hit = ByteSearch.firstOffset(of: UInt8(ascii: "\n"), in: bytes, from: start) {
                    bounds.append((start, hit))
                    start = hit + 1
                }
                bounds.append((start, bytes.count))
                return bounds
            }
            var start = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                    index += 1
                    continue
                }
                bounds.append((start, index))
                index += 1
                if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                start = index
            }
            bounds.append((start, bytes.count))
            return bounds
        }
        // Line ends are ASCII, so every bound starts a scalar: the UTF-8 view's slices are the
        // lines without the String subscript's check that they do.
        let utf8 = text.utf8, first = utf8.startIndex
        return bounds.map { Substring(utf8[utf8.index(first, offsetBy: $0.start)..<utf8.index(first, offsetBy: $0.end)]) }
    }
}
