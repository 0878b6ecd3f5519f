import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path and listing helpers shared by both mechanisms.
enum FileTree {
    static func standardizedPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Hidden folders (.git, SwiftPM's .build, editor caches) never hold site sources, and .git churns a lot.
    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || name == ".build"
    }

    /// The entries of a folder with their info (links not followed); empty if it cannot be read,
    /// which happens when it vanished mid-walk, and then its parent's events tell the story.
    static func children(of folder: String) -> [(path: String, name: String, info: FileInfo)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.compactMap { name in
            let path = join(folder, name)
            return FileInfo(path: path, followLinks: false).map { (path, name, $0) }
        }
    }
}
