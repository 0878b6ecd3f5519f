import Foundation

/// What earlier runs of a preview (`PipelinePurpose.preview`, watch mode) made, kept for the
/// next. Each stage consults it and redoes only what the changed paths (`ChangeScope`) and the
/// change detector (`ChangePlan`) call for; the session (`IncrementalSite`) owns it, and one
/// run at a time has it.
struct SiteMemory {
    // MARK: Load

    var settings: SiteSettings?
    var theme = Theme()
    var assets = AssetCatalog.empty
    /// What older entries include; a change to it parses again the pages whose included files changed.
    var includes = IncludeLibrary.empty
    /// Problems of the settings and theme, of the includes folder, and of listing and reading the
    /// content (names and files not UTF-8, unreadable files, exclude patterns that match
    /// nothing) as the last listing found them.
    var settingsDiagnostics = Diagnostics()
    var includeDiagnostics = Diagnostics()
    var loadProblems: [Diagnostic] = []
    /// The sources' texts, hashes and outlines, by source path.
    var sources: [String: SourceFile] = [:]
    var surveyed: [String: SurveyedSource] = [:]
    /// The sources' paths in order, kept while no source comes or goes.
    var order: [String]?
    /// The outlines of the pages marked as drafts that the session leaves out, by source path.
    var drafts: [String: PageOutline] = [:]
    /// What a stamped session's home page says (`SiteInput.stampDate`), as a build says it.
    /// The content's git history as the last run read it, so the next reads only newer commits.
    var history: ContentHistory?
    var stamp: BuildStamp?

    // MARK: Plan

    /// Every page's and draft's link keys and the pages' navigation keys at the last run
    /// (`PageKeys`, as signatures), the links made from them, and the assembler that claimed the
    /// pages' files with its problems: kept while the keys, config and assets stay the same.
    var linkSignature: [String]?
    var navigationSignature: [String]?
    var links: SiteLinks?
    var claims: Claims?
    /// The pages' aliases, with where they were written, when the files were claimed: a
    /// collision is shown at its alias, which a line added above it moves without changing any key.
    var claimedAliases: [PageAlias] = []
    typealias Claims = (assembler: PageAssembler, pageFiles: [String: String], diagnostics: Diagnostics)

    // MARK: Page pass

    var pages: [String: PageMemory] = [:]

    // MARK: Finish

    var index = IndexMemory()
    /// Links into other pages' fragments, resolved against every page's names, kept while they hold.
    var fragments = FragmentResolution()
    /// The navigation keys with every page's card: the site's files that show them (overview
    /// pages, sitemap, search page) are kept in `files` while the keys stay the same.
    var navigationKeys: [PageKeys.Navigation]?
    /// The search files' texts, kept from one run to the next where their inputs are the same.
    var searchFiles = SearchFilesReuse()
    /// How many docs files and term shards the last run made again.
    var searchFilesMade = (docs: 0, shards: 0)

    // MARK: Emit

    /// The site's generated files by path, as the last run left them.
    var files: [String: String] = [:]

    /// The folders copied files may come from (theme layers, assets).
    var servedRoots: [URL] {
        guard let settings else { return [] }
        return settings.themeLayers + [settings.assetsRoot].compactMap { $0 }
    }
}
