import CMarkBridge
import Foundation
import HTMLSanitizer
import Testing
@testable import SiteCore

/// Records what the rewriter offers: a plain block has no URL and no finding.
private struct NoURLs: HTMLRewriteClient {
    var offered: [String] = []
    var findings: [HTMLFinding] = []

    mutating func rewrite(_ url: String, attribute: String, element: String, at position: HTMLPosition) -> String? {
        offered.append(url)
        return nil
    }

    mutating func report(_ finding: HTMLFinding) { findings.append(finding) }
}

/// `PlainMarkup` lets rendering skip the `HTMLRewriter` for blocks it would publish unchanged;
/// these check that claim against the rewriter itself, block by block.
@Suite struct PlainMarkupTests {
    /// The blocks of `markdown`, each with whether it is published as written.
    private func classify(_ markdown: String) -> [(block: MarkdownBlock, asIs: Bool)] {
        parsePage(markdown).0.sections.flatMap(\.blocks).map { ($0, PlainMarkup.isPublishedAsIs($0)) }
    }

    /// Every block said to go out as written comes out of the rewriter, under both policies and
    /// from a fresh structure, as written, with no warning and no URL to rewrite.
    private func expectRewriterAgrees(_ blocks: [MarkdownBlock], file: String) -> Int {
        var checked = 0
        for block in blocks where PlainMarkup.isPublishedAsIs(block) {
            for policy in [SiteConfig.RawHTMLPolicy.sanitize, .trust] {
                var urls = NoURLs(), repairs = MarkupRepairs()
                let origin = HTMLOrigin(line: block.line, column: block.byteColumn, isVerbatim: false)
                let output = HTMLRewriter(policy: policy).rewrite(block.html, origin: origin, client: &urls, repairs: &repairs)
                #expect(output == block.html, "\(file):\(block.line)")
                #expect(urls.findings.isEmpty && urls.offered.isEmpty, "\(file):\(block.line)")
                #expect(repairs.isAtTopLevel, "\(file):\(block.line)")
            }
            checked += 1
        }
        return checked
    }

    @Test func cmarksOwnMarkupWithoutLinksGoesOutAsWritten() {
        let plain = [
            "A paragraph with *emphasis*, **strong**, `code`, ~~struck~~ and &lt;escaped&gt; text.",
            "Two lines  \nwith a hard break.",
            "- one\n- two\n  1. nested\n  2. list\n\n  with a paragraph",
            "3. starts at three\n4. goes on",
            "> quoted\n> > twice",
            "```gherkin\nGiven I \"tab\" to the <button>\n```",
            "```js\" onload=\"x\nalert(1)\n```",
            "    indented code",
            "---",
            "### A heading *with* emphasis",
        ]
        for markdown in plain {
            let blocks = classify("## General Notes\n\n" + markdown)
            #expect(blocks.allSatisfy { $0.asIs }, "\(markdown)")
            #expect(expectRewriterAgrees(blocks.map(\.block), file: "plain.md") == blocks.count)
        }
    }

    @Test func blocksTheRewriterChangesOrChecksAreLeftToIt() {
        let rewritten = [
            "A [link](other.md) in a paragraph.",
            "An autolink: https://example.com.",
            "An image: ![a cat](cat.png)",
            "Raw inline <kbd>Tab</kbd>.",
            // Raw tags cmark passes through look like its own; the rewriter closes the first <p>.
            "Raw <p>paragraph</p> inside one.",
            "<div>\nraw block\n</div>",
            "# A first-level heading",
            "| Pass | Fail |\n|---|---|\n| <button>Go</button> | <div>Go</div> |",
            "| a | b |\n|:--|--:|\n| 1 | 2 |",
            "- [ ] a task\n- [x] done",
        ]
        for markdown in rewritten {
            let blocks = classify("## General Notes\n\n" + markdown)
            #expect(!blocks.contains { $0.asIs }, "\(markdown)")
        }
    }

    /// A plain block inside an element that raw HTML left open still goes through the rewriter:
    /// here a Markdown paragraph is a header cell's text, and makes its column a "Fail" column.
    @Test func aPlainBlockInsideOpenRawHTMLIsStillRewritten() {
        let (page, _) = parsePage("""
            ## Criteria

            <table><tr><th>Pass</th><th>

            Fail

            </th></tr><tr><td><button>Go</button></td><td><button></button></td></tr></table>
            """)
        var sink = Diagnostics()
        let html = PageRenderer(site: SiteLinks(pages: [page], origins: [], assets: .empty), policy: .sanitize)
            .render(page, into: &sink).tabs[0].html
        #expect(html.contains(#"<td class="demo-fail" inert><button></button></td>"#))
    }

    /// The claim over real pages: the seed documents here, and the shared corpus when it is beside
    /// the checkout.
    @Test func theRewriterAgreesOnEveryPlainBlockOfTheSeedsAndTheCorpus() throws {
        var folders = [TestPaths.repositoryRoot.appendingPathComponent("Tests/SiteCoreTests/Fixtures/seeds")]
        let corpus = TestPaths.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/magentaa11y-v2/documentation")
        if FileManager.default.fileExists(atPath: corpus.path) { folders.append(corpus) }
        var checked = 0, blocks = 0
        for folder in folders {
            var walkProblems = Diagnostics()
            for path in ContentLoader().markdownPaths(under: folder, skipping: [], into: &walkProblems) {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                let pageBlocks = parsePage(text, path: path).0.sections.flatMap(\.blocks)
                blocks += pageBlocks.count
                checked += expectRewriterAgrees(pageBlocks, file: path)
            }
        }
        // Most blocks are plain: the seeds alone have dozens.
        #expect(checked > 30 && checked < blocks)
    }
}
