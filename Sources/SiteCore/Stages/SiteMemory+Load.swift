import Foundation

/// The load stage of a preview: what changed is loaded again, the rest is recalled.
extension SiteMemory {
    /// What the load stage tells the stages after it.
    struct Recall {
        var settings: SiteSettings
        /// The source paths parsed again or removed, in the order found.
        var reparsed: [String]
        /// Settings, theme, assets or the stamp changed: every page is made again.
        var everything: Bool
        /// Content files read: the changed ones, or all when the content folder was listed again.
        var filesRead: Int
    }

    /// Loads again what `changed` (absolute paths; nil: everything) touches: settings and theme,
    /// assets, includes, and the content files named, or every one when the folder must be
    /// listed again. The pages whose included files changed are among those to parse again.
    mutating func recall(_ site: SiteInput, changed: Set<String>?) -> Recall {
        var scope = ChangeScope(changed: changed, site: site, settings: settings, holdsContent: holdsContent)
        let excluded = (patterns: settings?.config.exclude, folders: settings?.excludedFolders(output: site.outputRoot))
        let settings = scope.settings ? reloadSettings(site) : self.settings ?? reloadSettings(site)
        // Other patterns, or other assets or includes folders, leave out other files: the
        // content is listed again.
        if settings.config.exclude != excluded.patterns || settings.excludedFolders(output: site.outputRoot) != excluded.folders {
            scope.relistContent = true
        }
        if scope.assets || scope.settings { assets = AssetLoader().load(settings.assetsRoot) }
        let lastIncludes = scope.includes || scope.settings ? reloadIncludes(site) : nil
        let (reloaded, filesRead) = reloadContent(site, scope)
        let reparsed = reloaded + (lastIncludes.map { including(since: $0, except: Set(reloaded)) } ?? [])
        let restamped = restamp(site)
        return Recall(settings: settings, reparsed: reparsed, everything: scope.settings || scope.assets || restamped, filesRead: filesRead)
    }

    /// The load stage's problems, in a build's order: settings and theme, includes, content.
    var loadDiagnostics: Diagnostics {
        var all = settingsDiagnostics
        all.append(contentsOf: includeDiagnostics)
        all.append(contentsOf: loadProblems)
        return settings?.config.rules.apply(all) ?? all
    }

    private mutating func reloadSettings(_ site: SiteInput) -> SiteSettings {
        settingsDiagnostics = Diagnostics()
        let settings = SiteSettings.resolve(site, into: &settingsDiagnostics)
        theme = settings.loadTheme(into: &settingsDiagnostics)
        self.settings = settings
        return settings
    }

    /// Reads the includes folder again; returns the last one when it changed.
    private mutating func reloadIncludes(_ site: SiteInput) -> IncludeLibrary? {
        var sink = Diagnostics()
        let fresh = settings?.loadIncludes(contentRoot: site.contentRoot, into: &sink) ?? .empty
        includeDiagnostics = sink
        defer { includes = fresh }
        return fresh != includes ? includes : nil
    }

    /// The pages whose included files changed since `last` (`except` those parsed again
    /// anyway), told by their records as a build tells them (`IncludeLibrary.isCurrent`).
    private func including(since last: IncludeLibrary, except parsed: Set<String>) -> [String] {
        pages.filter { path, held in
            !held.page.includes.isEmpty && !parsed.contains(path)
                && (last.folderName != includes.folderName || !includes.isCurrent(held.record, textHash: held.hash))
        }.keys.sorted()
    }

    /// What the home page says of this run when the session is stamped, as a build works it
    /// out each time (the content's version may change with any save); returns whether it changed.
    private mutating func restamp(_ site: SiteInput) -> Bool {
        // Runs git twice a save, and a dirty-tree flip re-renders every page; only tests stamp a session, `serve` never does.
        let fresh = site.stampDate.map { BuildStamp(date: $0, contentVersion: ContentVersionReader().version(of: site.contentRoot)) }
        defer { stamp = fresh }
        return fresh != stamp
    }
}
