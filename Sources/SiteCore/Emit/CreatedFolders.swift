import Foundation
import Synchronization

/// The folders made so far under a root, so parallel writers make each folder once. A folder
/// is made with mkdir(2) once its parent is: Foundation's `createDirectory` looked at every
/// folder on the way for every call.
final class CreatedFolders: Sendable {
    private let root: String
    private let made = Mutex<Set<Substring>>([""])

    init(root: URL) {
        self.root = root.path
    }

    func create(_ relative: String) throws {
        try made.withLock { made in try create(relative[...], made: &made) }
    }

    private func create(_ relative: Substring, made: inout Set<Substring>) throws {
        guard !made.contains(relative) else { return }
        if let slash = relative.lastIndex(of: "/") { try create(relative[..<slash], made: &made) }
        let path = root + "/" + relative
        if mkdir(path, 0o755) != 0 {
            let failure = errno
            var status = stat()
            guard failure == EEXIST, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw EmitError.io(operation: "create folder", path: path, reason: String(cString: strerror(failure)))
            }
        }
        made.insert(relative)
    }
}
