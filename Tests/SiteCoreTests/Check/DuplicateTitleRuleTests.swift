import Foundation
import Testing
@testable import SiteCore

/// `duplicate-title`: two pages that search and navigation would show alike, reported at the
/// second one's title, by `criteria check`, a build and watch mode alike.
@Suite struct DuplicateTitleRuleTests {
    @Test func theSecondPageIsReportedAtItsTitleWithTheFirstNamed() throws {
        let files = ["web/component/link.md": "---\ndescription: A link\ntitle: Skip  link\n---\n" + page(""),
                     "web/page-level/skip.md": "---\ntitle: skip link\n---\n" + page(""),
                     "web/component/button.md": page(""), "web/page-level/button.md": page(""),
                     "guide.md": page(""), "Guide.md": "---\ntitle: Other\n---\n" + page("")]
        let found = try CheckFixture(files: files).diagnostics().filter { $0.rule == CheckRule.duplicateTitle.id }
        #expect(found.map(\.description) == [
            "web/page-level/button.md:1:1: warning: page title \"Button\" is also the title of another page in web/: "
                + "search lists both as \"Button (Web)\" [duplicate-title]\n"
                + "web/page-level/button.md:1:1: note: the other page is web/component/button.md; "
                + "this one's title comes from its file name: give it a title of its own with title: in its front matter",
            "web/page-level/skip.md:2:8: warning: page title \"skip link\" is also the title of another page in web/: "
                + "search lists both as \"skip link (Web)\" [duplicate-title]\n"
                + "web/page-level/skip.md:2:8: note: the other page is web/component/link.md; give one of the two a title of its own",
        ])
    }

    @Test func inOneFolderNavigationListsThemAlikeTooAndSearchNamesTheFolderAsTheSiteDoes() throws {
        let files = ["criteria.yml": "category-titles:\n  web: Web criteria\n", "web/component/link.md": page(""),
                     "web/component/other.md": "---\ntitle: Link\n---\n" + page(""), "guide.md": page(""), "other.md": "---\ntitle: Guide\n---\n" + page("")]
        #expect(try CheckFixture(files: files).check(.duplicateTitle) == [
            "other.md:2:8: warning: page title \"Guide\" is also the title of another page at the top level: "
                + "search lists both as \"Guide\" and navigation as \"Guide\" in one folder [duplicate-title]",
            "web/component/other.md:2:8: warning: page title \"Link\" is also the title of another page in web/: "
                + "search lists both as \"Link (Web criteria)\" and navigation as \"Link\" in one folder [duplicate-title]",
        ])
    }

    @Test func theSameTitleUnderAnotherTopLevelFolderIsExpected() throws {
        let files = ["web/component/button.md": page(""), "native/controls/button.md": page(""), "button.md": page("")]
        #expect(try CheckFixture(files: files).check(.duplicateTitle).isEmpty)
    }

    @Test func twoPagesAtOneAddressAreOnlyTheCollisionsError() throws {
        let found = try CheckFixture(files: ["web/Link.md": page(""), "web/link.md": page("")]).check()
        #expect(found == ["web/link.md:1:1: error: web/link.md would write web/link/index.html, which web/Link.md already writes"])
    }

    @Test func aSiteTurnsItOffOrMakesItAnError() throws {
        let pages = ["web/a/button.md": page(""), "web/b/button.md": page("")]
        #expect(try CheckFixture(files: pages.merging(["criteria.yml": "rules:\n  duplicate-title: off\n"]) { $1 }).check().isEmpty)
        #expect(try CheckFixture(files: pages.merging(["criteria.yml": "rules:\n  duplicate-title: error\n"]) { $1 }).check()
            == ["web/b/button.md:1:1: error: page title \"Button\" is also the title of another page in web/: search lists both as \"Button (Web)\" [duplicate-title]"])
    }

    @Test func aBuildReportsItToo() throws {
        let folder = try TemporaryFolder()
        try folder.write(page(""), to: "content/web/a/button.md")
        try folder.write("---\ntitle: Button\n---\n" + page(""), to: "content/web/b/other.md")
        var sink = Diagnostics()
        _ = Pipeline().build(SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent("public"),
                                       defaultTheme: TestPaths.defaultTheme), into: &sink)
        #expect(sink.all.filter { $0.rule == CheckRule.duplicateTitle.id }.map(\.location.description) == ["web/b/other.md:2:8"])
    }

    /// The ASCII fast path reads titles as the general one does.
    @Test(arguments: ["Button", "Button Two", " Button", "Button ", "Button  Two", "Tab\tStop", "", " ", "Ärger  im Büro", "ÄRGER"])
    func normalisingATitleIsTheSameOnEitherPath(_ title: String) {
        #expect(DuplicateTitleRule.normalised(title) == title.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }
}
