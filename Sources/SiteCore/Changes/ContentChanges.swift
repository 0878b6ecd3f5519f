import Foundation

/// `criteria changes A..B`: the content's criteria-level differences between two revisions:
/// pages added, removed, renamed (with an alias suggested) and changed, and in each the checks
/// added, removed and changed. Written as text, Markdown or JSON (`ContentChanges+Formats`).
public struct ContentChanges: Sendable, Equatable {
    /// The revisions as given, and the commits they name.
    public var from: String
    public var to: String
    public var fromCommit: String
    public var toCommit: String
    /// Sorted by source path.
    public var pages: [PageChange]

    /// `A..B`, `A..` (to `HEAD`) or `A` (to `HEAD`), read in the content folder's repository;
    /// git's message when a revision is unknown or the folder is not in a work tree.
    public static func read(range: String, contentRoot: URL) -> Result<ContentChanges, ChangesError> {
        let parts = range.components(separatedBy: "..")
        guard parts.count <= 2, let from = parts.first, !from.isEmpty, !range.contains("...") else {
            return .failure(ChangesError(message: "expected a range A..B of two revisions, not \"\(range)\""))
        }
        let to = parts.count == 2 && !parts[1].isEmpty ? parts[1] : "HEAD"
        guard let place = GitHistoryReader().place(of: contentRoot) else {
            return .failure(ChangesError(message: "\(contentRoot.path) is not in a git work tree with commits"))
        }
        let reader = ChangesReader(prefix: place.prefix, folder: contentRoot)
        return reader.commit(from).flatMap { old in
            reader.commit(to).flatMap { new in
                reader.changes(from: old, to: new).map { pages in
                    ContentChanges(from: from, to: to, fromCommit: old, toCommit: new, pages: pages.sorted { $0.path < $1.path })
                }
            }
        }
    }
}
