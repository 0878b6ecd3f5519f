import Foundation

/// Load stage, for older entries: the includes folder → an `IncludeLibrary`.
///
/// Regular files only, hidden ones left out; symbolic links are not followed, so nothing outside
/// the folder is read. A missing folder is an empty library: only a page that includes something
/// then has a problem, reported where it includes it.
struct IncludeLoader {
    /// `root`: the folder; `displayName`: how messages name it (relative to the content folder
    /// when it is inside it).
    func load(_ root: URL?, displayName: String, into sink: inout Diagnostics) -> IncludeLibrary {
        guard let root else { return .empty }
        var files: [String: String] = [:]
        for entry in FolderWalk(skipsHidden: true).entries(under: root) where entry.kind == .file && entry.nameIsUTF8 {
            let path = root.appendingFile(entry.path).path
            // A file larger than a page's includes may add up to could never be included whole.
            if let size = FileStamp(path: path)?.size, size > Int64(LiquidScanner.maximumIncludedBytes) {
                sink.warning(SourceLocation(file: displayName + "/" + entry.path),
                             "the file is larger than \(LiquidScanner.maximumIncludedBytes >> 20) MiB and cannot be included; it is not read",
                             rule: CheckRule.liquid.id)
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                sink.warning(SourceLocation(file: displayName + "/" + entry.path), "cannot read the included file", rule: CheckRule.liquid.id)
                continue
            }
            switch TextDecoder.decode(data) {
            case .success(let text):
                files[entry.path] = text
            case .failure(.invalidUTF8(let line, let column)):
                sink.warning(SourceLocation(file: displayName + "/" + entry.path, line: line, column: column),
                             "invalid UTF-8; the file cannot be included", note: "save the file as UTF-8", rule: CheckRule.liquid.id)
            }
        }
        return IncludeLibrary(files: files, folderName: displayName)
    }
}
