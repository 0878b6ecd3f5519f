/// A document's lines as cmark-gfm counts them: ended by `\n`, `\r\n` or `\r`.
///
/// Swift treats `"\r\n"` as one `Character`, so `split(separator: "\n")` would leave a CRLF file
/// as one long line; this splits on all three endings, keeping empty lines.
enum SourceLines {
    static func split(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }
}
