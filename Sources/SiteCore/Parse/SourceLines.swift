/// A document's lines as cmark-gfm counts them: ended by `\n`, `\r\n` or `\r`.
///
/// Swift treats `"\r\n"` as one `Character`, so `split(separator: "\n")` would leave a CRLF file
/// as one long line; this splits on all three endings, keeping empty lines. It walks the UTF-8
/// bytes, not Characters: line ends are ASCII, and grapheme breaking made this a tenth of a build.
enum SourceLines {
    static func split(_ text: String) -> [Substring] {
        let bytes = text.utf8
        var lines: [Substring] = []
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                bytes.formIndex(after: &index)
                continue
            }
            lines.append(text[start..<index])
            bytes.formIndex(after: &index)
            if byte == UInt8(ascii: "\r"), index != bytes.endIndex, bytes[index] == UInt8(ascii: "\n") {
                bytes.formIndex(after: &index)
            }
            start = index
        }
        lines.append(text[start..<bytes.endIndex])
        return lines
    }
}
