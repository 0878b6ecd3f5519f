import Foundation

/// The settings a build uses, from the command line and the config file together: flags win,
/// then `criteria.yml`, then defaults. Paths in the config are relative to the config file.
struct SiteSettings {
    var config: SiteConfig
    var assetsRoot: URL?
    /// The includes folder of older entries (`IncludeLibrary`).
    var includesRoot: URL
    var themeLayers: [URL]
    /// Where the default theme was expected when it was not found (see `DefaultThemeLocator`).
    var missingDefaultTheme: URL?
    /// The file `logo:` names, resolved against the config file's folder.
    var logoFile: URL?

    static func resolve(_ site: SiteInput, into sink: inout Diagnostics) -> SiteSettings {
        let configURL = site.configFile ?? site.contentRoot.appendingPathComponent("criteria.yml")
        var config = SiteConfig()
        if let data = FileManager.default.contents(atPath: configURL.path) {
            if let text = String(data: data, encoding: .utf8) {
                config = ConfigLoader().load(text, path: configURL.path, into: &sink)
            } else {
                sink.error(SourceLocation(file: configURL.path, line: 1, column: 1), "invalid UTF-8")
            }
        } else if site.configFile != nil {
            sink.error(SourceLocation(file: configURL.path), "configuration file not found: \(configURL.path)")
        }
        if let baseURL = site.baseURL { config.baseURL = baseURL }
        let configFolder = configURL.deletingLastPathComponent()
        let assets = site.assetsRoot
            ?? config.assets.map { configFolder.appendingPathComponent($0) }
            ?? site.contentRoot.appendingPathComponent("assets")
        // A missing default theme is no error by itself: a complete theme given with --theme or
        // `theme:` does without it. The theme loader reports it if templates are missing.
        var layers = [site.defaultTheme].compactMap { $0 }
        if let theme = config.theme { layers.append(configFolder.appendingPathComponent(theme)) }
        if let theme = site.theme { layers.append(theme) }
        let includes = config.includes.map { configFolder.appendingPathComponent($0) }
            ?? site.contentRoot.appendingPathComponent(IncludeLibrary.defaultFolder)
        return SiteSettings(config: config, assetsRoot: assets, includesRoot: includes, themeLayers: layers,
                            missingDefaultTheme: site.defaultTheme == nil ? DefaultThemeLocator.expectedInCurrentFolder() : nil,
                            logoFile: config.logo.map { configFolder.appendingPathComponent($0) })
    }

    /// The includes folder's files, named in messages relative to the content folder when inside it.
    func loadIncludes(contentRoot: URL, into sink: inout Diagnostics) -> IncludeLibrary {
        IncludeLoader().load(includesRoot, displayName: Self.relativePath(of: includesRoot, from: contentRoot), into: &sink)
    }

    /// `folder` as a path from `base` (`_includes`, `../parts`), the way messages name it.
    static func relativePath(of folder: URL, from base: URL) -> String {
        let target = folder.standardizedFileURL.pathComponents, origin = base.standardizedFileURL.pathComponents
        let shared = zip(target, origin).prefix { $0 == $1 }.count
        // Far from the base, the absolute path says more than a run of `..`.
        guard origin.count - shared <= 2 else { return folder.standardizedFileURL.path }
        let parts = Array(repeating: "..", count: origin.count - shared) + target.dropFirst(shared)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The folders a content walk leaves out: the assets, the includes and the output.
    func excludedFolders(output: URL) -> [URL] {
        [assetsRoot, includesRoot, output].compactMap { $0 }
    }

    /// The theme these settings name, its problems added to `sink`.
    /// `alongsideLexicon`: as `ThemeLoader.load` has it.
    func loadTheme(alongsideLexicon: (Theme) -> Void = { _ in }, into sink: inout Diagnostics) -> Theme {
        var theme = ThemeLoader().load(layers: themeLayers, missingDefaultTheme: missingDefaultTheme, alongsideLexicon: alongsideLexicon,
                                       into: &sink)
        if let logoFile, let name = config.logoAssetName {
            let location = config.logoLocation ?? SourceLocation(file: "criteria.yml")
            if FileManager.default.fileExists(atPath: logoFile.path) {
                theme.assets[name] = logoFile
            } else {
                sink.error(location, "logo file not found: \(logoFile.path)")
            }
        } else if let logo = config.logo {
            sink.error(config.logoLocation ?? SourceLocation(file: "criteria.yml"),
                       "logo \"\(logo)\" is not an image the browser shows as an icon",
                       note: "use an .svg, .png, .webp, .gif or .ico file")
        }
        return theme
    }
}
