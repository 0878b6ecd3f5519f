import Foundation

/// Sorts changed paths into what they affect: settings (config file, theme), assets, content.
struct ChangeScope {
    /// Config or theme changed: reload them and rebuild every page.
    var settings: Bool
    /// The assets folder changed: media existence and captions may differ on any page.
    var assets: Bool
    /// A file in the includes folder changed: pages that include may differ.
    var includes = false
    /// Changed Markdown files under the content folder (absolute paths).
    var contentPaths: [String]
    /// A folder in the content folder changed (added, renamed, deleted) or a link did: list it
    /// again. Other files there are not content, and editors make them at every save: Vim its
    /// `4913` and `page.md~`, JetBrains' editors `page.md___jb_tmp___`, and listing and reading
    /// every page again for those would slow every save.
    var relistContent: Bool

    /// `holdsContent`: whether a path relative to the content folder is a source's or lies
    /// above one, at the last rebuild (a folder deleted since is reported by its path alone).
    init(changed: Set<String>?, site: SiteInput, settings: SiteSettings?, holdsContent: (String) -> Bool) {
        guard let changed, let settings else {
            self.settings = true; assets = true; includes = true; contentPaths = []; relistContent = true
            return
        }
        let configFile = (site.configFile ?? site.contentRoot.appendingPathComponent("criteria.yml")).standardizedFileURL.path
        let themes = settings.themeLayers.map { $0.standardizedFileURL.path }
        let assetsRoot = settings.assetsRoot?.standardizedFileURL.path
        let includesRoot = settings.includesRoot.standardizedFileURL.path
        let content = site.contentRoot.standardizedFileURL.path
        func isInside(_ path: String, _ folder: String?) -> Bool {
            guard let folder else { return false }
            return path == folder || path.hasPrefix(folder + "/")
        }
        var settingsChanged = false, assetsChanged = false, includesChanged = false, relist = false
        var markdown: [String] = []
        for path in changed {
            if path == configFile || themes.contains(where: { isInside(path, $0) }) {
                settingsChanged = true
            } else if isInside(path, assetsRoot) {
                assetsChanged = true
            } else if isInside(path, includesRoot) {
                includesChanged = true
            } else if path == content || content.hasPrefix(path + "/") {
                relist = true   // the content folder itself, or a folder above it, moved or went
            } else if isInside(path, content) {
                let name = (path as NSString).lastPathComponent
                // Hidden files and folders (editor swap files, .git) are not content.
                if path.dropFirst(content.count).split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                if ["md", "markdown"].contains((name as NSString).pathExtension.lowercased()) {
                    markdown.append(path)
                } else if !relist {
                    relist = Self.mayHoldContent(path, relative: String(path.dropFirst(content.count + 1)), holdsContent: holdsContent)
                }
            }
        }
        self.settings = settingsChanged
        assets = assetsChanged
        includes = includesChanged
        contentPaths = markdown.sorted()
        relistContent = relist
    }

    /// A regular file that was not above a source is a file beside the pages, not a folder of
    /// them; anything else there now (a folder, a link) may hold pages, and so may a path that
    /// is gone if sources were under it. A name that is not UTF-8 arrives repaired (U+FFFD) and
    /// matches no source's name, so it is listed again to be sure.
    private static func mayHoldContent(_ path: String, relative: String, holdsContent: (String) -> Bool) -> Bool {
        if holdsContent(relative) || relative.contains("\u{FFFD}") { return true }
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT != S_IFREG
    }
}
