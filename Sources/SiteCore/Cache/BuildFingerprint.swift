import Foundation

/// One hash of every input but the content files: the tool itself, the command's switches, the
/// configuration, the theme and the assets folder's listing and caption tracks. When it differs
/// from the cache's, every page is rendered again.
///
/// Theme assets (CSS, JS) and media files are not hashed here: pages do not embed them, and the
/// writer copies each one again when its source's size or modification time changed.
enum BuildFingerprint {
    static func settings(site: SiteInput, settings: SiteSettings, theme: Theme, assets: AssetCatalog) -> String {
        var hash = ContentHash()
        hash.add(toolIdentity)
        for url in [site.contentRoot, site.assetsRoot, site.configFile, site.theme, site.defaultTheme] {
            hash.add(url?.standardizedFileURL.path ?? "-")
        }
        hash.add(site.baseURL ?? "-")
        hash.add(site.offline ? "offline" : "online")
        let configFile = site.configFile ?? site.contentRoot.appendingPathComponent("criteria.yml")
        hash.add(FileManager.default.contents(atPath: configFile.path) ?? Data())
        for layer in settings.themeLayers { hash.add(layer.standardizedFileURL.path) }
        for (name, template) in theme.templates.sorted(by: { $0.key < $1.key }) {
            hash.add(name)
            hash.add(template)
        }
        for path in theme.assets.keys.sorted() { hash.add(path) }
        hash.add(assets.root?.standardizedFileURL.path ?? "-")
        for path in assets.files.sorted() { hash.add(path) }
        for (path, track) in assets.captions.sorted(by: { $0.key < $1.key }) {
            hash.add(path)
            hash.add(track.data)
        }
        return hash.hex
    }

    /// The running program's size and modification time: a rebuilt `criteria` may render
    /// differently, so it invalidates every cache it did not write.
    static let toolIdentity: String = {
        let path = RunningProgram.path ?? ""
        guard let stamp = FileStamp(path: path) else { return "unknown tool" }
        return "\(path) \(stamp.size) \(stamp.modified)"
    }()
}
