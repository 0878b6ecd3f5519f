import Foundation
import Testing
@testable import SiteCore

@Suite struct HeadingAnchorsTests {
    private func ids(_ markdown: String) -> [String] {
        let (page, _) = parsePage(markdown)
        let anchors = page.headingAnchors
        return page.sections.flatMap { section in
            section.blocks.indices.compactMap { anchors.id(of: section.kind, block: $0) }
        }
    }

    @Test func repeatedHeadingsAreNumberedAndWrittenNumbersAreSkipped() {
        let markdown = "## Criteria\n\n### Focus\n\n### Focus-2\n\n### Focus\n\n### Focus\n\n### Name\n\n### Focus\n"
        #expect(ids(markdown) == ["criteria-focus", "criteria-focus-2", "criteria-focus-3", "criteria-focus-4",
                                  "criteria-name", "criteria-focus-5"])
    }

    /// `all` and `count` hold every heading of every section once.
    @Test func allAndCountCoverEverySection() {
        let markdown = "## General Notes\n\n### Intro\n\n## Criteria\n\n### Focus\n\n### Focus\n\n## Gherkin\n\n### Focus\n"
        let (page, _) = parsePage(markdown)
        let listed = ids(markdown)
        #expect(listed.count == 4)
        #expect(page.headingAnchors.count == listed.count)
        #expect(page.headingAnchors.all == Set(listed))
    }

    /// The page template gives each tab `criteria`, `criteria-heading` and `tab-criteria`: a
    /// heading named "Heading", or one with no slug, must not take them.
    @Test func headingsDoNotTakeTheTabsIds() {
        #expect(ids("## Criteria\n\n### Heading\n\n### 🙂\n") == ["criteria-heading-2", "criteria-2"])
    }

    /// A page of 20,000 equal headings: numbering restarted at 2 for each one, which was
    /// quadratic; the hostile-input suite's 20 MB page did not build within minutes.
    @Test func manyEqualHeadingsGetDistinctIDs() {
        let markdown = "## Criteria\n\n" + String(repeating: "### Keyboard\n\n", count: 20_000)
        let all = ids(markdown)
        #expect(all.count == 20_000)
        #expect(Set(all).count == 20_000)
        #expect(all.last == "criteria-keyboard-20000")
    }

    /// Headings with curly quotes and emoji skip ICU's transform (`isLeftAsIsByStripping`):
    /// ICU itself must leave every such scalar as it is, between letters and beside itself,
    /// or the fast path would give another id than the transform.
    @Test func scalarsThatSkipTheTransformAreLeftAsIsByIt() {
        var checked = 0
        for range in HeadingAnchors.keptByStripping {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = "a\(scalar)b\(scalar)\(scalar)"
                #expect(text.applyingTransform(.stripDiacritics, reverse: false) == text, "U+\(String(value, radix: 16, uppercase: true))")
                checked += 1
            }
        }
        #expect(checked > 2_500)
        #expect(!HeadingAnchors.isLeftAsIsByStripping("Café"), "letters with diacritics go through the transform")
        #expect("aéb".applyingTransform(.stripDiacritics, reverse: false) == "aeb", "the check above can fail")
        #expect(HeadingAnchors.slug("When you can’t use semantic HTML") == "when-you-can-t-use-semantic-html")
        #expect(HeadingAnchors.slug("⚙️ How Rendering Works — “quoted”") == "how-rendering-works-quoted")
        #expect(HeadingAnchors.slug("Crème brûlée – 📹") == "creme-brulee")
    }
}
