import Foundation
import Synchronization

/// The folders made so far under a root, so parallel writers make each folder once. A folder
/// is made with mkdir(2) once its parent is: Foundation's `createDirectory` looked at every
/// folder on the way for every call.
///
/// The lock guards the set only, never a mkdir: nearly every page has a folder of its own, and
/// with mkdir(2) inside the lock the writers spun waiting for each other's folders. Two writers
/// that make one folder at once are both right: one makes it, the other finds it made.
final class CreatedFolders: Sendable {
    private let root: String
    private let made = Mutex<Set<Substring>>([""])

    init(root: String) {
        self.root = root
    }

    /// The folder the file at `path` (relative to the root) goes in, and those it is in.
    func create(folderOf path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        try create(path[..<slash])
    }

    private func create(_ relative: Substring) throws {
        guard !made.withLock({ $0.contains(relative) }) else { return }
        if let slash = relative.lastIndex(of: "/") { try create(relative[..<slash]) }
        let path = root + "/" + relative
        if mkdir(path, 0o755) != 0 {
            let failure = errno
            var status = stat()
            guard failure == EEXIST, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw EmitError.io(operation: "create folder", path: path, reason: String(cString: strerror(failure)))
            }
        }
        _ = made.withLock { $0.insert(relative) }
    }
}
