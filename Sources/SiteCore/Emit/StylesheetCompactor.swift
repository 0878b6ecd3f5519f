import Foundation

/// A theme stylesheet as a site publishes it: without its comments, blank lines and
/// indentation. A criteria page loads `criteria.css` whole, and its comments, written for the
/// theme's readers (they say why a rule is there), were a fifth of it; the page-weight budget
/// is what the reader downloads. Read as bytes, so a file in another encoding passes through
/// as written; strings, unquoted `url(…)` and `/*! … */` notices are kept as they are.
enum StylesheetCompactor {
    /// The file's bytes as the site publishes them.
    static func published(contentsOf source: URL) throws -> Data {
        do { return Data(compact(Array(try Data(contentsOf: source)))) } catch {
            throw EmitError.io(operation: "read", path: source.path, reason: OutputWriter.reason(error))
        }
    }

    static func compact(_ css: String) -> String {
        String(decoding: compact(Array(css.utf8)), as: UTF8.self)
    }

    static func compact(_ css: [UInt8]) -> [UInt8] {
        var reader = Reader(css)
        while let byte = reader.next() { reader.take(byte) }
        return reader.finished()
    }

    /// One pass over the bytes: what is kept goes to `out`, each line without the white space
    /// around it, and a line left empty not at all.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var out: [UInt8] = []
        var atLineStart = true

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            out.reserveCapacity(bytes.count)
        }

        mutating func next() -> UInt8? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[index]
        }

        func peek(_ offset: Int = 0) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

        mutating func take(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                endLine()
            case UInt8(ascii: " ") where atLineStart, UInt8(ascii: "\t") where atLineStart:
                break
            case UInt8(ascii: "/") where peek() == UInt8(ascii: "*") && peek(1) != UInt8(ascii: "!"):
                skipComment()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                keep(byte)
                copy(through: byte, escapes: true)
            case UInt8(ascii: "(") where isAfterURL && !startsQuoted:
                keep(byte)
                copy(through: UInt8(ascii: ")"), escapes: true)
            case UInt8(ascii: "/") where peek() == UInt8(ascii: "*"):
                keep(byte)   // a `/*! … */` notice, kept whole
                copy(throughCommentEnd: ())
            default:
                keep(byte)
            }
        }

        mutating func keep(_ byte: UInt8) {
            out.append(byte)
            atLineStart = false
        }

        /// Bytes as they are up to and with `end`: a string's (a `\` escaping the next byte) or
        /// an unquoted `url(…)`'s.
        mutating func copy(through end: UInt8, escapes: Bool) {
            while let byte = next() {
                out.append(byte)
                if escapes, byte == UInt8(ascii: "\\"), let escaped = next() { out.append(escaped) } else if byte == end { return }
            }
        }

        mutating func copy(throughCommentEnd: Void) {
            while let byte = next() {
                out.append(byte)
                if byte == UInt8(ascii: "*"), peek() == UInt8(ascii: "/") { out.append(next() ?? 0); return }
            }
        }

        /// A comment left out; one between two words (`0/**/auto`) leaves a space, as CSS reads it.
        mutating func skipComment() {
            index += 1
            while let byte = next() {
                if byte == UInt8(ascii: "*"), peek() == UInt8(ascii: "/") { break }
            }
            index += 1
            if !atLineStart, let last = out.last, !Self.isSpace(last), let following = peek(), !Self.isSpace(following) { out.append(UInt8(ascii: " ")) }
        }

        mutating func endLine() {
            while let last = out.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { out.removeLast() }
            if !atLineStart { out.append(UInt8(ascii: "\n")) }
            atLineStart = true
        }

        /// `url` (any case) just before the `(` being read.
        var isAfterURL: Bool {
            guard out.count >= 3 else { return false }
            return out[(out.count - 3)...].map { $0 | 0x20 } == Array("url".utf8)
        }

        /// The next byte not a space is a quote: the string is read as one.
        var startsQuoted: Bool {
            var offset = 0
            while let byte = peek(offset), Self.isSpace(byte) { offset += 1 }
            return peek(offset) == UInt8(ascii: "\"") || peek(offset) == UInt8(ascii: "'")
        }

        mutating func finished() -> [UInt8] {
            endLine()
            return out
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
    }
}
