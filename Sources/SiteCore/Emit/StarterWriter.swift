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
        for path in Self.files(of: starter) {
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

extension StarterWriter {
    /// Hidden files the starter has on purpose; others (a `.DS_Store`) are not copied.
    static let hiddenFiles = [".gitignore"]

    /// The starter's files, relative to it, sorted.
    static func files(of starter: URL) -> [String] {
        let visible = FolderWalk(skipsHidden: true).entries(under: starter).filter { $0.kind != .folder }.map(\.path)
        let hidden = hiddenFiles.filter { FileManager.default.fileExists(atPath: starter.appendingFile($0).path) }
        return (visible + hidden).sorted()
    }
}
