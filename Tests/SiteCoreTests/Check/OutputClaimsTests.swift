import Foundation
import Testing
@testable import SiteCore

/// A path one source writes as a file and another would make a folder of (or write into a
/// folder the theme fills) cannot both be written: `check` reports it where the build would
/// refuse it, not as a write error half way through.
@Suite struct OutputClaimsTests {
    private let page = "## Criteria\n\nText.\n"

    @Test func anAliasCannotMakeAFolderOfAFileTheSiteWrites() throws {
        let files = ["web/a.md": "---\naliases: [/my-criteria.html, /search.html, /_assets/criteria.css, /.criteria-cache, /.criteria-manifest]\n---\n" + page,
                     "web/b.md": "---\naliases: /web/a/index.html\n---\n" + page,
                     "web/c.md": "---\naliases: [/web/a/old, /web]\n---\n" + page]
        let found = try CheckFixture(files: files).diagnostics().map { "\($0.location) \($0.message)" }
        #expect(found == [
            "web/a.md:2:11 alias /my-criteria.html of web/a.md would write my-criteria.html/index.html, "
                + "inside my-criteria.html, which the My criteria page already writes as a file",
            "web/a.md:2:30 alias /search.html of web/a.md would write search.html/index.html, "
                + "inside search.html, which the search page already writes as a file",
            "web/a.md:2:44 alias /_assets/criteria.css of web/a.md would write _assets/criteria.css/index.html, "
                + "inside _assets/, where the theme's files go",
            "web/a.md:2:67 alias /.criteria-cache of web/a.md would write .criteria-cache/index.html, "
                + "inside .criteria-cache, which the build cache already writes as a file",
            "web/a.md:2:85 alias /.criteria-manifest of web/a.md would write .criteria-manifest/index.html, "
                + "inside .criteria-manifest, which the build's list of its files already writes as a file",
            "web/b.md:2:10 alias /web/a/index.html of web/b.md would write web/a/index.html/index.html, "
                + "inside web/a/index.html, which web/a.md already writes as a file",
            "web/c.md:2:23 alias /web of web/c.md would write web/index.html, which the overview of web/ already writes",
        ])
    }

    /// Said once, at the folder to rename, not at output files under the content folder.
    @Test func aContentFolderWhereTheWCAGPagesGoIsNamedOnce() throws {
        let files = ["wcag/index.md": "## Criteria\n\n1. Step\n   - A check\n", "web/a.md": "## WCAG\n\n- 1.4.3 Contrast (Minimum)\n"]
        let found = try CheckFixture(files: files).diagnostics().filter { $0.severity == .error }.map { "\($0.location) \($0.message)" }
        #expect(found == ["wcag/ this content folder would be written where the site puts its WCAG pages "
                            + "(wcag/index.html and a page per cited success criterion)"])
    }

    @Test func aFileCannotBeWhereAnotherSourceMadeAFolder() {
        var claims = OutputClaims()
        var sink = Diagnostics()
        #expect(claims.claim("old/a/index.html", by: "alias /old/a", at: SourceLocation(file: "a.md"), into: &sink))
        #expect(claims.claim("old/b.html", by: "b.md", at: SourceLocation(file: "b.md"), into: &sink))
        #expect(!claims.claim("old/a", by: "c.md", at: SourceLocation(file: "c.md"), into: &sink))
        #expect(!claims.claim("old", by: "d.md", at: SourceLocation(file: "d.md"), into: &sink))
        #expect(sink.all.map(\.message) == [
            "c.md would write old/a, which is a folder that alias /old/a writes into",
            "d.md would write old, which is a folder that alias /old/a writes into",
        ])
    }

    @Test func aPathIsInsideTheFoldersUpToEachOfItsSlashes() {
        #expect(OutputClaims.folders(above: "a/b/c.html") == ["a", "a/b"])
        #expect(OutputClaims.folders(above: "index.html") == [])
        #expect(OutputClaims.folders(above: "/x") == [""])
        #expect(OutputClaims.folders(above: "a//b") == ["a", "a/"])
        #expect(OutputClaims.folders(above: "é/ü/ø.html") == ["é", "é/ü"])
    }
}
