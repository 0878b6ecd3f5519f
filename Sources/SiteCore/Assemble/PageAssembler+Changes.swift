/// The changes page (`changes.html`) and its Atom feed (`changes.xml`), from the site's history
/// (`SiteHistory`); neither without one.
extension PageAssembler {
    static let changesPath = "changes.html"
    static let feedPath = "changes.xml"

    /// `changes.html`, when the site has a history and the theme a `changes` template.
    func changesPage(_ history: SiteHistory, outlines: [PageOutline]) -> OutputFile? {
        guard templates.has("changes") else { return nil }
        // Made when written, like the overview pages: the plan stage only claims its path.
        return OutputFile(path: Self.changesPath) { [self] in changesHTML(history, outlines: outlines) }
    }

    private func changesHTML(_ history: SiteHistory, outlines: [PageOutline]) -> String {
        let addresses = Dictionary(outlines.map { ($0.sourcePath, $0.address) }, uniquingKeysWith: { first, _ in first })
        var live = LiveCheckAnchors()
        let commits = history.changes.map { entry in
            defer { live.record(entry) }
            return ChangesPageView.CommitView(anchor: "commit-" + entry.commit.shortHash, date: entry.commit.date,
                                              dateText: PageDate.readable(entry.commit.date), subject: entry.commit.subject,
                                              shortHash: entry.commit.shortHash,
                                              pages: entry.pages.map { pageView($0, address: addresses[$0.path], live: live) })
        }
        var layout = layout(at: [], title: "Changes", description: "What changed in \(config.title)", current: [], isSiteHome: false,
                            file: Self.changesPath)
        layout.usesListStyles = true
        let view = ChangesPageView(layout: layout,
                                   title: "Changes", summary: Self.changesSummary(history), feedHref: Self.feedPath,
                                   commits: commits, hasCommits: !commits.isEmpty, isShallow: history.isShallow)
        return templates.render(view, template: "changes")
    }

    /// What the list covers, in a sentence.
    static func changesSummary(_ history: SiteHistory) -> String {
        // "Newest first" orders a list: a list of one commit is not said to have an order.
        let order = history.changes.count == 1 ? "." : ", newest first."
        let covered = history.since.map { "The \(history.changes.count == 1 ? "commit" : "commits") since \($0) that changed the content" }
            ?? "The last \(history.changes.count == 1 ? "commit" : "\(history.changes.count) commits") that changed the content"
        return covered + order
    }

    private func pageView(_ change: PageChange, address: [String]?, live: LiveCheckAnchors) -> ChangesPageView.PageView {
        let href = change.kind == .removed ? nil : address.map { config.pageURLs.href($0) }
        let checks = change.checks.map { check in
            let linked = check.kind != .removed && live.exists(check.id, on: change.path)
            let target = linked ? href.map { $0 + "#" + check.id } : nil
            let lines = check.linesRemovedAndAdded
            return ChangesPageView.CheckView(id: check.id, oldID: check.oldID ?? "", hasOldID: check.oldID != nil, href: target ?? "", hasHref: target != nil, kind: check.kind.rawValue.capitalized,
                                             isChanged: check.isTextChanged, isRenamedOnly: check.isRenamedOnly, oldText: check.oldText ?? "", newText: check.newText ?? "",
                                             hasOldText: check.oldText != nil, hasNewText: check.newText != nil,
                                             oldStep: check.step?.old ?? "", newStep: check.step?.new ?? "", hasStep: check.step != nil,
                                             removedLines: lines?.removed.map { .init(text: $0) } ?? [], addedLines: lines?.added.map { .init(text: $0) } ?? [])
        }
        return ChangesPageView.PageView(title: change.title, href: href ?? "", hasHref: href != nil, kind: Self.kindText(change.kind),
                                        oldPath: change.oldPath ?? "", hasOldPath: change.oldPath != nil, checks: checks,
                                        hasChecks: !checks.isEmpty, checkCount: Self.wholeCount(change) ?? "",
                                        hasCheckCount: Self.wholeCount(change) != nil)
    }

    /// "12 checks" for a page added or removed whole, whose checks are not listed one by one.
    static func wholeCount(_ change: PageChange) -> String? {
        guard change.kind == .added || change.kind == .removed, change.checkCount > 0 else { return nil }
        return ContentChanges.checks(change.checkCount)
    }

    static func kindText(_ kind: ContentHistory.FileChange.Kind) -> String {
        kind == .modified ? "changed" : kind.rawValue
    }

    /// The page's date for the `page` template: the view with its date fields set.
    func dated(_ view: CriteriaPageView, sourcePath: String) -> CriteriaPageView {
        guard let date = history?.dates[sourcePath] else { return view }
        var view = view
        view.date = date.date ?? ""
        view.dateText = date.date.map(PageDate.readable) ?? ""
        view.hasDate = date.date != nil
        view.isUncommitted = date.isUncommitted
        view.hasDateLine = true
        return view
    }
}
