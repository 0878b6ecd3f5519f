/// A theme stylesheet as a site publishes it: without its comments, blank lines and
/// indentation. A criteria page loads `criteria.css` whole, and its comments, written for the
/// theme's readers (they say why a rule is there), were a fifth of it; the page-weight budget
/// is what the reader downloads. Strings are kept as written, a `/*` inside one too.
enum StylesheetCompactor {
    static func compact(_ css: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(css.utf8.count)
        var quote: UInt8?
        var bytes = Array(css.utf8)[...]
        while let byte = bytes.popFirst() {
            if let open = quote {
                out.append(byte)
                if byte == UInt8(ascii: "\\"), let escaped = bytes.popFirst() { out.append(escaped) } else if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "/"), bytes.first == UInt8(ascii: "*") {
                bytes = bytes.dropFirst()
                while !bytes.isEmpty, !(bytes.first == UInt8(ascii: "*") && bytes.dropFirst().first == UInt8(ascii: "/")) { bytes = bytes.dropFirst() }
                bytes = bytes.dropFirst(2)
            } else {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
    }
}
