import Foundation

/// Sorts changed paths into what they affect: settings (config file, theme), assets, content.
struct ChangeScope {
    /// Config or theme changed: reload them and rebuild every page.
    var settings: Bool
    /// The assets folder changed: media existence and captions may differ on any page.
    var assets: Bool
    /// Changed Markdown files under the content folder (absolute paths).
    var contentPaths: [String]
    /// Something else in the content folder changed (a folder renamed, say): list it again.
    var relistContent: Bool

    init(changed: Set<String>?, site: SiteInput, settings: SiteSettings?) {
        guard let changed, let settings else {
            self.settings = true; assets = true; contentPaths = []; relistContent = true
            return
        }
        let configFile = (site.configFile ?? site.contentRoot.appendingPathComponent("criteria.yml")).standardizedFileURL.path
        let themes = settings.themeLayers.map { $0.standardizedFileURL.path }
        let assetsRoot = settings.assetsRoot?.standardizedFileURL.path
        let content = site.contentRoot.standardizedFileURL.path
        func isInside(_ path: String, _ folder: String?) -> Bool {
            guard let folder else { return false }
            return path == folder || path.hasPrefix(folder + "/")
        }
        var settingsChanged = false, assetsChanged = false, relist = false
        var markdown: [String] = []
        for path in changed {
            if path == configFile || themes.contains(where: { isInside(path, $0) }) {
                settingsChanged = true
            } else if isInside(path, assetsRoot) {
                assetsChanged = true
            } else if isInside(path, content) {
                let name = (path as NSString).lastPathComponent
                // Hidden files and folders (editor swap files, .git) are not content.
                if path.dropFirst(content.count).split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                if ["md", "markdown"].contains((name as NSString).pathExtension.lowercased()) {
                    markdown.append(path)
                } else {
                    relist = true
                }
            }
        }
        self.settings = settingsChanged
        assets = assetsChanged
        contentPaths = markdown.sorted()
        relistContent = relist
    }
}
