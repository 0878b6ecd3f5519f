import Foundation

extension URL {
    /// The file at `relative` (a slash-separated path) under this folder. Saying that it is a
    /// file matters: `appendingPathComponent(_:)` asks the file system whether the result is a
    /// folder, a stat call for every page read and every file a build writes or checks.
    func appendingFile(_ relative: String) -> URL { appendingPathComponent(relative, isDirectory: false) }
}

extension String {
    /// This folder's path (as `URL.path` gives it) and a slash-separated path under it, joined:
    /// what `appendingFile(relative).path` gives for the folder's URL, without making a URL
    /// for each of the thousands of files a build reads, checks or records.
    func joiningFile(_ relative: String) -> String {
        hasSuffix("/") ? self + relative : self + "/" + relative
    }
}
