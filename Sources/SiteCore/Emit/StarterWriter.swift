import Foundation

/// `criteria init`: copies the starter site that ships with the program (`starter/` in the
/// package, `share/criteria/starter` when installed) into a folder. It writes into an empty or
/// new folder; with `force`, into any folder, where it only adds: a file that already exists is
/// kept as it is, never overwritten, and nothing is deleted.
public struct StarterWriter {
    public init() {}

    public struct Summary: Equatable, Sendable {
        /// Paths written, relative to the target, sorted.
        public var written: [String]
        /// Paths the starter has that were already there, kept as they were.
        public var kept: [String]
    }

    /// The starter beside the running program, if it ships with it.
    public static func locate(executable: String? = RunningProgram.path) -> URL? {
        DefaultThemeLocator.besideProgram("starter", executable: executable).first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("content/criteria.yml").path)
        }
    }

    public func write(from starter: URL, into target: URL, force: Bool) throws -> Summary {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw StarterError.targetIsAFile(target.path) }
            let present = ((try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []).sorted()
            if !present.isEmpty, !force { throw StarterError.targetNotEmpty(target.path, examples: Array(present.prefix(3)), count: present.count) }
        }
        var summary = Summary(written: [], kept: [])
        let files = FileOperations()
        for path in FolderWalk(skipsHidden: true).entries(under: starter).filter({ $0.kind != .folder }).map(\.path).sorted() {
            let destination = target.appendingFile(path)
            if (try? FileManager.default.attributesOfItem(atPath: destination.path)) != nil {   // lstat: a dangling link is there too
                summary.kept.append(path)
                continue
            }
            try files.copy(starter.appendingFile(path), to: target, path: path)
            summary.written.append(path)
        }
        return summary
    }
}

/// Why `criteria init` wrote nothing.
public enum StarterError: Error, CustomStringConvertible, Equatable {
    case targetIsAFile(String)
    case targetNotEmpty(String, examples: [String], count: Int)
    case starterMissing

    public var description: String {
        switch self {
        case .targetIsAFile(let path):
            "\(path) is a file, not a folder"
        case .targetNotEmpty(let path, let examples, let count):
            "\(path) is not empty (it holds \(examples.joined(separator: ", "))\(count > examples.count ? ", …" : "")); "
                + "choose a new folder, or pass --force to add the starter's files beside what is there (existing files are kept)"
        case .starterMissing:
            "the starter site that ships with criteria was not found beside the program (share/criteria/starter); reinstall it"
        }
    }
}
