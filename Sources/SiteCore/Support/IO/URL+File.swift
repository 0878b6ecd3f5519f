import Foundation

extension URL {
    /// The file at `relative` (a slash-separated path) under this folder. Saying that it is a
    /// file matters: `appendingPathComponent(_:)` asks the file system whether the result is a
    /// folder, a stat call for every page read and every file a build writes or checks.
    func appendingFile(_ relative: String) -> URL { appendingPathComponent(relative, isDirectory: false) }
}
