import Testing
@testable import SiteCore

/// `one-category`: a content folder whose pages all sit in one folder of platforms, as the
/// MagentaA11y repository lays them out, is said once, at that folder.
@Suite struct OneCategoryRuleTests {
    @Test func oneFolderOfPlatformsIsReportedOnceAtTheFolder() throws {
        let files = ["documentation/web/component/button.md": page(""), "documentation/native/controls/button.md": page(""),
                     "documentation/how-to-test/basics.md": page(""), "documentation/guide.md": page("")]
        let found = try CheckFixture(files: files).diagnostics().filter { $0.rule == CheckRule.oneCategory.id }
        #expect(found.map(\.description) == [
            "documentation/: warning: every page is in documentation/, so the site has one category, Documentation, where how-to-test/, "
                + "native/, web/ would each be one: the home page's filters, search results and plans name pages by it [one-category]\n"
                + "documentation/: note: build with this folder as the content folder (--content, and --assets for an assets "
                + "folder beside it) to make how-to-test/, native/, web/ the categories",
        ])
    }

    @Test func categoriesAtTheTopOrFoldersThatNameNoPlatformAreNotReported() throws {
        let layouts: [[String: String]] = [
            ["web/component/button.md": page(""), "native/controls/button.md": page("")],
            ["docs/guides/a.md": page(""), "docs/faq/b.md": page("")],
            ["web/component/a.md": page(""), "web/page-level/b.md": page("")],
            ["documentation/web/a.md": page(""), "other.md": page("")],
        ]
        for files in layouts {
            #expect(try CheckFixture(files: files).check(.oneCategory).isEmpty, "\(files.keys.sorted())")
        }
    }
}
