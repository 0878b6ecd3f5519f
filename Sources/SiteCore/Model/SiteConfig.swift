import HTMLSanitizer
/// Site-wide settings, from `criteria.yml` at the content root or `--config`; every key optional.
public struct SiteConfig: Sendable, Equatable {
    /// What to do with raw HTML in content (the sanitizer's own policy).
    public typealias RawHTMLPolicy = HTMLSanitizer.RawHTMLPolicy

    public var title = "Accessibility Criteria"
    /// The address the site is published at, e.g. `https://intranet.example.com/a11y/`.
    public var baseURL: String?
    /// A theme folder, relative to the config file; it overrides the default theme file by file.
    public var theme: String?
    /// The media folder, relative to the config file (default: `assets` in the content folder).
    public var assets: String?
    /// The folder older entries' `{% include %}` tags read from, relative to the config file
    /// (default: `_includes` in the content folder).
    public var includes: String?
    /// Folder names in the order categories appear; unlisted ones follow, by title.
    public var categoryOrder: [String] = []
    /// Display names for folders, e.g. `how-to-test: How to Test`.
    public var categoryTitles: [String: String] = [:]
    /// Origins (with an optional path) whose links mean "a page of this site".
    public var siteOrigins: [String] = SiteConfig.defaultSiteOrigins
    public var rawHTML: RawHTMLPolicy = .sanitize
    /// `page-urls:`: a folder per page (`name/index.html`) or a file (`name.html`).
    public var pageURLs: PageURLs = .folder
    /// `rules:`: the level each content rule reports at, where the site chose one.
    public var rules = RuleLevels()
    /// `exclude:`: content files neither published nor checked.
    public var exclude: [ExcludePattern] = []
    /// Groups of words and phrases search takes as the same, added to the theme's.
    public var searchSynonyms: [[String]] = []
    /// The brand colour; nil keeps the theme's own.
    public var accent: BrandColour?
    /// The site mark and favicon, relative to the config file; nil keeps the theme's `icon.svg`.
    public var logo: String?
    /// Where `logo:` is written, for a message when the file is missing.
    public var logoLocation: SourceLocation?

    /// `dates:`: pages dated from the content folder's git history, or not at all.
    public var dates: DateSource = .git
    /// `changes:`: what the changes page and feed list (`ChangesSpan`).
    public var changes = ChangesSpan()

    public enum DateSource: String, Sendable, Equatable, CaseIterable { case git, off }

    /// The commits the changes page lists: those since a revision (a tag), else the last `count`.
    public struct ChangesSpan: Sendable, Equatable {
        public var count = 20
        public var since: String?
        public init(count: Int = 20, since: String? = nil) {
            self.count = count
            self.since = since
        }
    }

    public init() {}

    /// The logo's file in the theme's assets folder (`logo.svg`), or nil when `logo:` names no
    /// image a browser takes as an icon.
    var logoAssetName: String? {
        guard let logo, let dot = logo.lastIndex(of: ".") else { return nil }
        let ext = logo[logo.index(after: dot)...].lowercased()
        return ["svg", "png", "webp", "gif", "ico"].contains(ext) ? "logo." + ext : nil
    }

    /// The site mark's path from the site root: the configured logo, or the theme's icon.
    var logoPath: String { Theme.assetsFolder + "/" + (logoAssetName ?? "icon.svg") }

    /// The published MagentaA11y site, whose links the corpus uses in these forms:
    /// `https://www.magentaa11y.com/#/web-criteria/…` and `…/MagentaA11yV2#/native-criteria/…`.
    public static let defaultSiteOrigins = [
        "https://www.magentaa11y.com/MagentaA11yV2",
        "https://www.magentaa11y.com",
        "https://magentaa11y.com",
    ]
}
