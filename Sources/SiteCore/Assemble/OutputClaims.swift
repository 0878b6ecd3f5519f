/// Which source claimed each output path, so collisions are reported with both names.
struct OutputClaims {
    private var owners: [String: String] = [:]

    mutating func claim(_ path: String, by source: String, at location: SourceLocation, into sink: inout Diagnostics) -> Bool {
        if let owner = owners[path] {
            sink.error(location, "\(source) would write \(path), which \(owner) already writes; it is skipped",
                       note: "rename one of the two files or folders")
            return false
        }
        owners[path] = source
        return true
    }
}
