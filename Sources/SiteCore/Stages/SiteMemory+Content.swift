import Foundation

/// The content side of a preview's load stage: the sources named read again, or the content
/// folder listed again, drafts left out as a build leaves them out.
extension SiteMemory {
    /// Whether `relative` (to the content folder) is a source, a draft left out, a file that
    /// could not be loaded, or a folder above any of them.
    func holdsContent(_ relative: String) -> Bool {
        let folder = relative + "/"
        func isOrIsUnder(_ path: String) -> Bool { path == relative || path.hasPrefix(folder) }
        return sources.keys.contains(where: isOrIsUnder) || drafts.keys.contains(where: isOrIsUnder)
            || loadProblems.contains { isOrIsUnder($0.location.file) }
    }

    /// Reads what changed; returns the source paths to parse again or removed, and how many
    /// files were read. A source is known by its text's hash and its includes' stamp, as a
    /// build's cache knows it.
    mutating func reloadContent(_ site: SiteInput, _ scope: ChangeScope) -> (reparsed: [String], filesRead: Int) {
        let contentRoot = site.contentRoot.standardizedFileURL.path
        let named = scope.contentPaths.map { String($0.dropFirst(contentRoot.count + 1)) }
        // A draft left out is known as a source is: a save of it reads it alone.
        let known = named.allSatisfy { sources[$0] != nil || drafts[$0] != nil }
        let reread = scope.relistContent || !known ? nil : reread(named, site: site)
        let listed = reread ?? relist(site)
        var fresh = listed.fresh.map(\.source)
        var gone = listed.gone
        if !site.includesDrafts { leaveOutDrafts(&fresh, gone: &gone, relisted: reread == nil) }
        for path in gone { forget(path) }
        let changed = fresh.filter { source in
            pages[source.path].map { $0.hash == source.hash && includes.isCurrent($0.record, textHash: source.hash) } != true
        }
        let texts = Dictionary(listed.fresh.map { ($0.file.path, $0.file) }, uniquingKeysWith: { first, _ in first })
        for source in fresh {
            if surveyed[source.path] == nil { order = nil }
            // A text read again as it was stays the one the page's results hold: one copy.
            if surveyed[source.path]?.hash != source.hash || sources[source.path] == nil { sources[source.path] = texts[source.path] }
            surveyed[source.path] = source
        }
        // A page added has names no page had: links into fragments are resolved again.
        if changed.contains(where: { pages[$0.path] == nil }) { fragments.forgetNames() }
        return (changed.map(\.path) + gone, reread == nil ? listed.fresh.count : named.count)
    }

    /// A source gone, or now a draft left out: its results go, and links into fragments are
    /// resolved again without its names.
    private mutating func forget(_ path: String) {
        sources[path] = nil
        surveyed[path] = nil
        order = nil
        pages[path] = nil
        index.forget(path)
        fragments.forgetNames()
    }

    /// The named sources read again, those gone among them; nil when one cannot be read, so
    /// that the content is listed again and its problem reported where a build reports it.
    private func reread(_ named: [String], site: SiteInput) -> Listing? {
        var fresh: [(file: SourceFile, source: SurveyedSource)] = [], gone: [String] = []
        for path in named {
            var sink = Diagnostics()
            let file = ContentLoader().loadFile(path, contentRoot: site.contentRoot, into: &sink)
            guard sink.all.isEmpty else { return nil }
            if let file { fresh.append((file, SurveyedSource(file))) } else { gone.append(path) }
        }
        return (fresh, gone)
    }

    /// Every source read again, as a build lists them, with the listing's problems in its order;
    /// hashed and outlined on all cores, as a build's survey is.
    private mutating func relist(_ site: SiteInput) -> Listing {
        var sink = Diagnostics()
        let fresh = ContentLoader().surveyKeepingTexts(contentRoot: site.contentRoot,
                                                       excluding: settings?.excludedFolders(output: site.outputRoot) ?? [site.outputRoot],
                                                       patterns: settings?.config.exclude ?? [], into: &sink)
        loadProblems = sink.all
        return (fresh, Array(Set(sources.keys).subtracting(fresh.map(\.file.path))))
    }

    /// Sources read, each with its hash and outline, and the paths of those gone.
    private typealias Listing = (fresh: [(file: SourceFile, source: SurveyedSource)], gone: [String])

    /// A page marked as a draft is left out as if it were gone, as a build leaves it out; its
    /// outline is kept, so that a link to it says it is a draft, as a build says.
    private mutating func leaveOutDrafts(_ fresh: inout [SurveyedSource], gone: inout [String], relisted: Bool) {
        if relisted { drafts = [:] }
        for path in gone { drafts[path] = nil }
        // A draft removed was never a source of the site.
        gone.removeAll { sources[$0] == nil }
        for source in fresh { drafts[source.path] = source.outline.isDraft ? source.outline : nil }
        let drafted = fresh.filter { drafts[$0.path] != nil }.map(\.path)
        fresh.removeAll { drafts[$0.path] != nil }
        gone += drafted.filter { sources[$0] != nil }
    }
}
