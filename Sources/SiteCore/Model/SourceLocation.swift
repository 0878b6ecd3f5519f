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
        guard line > 0 else { return file }
        return "\(file):\(line):\(max(column, 1))"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
