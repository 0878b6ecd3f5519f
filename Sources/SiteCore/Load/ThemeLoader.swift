import Foundation
import Yams

/// Load stage: theme folders → one `Theme`, later folders overriding earlier ones file by file.
///
/// A theme folder holds `templates/*.mustache` and `assets/**`. A missing folder or a missing
/// required template is an error naming it. `missingDefaultTheme` is where the default theme was
/// expected when it was not found: with no layers that is the one error, at that place; with
/// layers, each missing template's error notes that there was no default to fall back on.
public struct ThemeLoader: Sendable {
    public init() {}

    /// `alongsideLexicon`: work on the theme's templates (the build parses them) done while the
    /// lexicon is read into its table on another core: one after the other, the two were most of
    /// the load stage's time, and the survey of the content had long finished.
    public func load(layers: [URL], missingDefaultTheme: URL? = nil, alongsideLexicon: (Theme) -> Void = { _ in },
                     into sink: inout Diagnostics) -> Theme {
        var lexicon: String?
        var theme = read(layers: layers, missingDefaultTheme: missingDefaultTheme, lexicon: &lexicon, into: &sink)
        guard let lexicon else {
            alongsideLexicon(theme)
            return theme
        }
        let (_, table) = ParallelMap.alongside({ alongsideLexicon(theme) }, { LexiconTable(text: lexicon) }, onALane: true)
        theme.searchLexicon = table
        return theme
    }

    /// The theme's files read, the last layer's lexicon text in `lexicon` for `load` to table.
    private func read(layers: [URL], missingDefaultTheme: URL?, lexicon: inout String?, into sink: inout Diagnostics) -> Theme {
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
            if let synonyms = searchSynonyms(in: folder, into: &sink) { theme.searchSynonyms = synonyms }
            if let text = searchLexicon(in: folder, into: &sink) { lexicon = text }
        }
        let notFound = "the default theme was not found beside the criteria program or in the current folder"
        guard let lastLayer = layers.last else {
            sink.error(SourceLocation(file: (missingDefaultTheme ?? DefaultThemeLocator.expectedInCurrentFolder()).path), notFound,
                       note: "pass --theme with a complete theme, or run criteria in a folder holding themes/default")
            return theme
        }
        let missing = Theme.requiredTemplates.filter { theme.templates[$0] == nil }
        for name in missing {
            // Why the default did not fill the gap is said once, with the first.
            let why = missingDefaultTheme != nil && name == missing.first ? notFound + ", so every template must be in the theme" : nil
            sink.error(SourceLocation(file: lastLayer.path), "the theme has no \(name).mustache template", note: why)
        }
        return theme
    }

    /// The groups of the folder's `search-synonyms.yml`, or nil when it has none.
    func searchSynonyms(in folder: URL, into sink: inout Diagnostics) -> [[String]]? {
        let url = folder.appendingPathComponent(Theme.searchSynonymsFile)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        guard let text = String(data: data, encoding: .utf8) else {
            sink.error(SourceLocation(file: url.path, line: 1, column: 1), "invalid UTF-8")
            return []
        }
        do {
            guard let node = try Yams.compose(yaml: text) else { return [] }
            var reader = YAMLValueReader(path: url.path)
            let groups = reader.synonymGroups(node)
            sink.append(contentsOf: reader.diagnostics)
            return groups
        } catch {
            YAMLErrors.report(error, in: url.path, lineOffset: 0, into: &sink)
            return []
        }
    }

    /// The text of the folder's `search-lexicon.txt`, or nil when it has none.
    func searchLexicon(in folder: URL, into sink: inout Diagnostics) -> String? {
        let url = folder.appendingPathComponent(Theme.searchLexiconFile)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        guard let text = String(data: data, encoding: .utf8) else {
            sink.error(SourceLocation(file: url.path, line: 1, column: 1), "invalid UTF-8")
            return ""
        }
        return text
    }

    /// Regular files under `folder`, relative, sorted; hidden names and links left out.
    func files(under folder: URL) -> [String] {
        FolderWalk(skipsHidden: true).entries(under: folder).filter { $0.kind == .file }.map(\.path)
    }
}
