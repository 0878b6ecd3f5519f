/// What a site shows of its content's history: each page's date and the changes page's
/// commits. Made from `ContentHistory` in the plan stage; nil without one (`dates: off`, no git).
public struct SiteHistory: Sendable, Equatable {
    /// Each page's date, by source path; a page missing here was never committed.
    public var dates: [String: PageDate]
    /// The commits the changes page and feed list, newest first.
    public var changes: [CommitChanges]
    /// The revision the changes start after (`changes: since:`); nil: the last commits.
    public var since: String?
    /// The clone is shallow: older commits, and so older dates, are missing.
    public var isShallow: Bool

    public init(dates: [String: PageDate], changes: [CommitChanges], since: String? = nil, isShallow: Bool = false) {
        self.dates = dates
        self.changes = changes
        self.since = since
        self.isShallow = isShallow
    }

    /// A date for each of `paths` from `history`; with `showingUncommitted` (a preview), files
    /// that differ from their last commit are marked.
    public init(_ history: ContentHistory, paths: [String], changes: [CommitChanges], since: String?, showingUncommitted: Bool) {
        let last = history.lastChangeDates()
        var dates: [String: PageDate] = [:]
        for path in paths {
            let isUncommitted = showingUncommitted && history.uncommitted.contains(path)
            if last[path] != nil || isUncommitted { dates[path] = PageDate(date: last[path], isUncommitted: isUncommitted) }
        }
        self.init(dates: dates, changes: changes, since: since, isShallow: history.isShallow)
    }
}

/// One commit as the changes page shows it: its date and subject, then the pages it touched.
public struct CommitChanges: Sendable, Equatable {
    public var commit: ContentHistory.Commit
    public var pages: [PageChange]

    public init(commit: ContentHistory.Commit, pages: [PageChange]) {
        self.commit = commit
        self.pages = pages
    }
}

/// What happened to one page between two versions: added, removed, renamed or changed, with
/// its checks added, removed and changed.
public struct PageChange: Sendable, Equatable {
    public var kind: ContentHistory.FileChange.Kind
    /// The source path after the change (before it, for a removed page).
    public var path: String
    public var oldPath: String?
    /// The page's title on the newer side (the older, for a removed page).
    public var title: String
    public var checks: [CheckChange]
    /// How many checks the page has (had, for a removed page); an added or removed page lists none
    /// in `checks`.
    public var checkCount = 0
    /// A renamed page's old address (`/native/controls/old-name`) when its front matter does not
    /// yet list it under `aliases:`, so links to the old address keep working.
    public var suggestedAlias: String?

    public init(kind: ContentHistory.FileChange.Kind, path: String, oldPath: String? = nil, title: String, checks: [CheckChange] = [],
                suggestedAlias: String? = nil) {
        self.suggestedAlias = suggestedAlias
        self.kind = kind
        self.path = path
        self.oldPath = oldPath
        self.title = title
        self.checks = checks
    }
}

/// A check added, removed or reworded between two versions of a page, by its ID.
public struct CheckChange: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable { case added, removed, changed }
    public var kind: Kind
    /// The check's ID (after the change, for a changed one).
    public var id: String
    /// A changed check's ID before the change, when its rewording gave it another.
    public var oldID: String?
    /// The text before (removed, changed) and after (added, changed).
    public var oldText: String?
    public var newText: String?
    /// A changed check's step (the list item it is under), when that changed: its text alone
    /// may be the same.
    public var step: Revision<String>?
    /// A changed scenario's lines (its Given, When and Then steps), when they changed: for
    /// Gherkin they are the test, and its title may be the same.
    public var lines: Revision<[String]>?

    /// Whether a changed check's own text changed, rather than only its step, lines or ID.
    public var isTextChanged: Bool { kind == .changed && oldText != newText }

    /// A check whose ID changed while nothing else did (a `{#name}` pinned or unpinned): the
    /// formats say so rather than show the same text struck out and again.
    public var isRenamedOnly: Bool { kind == .changed && oldID != nil && !isTextChanged && step == nil && lines == nil }

    public init(kind: Kind, id: String, oldID: String? = nil, oldText: String? = nil, newText: String? = nil,
                step: Revision<String>? = nil, lines: Revision<[String]>? = nil) {
        self.oldID = oldID
        self.kind = kind
        self.id = id
        self.oldText = oldText
        self.newText = newText
        self.step = step
        self.lines = lines
    }

    /// The lines of `lines` that went, and those that came, each in its version's order: the
    /// standard library's difference, so a line moved or written twice is told too.
    public var linesRemovedAndAdded: (removed: [String], added: [String])? {
        lines.map { lines in
            let difference = lines.new.difference(from: lines.old)
            return (difference.removals.map(Self.element), difference.insertions.map(Self.element))
        }
    }

    private static func element(of change: CollectionDifference<String>.Change) -> String {
        switch change {
        case .insert(_, let element, _), .remove(_, let element, _): element
        }
    }
}
