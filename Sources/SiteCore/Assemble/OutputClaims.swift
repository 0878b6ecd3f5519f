/// Which source claimed each output path, so collisions are reported with both names. Two
/// claims collide on one path, and also where one would make a folder of a path the other
/// writes as a file (an alias `/my-criteria.html` makes `my-criteria.html/index.html`): the
/// build could not write both.
struct OutputClaims {
    private var owners: [String: String] = [:]
    /// Each folder the claimed files lie in, with the first source to put a file there.
    private var folders: [String: String] = [:]
    /// Folders that other parts of the build fill (the theme's files), which no claim may enter.
    private var reserved: [String: String] = [:]
    static let rename = "rename one of the two files or folders"

    /// Keeps `folder` for `owner`, so that a claim inside it is a collision.
    mutating func reserve(folder: String, for owner: String) {
        reserved[folder] = owner
    }

    /// Keeps the file at `path` for `owner`, who writes it outside the claims.
    mutating func reserve(file path: String, for owner: String) {
        owners[path] = owner
    }

    mutating func claim(_ path: String, by source: String, at location: SourceLocation,
                        remedy: String = OutputClaims.rename, into sink: inout Diagnostics) -> Bool {
        let above = Self.folders(above: path)
        guard let collision = collision(of: path, above: above) else {
            owners[path] = source
            for folder in above where folders[folder] == nil { folders[folder] = source }
            return true
        }
        sink.error(location, "\(source) would write \(path), \(collision)", note: remedy)
        return false
    }

    /// Whether a claim of `path` would collide with the claims so far.
    func isTaken(_ path: String) -> Bool {
        collision(of: path, above: Self.folders(above: path)) != nil
    }

    /// Why `path`, inside the folders `above`, cannot be written beside the claims so far, or nil.
    private func collision(of path: String, above: [String]) -> String? {
        if let owner = owners[path] { return "which \(owner) already writes" }
        if let owner = folders[path] { return "which is a folder that \(owner) writes into" }
        for folder in above {
            if let owner = owners[folder] { return "inside \(folder), which \(owner) already writes as a file" }
            if let owner = reserved[folder] { return "inside \(folder)/, where \(owner) go" }
        }
        return nil
    }

    /// `a/b/c.html` → `a`, `a/b`: the path up to each of its slashes. Splitting it and joining
    /// the parts again, for every page of a build twice, showed in the profile.
    static func folders(above path: String) -> [String] {
        let utf8 = path.utf8
        return utf8.indices.filter { utf8[$0] == UInt8(ascii: "/") }.map { String(path[..<$0]) }
    }
}
