/// A place in a source file: path relative to the site root, 1-based line and character column.
///
/// Line 0 or column 0 means "unknown"; `description` leaves them out rather than inventing a place.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String {
        var text: [UInt8] = []
        write(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// `description` appended as UTF-8, the file shown as `filePrefix` followed by `file`.
    public func write(to bytes: inout [UInt8], filePrefix: String = "") {
        bytes.append(contentsOf: filePrefix.utf8)
        bytes.append(contentsOf: file.utf8)
        guard line > 0 else { return }
        bytes.append(UInt8(ascii: ":"))
        JSONText.appendDecimal(line, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        JSONText.appendDecimal(max(column, 1), to: &bytes)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
