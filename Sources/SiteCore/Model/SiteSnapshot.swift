import Foundation

/// A whole site in memory: generated files by path, and the files copied as they are (theme
/// assets, media) by path with their source. The preview server serves one; a full build and
/// an incremental rebuild of the same content give equal snapshots.
public struct SiteSnapshot: Sendable, Equatable {
    public var files: [String: String]
    public var copies: [String: URL]

    public init(files: [String: String] = [:], copies: [String: URL] = [:]) {
        self.files = files
        self.copies = copies
    }

    /// What a full build would write.
    public init(_ build: BuildOutput) {
        files = Dictionary(OutputFile.made(build.files).map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        copies = SiteSnapshot.copies(theme: build.theme, media: build.media, assets: build.assets)
        publishStylesheets(of: build.theme)
    }

    /// The theme's stylesheets as a build writes them (`StylesheetCompactor`): moved from the
    /// copies to the files, so that a preview serves what the site will have. One that cannot
    /// be read, or is not UTF-8, stays a copy.
    mutating func publishStylesheets(of theme: Theme) {
        for (path, url) in theme.assets where path.hasSuffix(".css") {
            guard let data = try? StylesheetCompactor.published(contentsOf: url), let text = String(data: data, encoding: .utf8) else { continue }
            let target = Theme.assetsFolder + "/" + path
            files[target] = text
            copies[target] = nil
        }
    }

    static func copies(theme: Theme, media: [MediaRef], assets: AssetCatalog) -> [String: URL] {
        var copies: [String: URL] = [:]
        for (path, url) in theme.assets { copies[Theme.assetsFolder + "/" + path] = url }
        if let root = assets.root {
            for ref in media where ref.exists && copies[ref.assetPath] == nil {
                copies[ref.assetPath] = root.appendingFile(ref.assetPath)
            }
        }
        return copies
    }
}
