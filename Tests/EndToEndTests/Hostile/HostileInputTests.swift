import Foundation
import Testing

/// Hostile and broken input, built by the real `criteria` binary from a corpus written by code
/// (`HostileCorpus`). For each: no crash, no hang (a kill timeout), located diagnostics, nothing
/// written outside the output folder, no unsafe markup published, and the other pages built.
@Suite struct HostileInputTests {
    /// The theme's own scripts, the only ones a page may load.
    static func isThemeScript(_ src: String) -> Bool {
        let name = src.replacingOccurrences(of: "../", with: "")
        return ["_assets/criteria.js", "_assets/examples.js", "_assets/search-box.js", "_assets/collect.js", "_assets/my-criteria.js",
                "_assets/checks.js", "_assets/plan-format.js", "_assets/plan.js", "_assets/filters.js", "_assets/audit.js",
                "_assets/other-copies.js"].contains(name)
    }

    /// A `<script type="application/json">` without `src` (a section's Markdown for Copy): data a
    /// browser never runs.
    static func isInertData(_ tag: UnsafeMarkupScan.StartTag) -> Bool {
        !tag.attributes.contains { $0.name == "src" }
            && tag.attributes.contains { $0.name == "type" && $0.value.lowercased() == "application/json" }
    }

    /// Diagnostic lines without their `note:` lines, which repeat the location.
    /// The diagnostic lines (`--verbose` adds stage times), notes left out.
    static func diagnostics(_ standardError: String) -> [String] {
        standardError.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") || $0.contains(": error: ") }
    }

    @Test func hostileFilesBuildWithLocatedWarningsAndSafePages() throws {
        let scratch = try Scratch()
        try HostileCorpus.writeBuildableSite(in: scratch.url)
        let before = TreeSnapshot(of: scratch.url)
        let result = try CriteriaRunner.run(["build", "--quiet", "--verbose", "--content", "content", "--output", "public"], in: scratch.url)
        #expect(result.status == 0, "stderr: \(result.standardError.prefix(2000))")
        #expect(TreeSnapshot(of: scratch.url, skipping: ["public"]).differences(from: before).isEmpty,
                "nothing is written outside the output folder")

        let lines = Self.diagnostics(result.standardError)
        let expected = [
            "content/web/bom.md:6:1: warning: removed <script> element and its content [raw-html]",
            "content/web/crlf.md:8:6: warning: removed event handler attribute onerror from <img> [raw-html]",
            "content/web/empty.md:1:1: warning: page \"Empty\" has no criteria section [no-criteria-section]",
            "content/web/js-links.md:3:1: warning: removed javascript: URL in href from <a> [raw-html]",
            "content/web/js-links.md:5:1: warning: removed javascript: URL in href from <a> [raw-html]",
            "content/web/js-links.md:7:1: warning: removed javascript: URL in href from <a> [raw-html]",
            "content/web/js-links.md:9:1: warning: removed javascript: URL in href from <a> [raw-html]",
            "content/web/js-links.md:11:1: warning: removed javascript: URL in href from <a> [raw-html]",
            "content/web/js-links.md:13:1: warning: removed javascript: URL in href from <a> [raw-html]",
            "content/web/long-heading.md:1:1: warning: page \"Long heading\" has no criteria section [no-criteria-section]",
            "content/web/media-escape.md:1:1: warning: page \"Media escape\" has no criteria section [no-criteria-section]",
            "content/web/media-escape.md:3:1: warning: video has no captions track [missing-captions]",
            "content/web/media-escape.md:4:3: warning: media path ../../outside/secret.webm leaves the assets folder; it is not copied [media-outside-assets]",
            "content/web/media-escape.md:7:1: warning: media path ../../../outside/secret.png leaves the assets folder; it is not copied [media-outside-assets]",
            "content/web/media-escape.md:9:1: warning: media path %2e%2e/%2e%2e/outside/secret.png leaves the assets folder; it is not copied [media-outside-assets]",
            "content/web/only-front-matter.md:1:1: warning: page \"Only front matter\" has no criteria section [no-criteria-section]",
            "content/web/raw-html.md:4:3: warning: removed <script> element and its content [raw-html]",
            "content/web/raw-html.md:5:3: warning: removed event handler attribute onerror from <img> [raw-html]",
            "content/web/raw-html.md:6:6: warning: removed event handler attribute onclick from <b> [raw-html]",
            "content/web/raw-html.md:6:42: warning: removed javascript: URL in xlink:href from <a> [raw-html]",
            "content/web/raw-html.md:9:1: warning: removed <iframe> element and its content [raw-html]",
            "content/web/sections.md:9:1: warning: repeated section \"Criteria\"; its content is appended to the one at line 1 [repeated-section]",
            "content/web/sections.md:13:1: warning: unknown section \"Criterias\" goes to Developer Notes [unknown-section]",
        ]
        #expect(lines == expected)

