/// The `changes` template's values: the commits that changed the content, newest first, each
/// with the pages it touched and their checks.
struct ChangesPageView {
    var layout: LayoutView
    var title: String
    /// What the list covers: "The last 20 commits …" or "The commits since v2.0 …".
    var summary: String
    var feedHref: String
    var commits: [CommitView]
    var hasCommits: Bool
    /// The clone is shallow: older commits are missing.
    var isShallow: Bool

    struct CommitView {
        var anchor: String
        var date: String
        var dateText: String
        var subject: String
        var shortHash: String
        var pages: [PageView]
    }

    struct PageView {
        var title: String
        /// The page's address from the changes page; empty for a page no longer there.
        var href: String
        var hasHref: Bool
        /// "added", "removed", "renamed", "changed".
        var kind: String
        var oldPath: String
        var hasOldPath: Bool
        var checks: [CheckView]
        var hasChecks: Bool
        /// "12 checks", for a page added or removed whole; empty otherwise.
        var checkCount: String
        var hasCheckCount: Bool
    }

    struct CheckView {
        var id: String
        /// A reworded check's ID before (`CheckChange.oldID`).
        var oldID: String
        var hasOldID: Bool
        /// The check on its page (`page#id`); empty when the page is gone or the check removed.
        var href: String
        var hasHref: Bool
        /// "Added", "Removed", "Changed".
        var kind: String
        /// The text changed: the old and the new to show.
        var isChanged: Bool
        /// The ID alone changed (`CheckChange.isRenamedOnly`).
        var isRenamedOnly: Bool
        var oldText: String
        var newText: String
        var hasOldText: Bool
        var hasNewText: Bool
        /// The step it is under, when that changed (`CheckChange.step`).
        var oldStep = ""
        var newStep = ""
        var hasStep = false
        /// A scenario's lines that went and came (`CheckChange.lines`).
        var removedLines: [LineView] = []
        var addedLines: [LineView] = []

        /// A step or lines changed: listed under the check.
        var hasMore: Bool { hasStep || !removedLines.isEmpty || !addedLines.isEmpty }
    }

    struct LineView {
        var text: String
    }
}

extension ChangesPageView: TemplateView {
    static let fields = ViewFields<Self>([
        .view("layout", \.layout),
        .text("title", \.title),
        .text("summary", \.summary),
        .text("feedHref", \.feedHref),
        .list("commits", \.commits),
        .flag("hasCommits", \.hasCommits),
        .flag("isShallow", \.isShallow),
    ])
}

extension ChangesPageView.CommitView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("anchor", \.anchor),
        .text("date", \.date),
        .text("dateText", \.dateText),
        .text("subject", \.subject),
        .text("shortHash", \.shortHash),
        .list("pages", \.pages),
    ])
}

extension ChangesPageView.PageView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("title", \.title),
        .text("href", \.href),
        .flag("hasHref", \.hasHref),
        .text("kind", \.kind),
        .text("oldPath", \.oldPath),
        .flag("hasOldPath", \.hasOldPath),
        .list("checks", \.checks),
        .flag("hasChecks", \.hasChecks),
        .text("checkCount", \.checkCount),
        .flag("hasCheckCount", \.hasCheckCount),
    ])
}

extension ChangesPageView.CheckView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("id", \.id),
        .text("oldID", \.oldID),
        .flag("hasOldID", \.hasOldID),
        .text("href", \.href),
        .flag("hasHref", \.hasHref),
        .text("kind", \.kind),
        .flag("isChanged", \.isChanged),
        .flag("isRenamedOnly", \.isRenamedOnly),
        .text("oldText", \.oldText),
        .text("newText", \.newText),
        .flag("hasOldText", \.hasOldText),
        .flag("hasNewText", \.hasNewText),
        .text("oldStep", \.oldStep),
        .text("newStep", \.newStep),
        .flag("hasStep", \.hasStep),
        .list("removedLines", \.removedLines),
        .list("addedLines", \.addedLines),
        .flag("hasMore", \.hasMore),
    ])
}

extension ChangesPageView.LineView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("text", \.text),
    ])
}
