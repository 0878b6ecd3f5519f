/// Which source claimed each output path, so collisions are reported with both names.
struct OutputClaims {
    private var owners: [String: String] = [:]
    static let rename = "rename one of the two files or folders"

    mutating func claim(_ path: String, by source: String, at location: SourceLocation,
                        remedy: String = OutputClaims.rename, into sink: inout Diagnostics) -> Bool {
        if let owner = owners[path] {
            sink.error(location, "\(source) would write \(path), which \(owner) already writes", note: remedy)
            return false
        }
        owners[path] = source
        return true
    }
}