        let public_ = scratch.url.appendingPathComponent("public")
        let pages = htmlFiles(in: public_)
        for page in ["normal", "empty", "only-front-matter", "bom", "crlf", "deep-list", "long-heading", "sections", "raw-html",
                     "js-links", "media-escape", "file-name-with-spaces", "ünïcödé-ñame", "日本語", "big"] {
            #expect(pages["web/\(page)/index.html"] != nil, "web/\(page) is published")
        }
        #expect(pages["web/normal/index.html"]?.contains("A normal page.") == true)
        #expect(pages["web/bom/index.html"]?.contains("<h1>With BOM</h1>") == true, "front matter after a byte-order mark is read")
        #expect(pages["web/crlf/index.html"]?.contains("<h1>With CRLF</h1>") == true, "front matter with CRLF endings is read")
        #expect(pages["web/deep-list/index.html"]?.contains("deep") == true)
        for (path, html) in pages {
            let findings = UnsafeMarkupScan.findings(in: html).filter { !($0.element == "script" && $0.what == "element") }
            #expect(findings.isEmpty, "\(path): \(findings)")
            let scripts = UnsafeMarkupScan.startTags(in: html).filter { $0.name == "script" }
            #expect(scripts.allSatisfy { tag in
                tag.attributes.contains { $0.name == "src" && Self.isThemeScript($0.value) }
                    || Self.isInertData(tag)
            }, "\(path) loads only the theme's scripts; any other script element is JSON data")
        }
        let published = generatedFiles(in: public_)
        #expect(!published.contains { $0.contains("secret") || $0.contains("outside") }, "media outside the assets folder is not copied")
    }

    @Test func brokenFilesAreLocatedErrorsAndTheOtherFilesAreStillChecked() throws {
        let scratch = try Scratch()
        try HostileCorpus.writeBrokenSite(in: scratch.url)
        let before = TreeSnapshot(of: scratch.url)
        let result = try CriteriaRunner.run(["build", "--quiet", "--content", "content", "--output", "public"], in: scratch.url)
        #expect(result.status == 1)
        #expect(TreeSnapshot(of: scratch.url).differences(from: before).isEmpty, "a failed build writes nothing")
        #expect(Self.diagnostics(result.standardError) == [
            "content/a/link.md:1:1: error: a/link.md would write a/link/index.html, which a/Link.md already writes",
            "content/web/bad-order.md:1:1: warning: page \"Fine\" has no criteria section [no-criteria-section]",
            "content/web/bad-order.md:3:8: error: expected a whole number, not \"three\" [front-matter]",
            "content/web/bad-utf8-crlf.md:3:2: error: invalid UTF-8",
            "content/web/bad-utf8.md:3:5: error: invalid UTF-8",
            "content/web/bad-yaml.md:2:9: error: invalid YAML: mapping values are not allowed in this context [front-matter]",
            "content/web/caf\\xE9.md: error: file name is not UTF-8; the page is left out",
            "content/web/forms-inputs.md:1:1: error: web/forms-inputs.md would write web/forms-inputs/index.html, which web/Forms & Inputs.md already writes",
            "content/web/normal.md:3:1: warning: removed event handler attribute onclick from <b> [raw-html]",
        ])
        // What the build refused, the check in CI reports before it.
        let check = try CriteriaRunner.run(["check", "--content", "content"], in: scratch.url)
        #expect(check.status == 1)
        let collisions = Self.diagnostics(check.standardError).filter { $0.contains("would write") }
        #expect(collisions == Self.diagnostics(result.standardError).filter { $0.contains("would write") })
        #expect(collisions.count == 2)
    }
}

@Suite struct UnsafeMarkupScanTests {
    @Test func findsWhatABrowserWouldRun() {
        let html = #"<p>ok</p><IMG/onerror=alert(1)/src=x><a href="jav&#x61;script&#58alert(1)">a</a><svg><a xlink:href=' java&Tab;script:x'>"#
            + #"<script src="../_assets/criteria.js"></script><iframe srcdoc="x">"#
        #expect(UnsafeMarkupScan.findings(in: html).map(\.description) == [
            "<img>: handler onerror", "<a>: href=jav&#x61;script&#58alert(1)", "<a>: xlink:href= java&Tab;script:x",
            "<script>: element", "<iframe>: element", "<iframe>: srcdoc",
        ])
    }

    @Test func leavesTextCommentsAndSafeURLsAlone() {
        let html = #"<p title="onclick=x">&lt;script&gt; javascript:x</p><!-- <script> --><a href="/javascript/guide">g</a><a href="page.html?a&#38;b">p</a>"#
            + #"<a>l</a<iframe></a title=">"<script>"#   // end tags, whose names and attributes run to their `>` (found by the fuzzer)
        #expect(UnsafeMarkupScan.findings(in: html).isEmpty)
    }
}
