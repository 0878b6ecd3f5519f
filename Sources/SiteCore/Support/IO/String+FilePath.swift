import Foundation

extension String {
    /// This folder's path (as `URL.path` gives it) and a slash-separated path under it, joined:
    /// what `appendingFile(relative).path` gives for the folder's URL, without making a URL
    /// for each of the thousands of files a build reads, checks or records.
    func joiningFile(_ relative: String) -> String {
        hasSuffix("/") ? self + relative : self + "/" + relative
    }
}
