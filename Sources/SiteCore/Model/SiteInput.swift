import Foundation

/// What a build is asked to do: the folders and switches from the command line.
public struct SiteInput: Sendable {
    public var contentRoot: URL
    public var outputRoot: URL
    /// `--assets`; nil means the config's `assets`, else `assets/` in the content folder.
    public var assetsRoot: URL?
    /// `--config`; nil means `criteria.yml` in the content folder, if there is one.
    public var configFile: URL?
    /// `--theme`; layered over the default theme (and over the config's theme).
    public var theme: URL?
    public var defaultTheme: URL?
    public var force: Bool
    /// `--base-url`; overrides the config's `base-url` (canonical links, `sitemap.xml`, `404.html`).
    public var baseURL: String?
    /// Building an offline bundle: media from other sites are replaced by placeholders.
    public var offline: Bool
    /// When set, the home page says that the site was built then, and from which content
    /// version (bundles only: ordinary builds stay deterministic).
    public var stampDate: Date?
    /// Pages whose front matter says `draft: true` are built, with a "Draft" mark (`criteria
    /// serve`); otherwise they are left out, as if they were not there.
    public var includesDrafts: Bool

    public init(contentRoot: URL, outputRoot: URL, assetsRoot: URL? = nil, configFile: URL? = nil,
                theme: URL? = nil, defaultTheme: URL? = nil, force: Bool = false,
                baseURL: String? = nil, offline: Bool = false, stampDate: Date? = nil, includesDrafts: Bool = false) {
        self.contentRoot = contentRoot
        self.outputRoot = outputRoot
        self.assetsRoot = assetsRoot
        self.configFile = configFile
        self.theme = theme
        self.defaultTheme = defaultTheme
        self.force = force
        self.baseURL = baseURL
        self.offline = offline
        self.stampDate = stampDate
        self.includesDrafts = includesDrafts
    }
}
