import Foundation

/// Load stage: theme folders → one `Theme`, later folders overriding earlier ones file by file.
///
/// A theme folder holds `templates/*.mustache` and `assets/**`. A missing folder or a missing
/// required template is an error naming it.
public struct ThemeLoader: Sendable {
    public init() {}

    public func load(layers: [URL], into sink: inout Diagnostics) -> Theme {
        var theme = Theme()
        for folder in layers {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                sink.error(SourceLocation(file: folder.path), "theme folder not found: \(folder.path)")
                continue
            }
            for path in files(under: folder.appendingPathComponent("templates")) where path.hasSuffix(".mustache") {
                let url = folder.appendingPathComponent("templates").appendingFile(path)
                guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                    sink.error(SourceLocation(file: url.path), "cannot read template \(url.path)")
                    continue
                }
                let name = String(path.dropLast(".mustache".count))
                theme.templates[name] = text
                theme.templateFiles[name] = url.path
            }
            for path in files(under: folder.appendingPathComponent("assets")) {
                theme.assets[path] = folder.appendingPathComponent("assets").appendingFile(path)
            }
        }
        for name in Theme.requiredTemplates where theme.templates[name] == nil {
            sink.error(SourceLocation(file: layers.last?.path ?? "theme"), "the theme has no \(name).mustache template")
        }
        return theme
    }

    /// Regular files under `folder`, relative, sorted; hidden names and links left out.
    func files(under folder: URL) -> [String] {
        FolderWalk(skipsHidden: true).entries(under: folder).filter { $0.kind == .file }.map(\.path)
    }
}
