import Foundation

/// A theme: Mustache templates by name and static assets (CSS, JS, images) by relative path.
/// A user theme is layered over the default one, file by file.
public struct Theme: Sendable {
    /// Template name (file name without `.mustache`) → template text.
    public var templates: [String: String]
    /// Template name → the file it came from, for messages.
    public var templateFiles: [String: String]
    /// Path under the theme's `assets/` folder → the file to copy into `_assets/`.
    public var assets: [String: URL]
    /// Groups of words and phrases search takes as the same (`search-synonyms.yml`, the last
    /// layer's that has one).
    public var searchSynonyms: [[String]] = []
    /// WordNet's neighbours of reader words (`search-lexicon.txt`, the last layer's that has
    /// one), read once: the index keeps those within reach of its terms (`SearchLexicon`).
    public var searchLexicon = LexiconTable()
    /// The templates parsed and made into programs, shared by the theme's copies: a build
    /// renders with its theme twice (to plan and to assemble), and watch mode at every save.
    let parsedTemplates = ParsedTemplates()

    public init(templates: [String: String] = [:], templateFiles: [String: String] = [:], assets: [String: URL] = [:]) {
        self.templates = templates
        self.templateFiles = templateFiles
        self.assets = assets
    }

    /// The file of search synonyms in a theme folder.
    public static let searchSynonymsFile = "search-synonyms.yml"
    /// The file of reader words' WordNet neighbours in a theme folder.
    public static let searchLexiconFile = "search-lexicon.txt"

    /// The theme has the WCAG pages' templates: the site gets its WCAG index and a page per
    /// cited success criterion, and citations link to them.
    var hasWCAGPages: Bool { templates["wcag-index"] != nil && templates["wcag-criterion"] != nil }

    /// The templates every theme must provide (the default theme provides them all).
    public static let requiredTemplates = ["layout", "page", "overview", "home", "redirect", "nav-item"]

    /// Where theme assets are published, relative to the site root.
    public static let assetsFolder = "_assets"
}
