import Foundation

/// Decodes file bytes strictly as UTF-8. Invalid text is an error at the first bad byte, never
/// silently repaired. A leading byte-order mark is dropped.
enum TextDecoder {
    enum Failure: Error, Equatable {
        /// 1-based line and character column of the first byte that is not UTF-8.
        case invalidUTF8(line: Int, column: Int)
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func decode(_ data: Data) -> Result<String, Failure> {
        // Validated straight from the file's bytes, without copying them into an array first. A
        // byte-order mark (EF BB BF) is left out by its bytes: asking the text for its first
        // character is slow.
        let hasBOM = data.starts(with: byteOrderMark)
        if let text = String(validating: hasBOM ? data.dropFirst(3) : data, as: UTF8.self) {
            return .success(text)
        }
        let (line, column) = position(ofFirstInvalidByteIn: [UInt8](data))
        return .failure(.invalidUTF8(line: line, column: column))
    }

    /// Walks the valid prefix, counting lines as cmark does (`\n`, `\r\n` or `\r` ends one) and
    /// characters, until the decoder reports an error. A leading byte-order mark is not a column.
    private static func position(ofFirstInvalidByteIn bytes: [UInt8]) -> (line: Int, column: Int) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1
        var lineScalars: [Unicode.Scalar] = []
        var isFirst = true
        var afterCR = false
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                defer { isFirst = false }
                if scalar == "\n" && afterCR {
                    afterCR = false   // the second half of a CRLF
                } else if scalar == "\n" || scalar == "\r" {
                    line += 1
                    lineScalars.removeAll()
                    afterCR = scalar == "\r"
                } else {
                    afterCR = false
                    if !(isFirst && scalar == "\u{FEFF}") { lineScalars.append(scalar) }
                }
            case .error, .emptyInput:
                break loop
            }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: lineScalars)
        return (line, String(text).count + 1)
    }
}
