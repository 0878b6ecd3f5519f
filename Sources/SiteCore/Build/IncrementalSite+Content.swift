import Foundation

extension IncrementalSite.State {
    // MARK: - Content: listing, reading and parsing the sources

    /// Reads the includes folder again; returns the last one when it changed.
    mutating func reloadIncludes() -> IncludeLibrary? {
        var sink = Diagnostics()
        let fresh = settings?.loadIncludes(contentRoot: site.contentRoot, into: &sink) ?? .empty
        includeDiagnostics = sink
        defer { includes = fresh }
        return fresh != includes ? includes : nil
    }

    /// Parses again the pages whose included files changed since `last` (`except` those just
    /// parsed), told by their records as a build tells them (`IncludeLibrary.isCurrent`);
    /// returns their paths.
    mutating func reparseIncluding(since last: IncludeLibrary, except parsed: Set<String>) -> [String] {
        let includes = self.includes, parsedFrom = self.parsedFrom
        let dependent = pages.filter { path, entry in
            !entry.page.includes.isEmpty && !parsed.contains(path)
                && (last.folderName != includes.folderName
                    || parsedFrom[path].map { includes.isCurrent($0.record, textHash: $0.hash) } != true)
        }.keys.sorted()
        let files = dependent.compactMap { path in sources[path].flatMap { file in parsedFrom[path].map { (file: file, hash: $0.hash) } } }
        parse(files)
        return files.map(\.file.path)
    }

    /// Parses `files`, each with its text's hash, and records what each parse rests on.
    private mutating func parse(_ files: [(file: SourceFile, hash: String)]) {
        let parser = PageParser(includes: includes)
        var unused = Diagnostics()
        let results = ParallelMap.map(files, into: &unused) { item, _ -> ParsedPage in
            var sink = Diagnostics()
            return ParsedPage(page: parser.parse(item.file, into: &sink), diagnostics: sink)
        }
        for (item, result) in zip(files, results) {
            pages[item.file.path] = (result.page, result.diagnostics)
            parsedFrom[item.file.path] = (item.hash, item.hash + includes.stamp(of: result.page.includes))
        }
    }

    /// Whether `relative` (to the content folder) is a source, a draft left out, a file that
    /// could not be loaded, or a folder above any of them.
    func holdsContent(_ relative: String) -> Bool {
        let folder = relative + "/"
        func isOrIsUnder(_ path: String) -> Bool { path == relative || path.hasPrefix(folder) }
        return sources.keys.contains(where: isOrIsUnder) || drafts.keys.contains(where: isOrIsUnder)
            || loadProblems.contains { isOrIsUnder($0.location.file) }
    }

    /// Reads what changed and parses it; returns the source paths parsed or removed, and how
    /// many files were read.
    mutating func reloadContent(_ scope: ChangeScope) -> (reparsed: [String], filesRead: Int) {
        let contentRoot = site.contentRoot.standardizedFileURL.path
        let named = scope.contentPaths.map { String($0.dropFirst(contentRoot.count + 1)) }
        // A draft left out is known as a source is: a save of it reads it alone.
        let known = named.allSatisfy { sources[$0] != nil || drafts[$0] != nil }
        let reread = scope.relistContent || !known ? nil : reread(named)
        var (fresh, gone) = reread ?? relist()
        if !site.includesDrafts { leaveOutDrafts(&fresh, gone: &gone, relisted: reread == nil) }
        for path in gone {
            sources[path] = nil; pages[path] = nil; rendered[path] = nil; parsedFrom[path] = nil
        }
        // A source is known by its text's hash and its includes' stamp, as a build's cache knows it.
        let includes = self.includes, parsedFrom = self.parsedFrom
        let changed = fresh.map { (file: $0, hash: ContentHash($0.text).hex) }.filter { item in
            parsedFrom[item.file.path].map { $0.hash == item.hash && includes.isCurrent($0.record, textHash: item.hash) } != true
        }
        for file in fresh { sources[file.path] = file }
        parse(changed)
        return (changed.map(\.file.path) + gone, reread == nil ? fresh.count : named.count)
    }

    /// The named sources read again, those gone among them; nil when one cannot be read, so
    /// that the content is listed again and its problem reported where a build reports it.
    private func reread(_ named: [String]) -> (fresh: [SourceFile], gone: [String])? {
        var fresh: [SourceFile] = [], gone: [String] = []
        for path in named {
            var sink = Diagnostics()
            let file = ContentLoader().loadFile(path, contentRoot: site.contentRoot, into: &sink)
            guard sink.all.isEmpty else { return nil }
            if let file { fresh.append(file) } else { gone.append(path) }
        }
        return (fresh, gone)
    }

    /// Every source read again, as a build lists them, with the listing's problems in its order.
    private mutating func relist() -> (fresh: [SourceFile], gone: [String]) {
        var sink = Diagnostics()
        let fresh = ContentLoader().load(contentRoot: site.contentRoot,
                                         excluding: settings?.excludedFolders(output: site.outputRoot) ?? [site.outputRoot],
                                         patterns: settings?.config.exclude ?? [], into: &sink)
        loadProblems = sink.all
        return (fresh, Array(Set(sources.keys).subtracting(fresh.map(\.path))))
    }

    /// A page marked as a draft is left out as if it were gone, as a build leaves it out; its
    /// outline is kept, so that a link to it says it is a draft, as a build says.
    private mutating func leaveOutDrafts(_ fresh: inout [SourceFile], gone: inout [String], relisted: Bool) {
        if relisted { drafts = [:] }
        for path in gone { drafts[path] = nil }
        // A draft removed was never a source of the site.
        gone.removeAll { sources[$0] == nil }
        for file in fresh {
            let outline = PageParser().outline(file)
            drafts[file.path] = outline.isDraft ? outline : nil
        }
        let drafted = fresh.filter { drafts[$0.path] != nil }.map(\.path)
        fresh.removeAll { drafts[$0.path] != nil }
        gone += drafted.filter { sources[$0] != nil }
    }
}

private struct ParsedPage: Sendable {
    var page: CriteriaPage
    var diagnostics: Diagnostics
}
