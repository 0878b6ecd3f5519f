import Foundation

/// Decodes file bytes strictly as UTF-8. Invalid text is an error at the first bad byte, never
/// silently repaired. A leading byte-order mark is dropped.
enum TextDecoder {
    enum Failure: Error, Equatable {
        /// 1-based line and character column of the first byte that is not UTF-8.
        case invalidUTF8(line: Int, column: Int)
    }

    static func decode(_ data: Data) -> Result<String, Failure> {
        let bytes = [UInt8](data)
        if let text = String(validating: bytes, as: UTF8.self) {
            return .success(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        }
        let (line, column) = position(ofFirstInvalidByteIn: bytes)
        return .failure(.invalidUTF8(line: line, column: column))
    }

    /// Walks the valid prefix, counting lines and characters, until the decoder reports an error.
    private static func position(ofFirstInvalidByteIn bytes: [UInt8]) -> (line: Int, column: Int) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1
        var lineScalars: [Unicode.Scalar] = []
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar == "\n" {
                    line += 1
                    lineScalars.removeAll()
                } else {
                    lineScalars.append(scalar)
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
