import Foundation

/// Every entry under a folder, symbolic links not followed, with what would show a change:
/// kind, size, modification time, link target. Comparing two snapshots proves nothing was
/// written, moved or deleted there.
struct TreeSnapshot: Equatable {
    private(set) var entries: [String: String] = [:]

    init(of root: URL, skipping skipped: Set<String> = []) {
        walk(root.path, relative: "", skipped: skipped)
    }

    private mutating func walk(_ path: String, relative: String, skipped: Set<String>) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: path) else { return }
        for name in names.sorted() {
            let child = relative.isEmpty ? name : relative + "/" + name
            if skipped.contains(child) { continue }
            let full = path + "/" + name
            guard let attributes = try? manager.attributesOfItem(atPath: full) else { continue }   // lstat: links not followed
            let type = attributes[.type] as? FileAttributeType
            let size = attributes[.size] as? NSNumber
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            switch type {
            case .typeSymbolicLink:
                entries[child] = "link -> " + ((try? manager.destinationOfSymbolicLink(atPath: full)) ?? "?")
            case .typeDirectory:
                entries[child] = "folder"
                walk(full, relative: child, skipped: skipped)
            default:
                entries[child] = "file \(size?.intValue ?? -1) \(modified)"
            }
        }
    }

    /// Paths added, removed or changed, for a readable failure.
    func differences(from other: TreeSnapshot) -> [String] {
        Set(entries.keys).union(other.entries.keys).sorted().filter { entries[$0] != other.entries[$0] }
    }
}

/// Every `.html` file under `folder`, by relative path.
func htmlFiles(in folder: URL) -> [String: String] {
    var files: [String: String] = [:]
    for path in generatedFiles(in: folder) where path.hasSuffix(".html") {
        files[path] = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
    return files
}
