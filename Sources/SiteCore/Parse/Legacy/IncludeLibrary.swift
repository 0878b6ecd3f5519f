/// The files `{% include … %}` may name: the includes folder (`includes:` in `criteria.yml`,
/// `_includes` in the content folder by default), read whole by the load stage.
///
/// Only what the loader found inside the folder can be included: a name is looked up here, never
/// opened, so no path (`../`, `/etc/passwd`, a link) can reach a file outside it.
public struct IncludeLibrary: Sendable, Equatable {
    /// Text by path relative to the includes folder, `/`-separated.
    public private(set) var files: [String: String]
    /// How the folder is named in messages, e.g. `_includes`.
    public var folderName: String

    public static let defaultFolder = "_includes"
    public static let empty = IncludeLibrary(files: [:], folderName: defaultFolder)

    public init(files: [String: String], folderName: String) {
        self.files = files
        self.folderName = folderName
    }

    /// What a name in an include tag leads to.
    public enum Lookup: Sendable, Equatable {
        case found(path: String, text: String)
        /// The path, made plain, names no file in the folder.
        case missing(path: String)
        /// `..` leads out of the folder.
        case outside
    }

    /// `name` as written after `include`: a leading `/` means the folder itself, as the older
    /// site read it (`/examples/button.html` is `_includes/examples/button.html`).
    public func lookUp(_ name: String) -> Lookup {
        var parts: [Substring] = []
        for part in name.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return .outside }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        let path = parts.joined(separator: "/")
        guard let text = files[path] else { return .missing(path: path) }
        return .found(path: path, text: text)
    }

    /// What a page's build depends on in the folder, for the build cache: `|path=hash` for each
    /// of `paths` (`-` for a missing file); empty when it includes nothing.
    func stamp(of paths: [String]) -> String {
        paths.map { path in "|\(path)=\(files[path].map { ContentHash($0).hex } ?? "-")" }.joined()
    }

    /// Whether a cache record's `source` (`BuildCache.Page`) still holds: the text's hash is
    /// `textHash`, and every included file it names is as it was.
    func isCurrent(_ recorded: String, textHash: String) -> Bool {
        guard recorded.hasPrefix(textHash) else { return false }
        let rest = recorded.dropFirst(textHash.count)
        guard !rest.isEmpty else { return true }
        let paths = rest.split(separator: "|").compactMap { part in part.lastIndex(of: "=").map { String(part[..<$0]) } }
        return stamp(of: paths) == rest
    }
}
