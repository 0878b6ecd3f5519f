import Foundation
import Testing
@testable import SiteCore

@Suite struct SectionSplitterTests {
    @Test func knownHeadingsStartSectionsAndOthersFallBackToDeveloperNotes() {
        let (page, sink) = parsePage("""
        Intro before any heading.

        ## General Notes

        How to test a thing

        ## Code examples

        ### Example

        ## Gherkin

        GIVEN a thing
        """)
        #expect(page.sections.map(\.kind) == [.developerNotes, .generalNotes, .gherkin])
        let developerNotes = page.section(.developerNotes)!
        #expect(developerNotes.blocks.map(\.line) == [1, 7, 9], "the fallback keeps the unknown heading and what follows it")
        #expect(developerNotes.blocks[1].html == "<h2>Code examples</h2>\n")
        #expect(sink.all.isEmpty)
    }

    @Test func sectionHeadingsInListsCodeFencesAndHTMLBlocksAreContent() {
        let (page, _) = parsePage("""
        ## Criteria

        - a list item

          ## Gherkin

        ```
        ## Videos
        ```

        <div>
        ## Condensed
        </div>
        """)
        #expect(page.sections.map(\.kind) == [.criteria])
        #expect(page.section(.criteria)!.blocks.count == 3)
    }

    @Test func headingsMatchIgnoringCaseAndSurroundingSpace() {
        let (page, _) = parsePage("##   gherkin   \n\nx\n\n## IOS DEVELOPER NOTES\n\ny\n\n## android developer notes\n\nz\n")
        #expect(page.sections.map(\.kind) == [.gherkin, .iosDeveloperNotes, .androidDeveloperNotes])
    }

    @Test func repeatedSectionIsAppendedAndReported() {
        let (page, sink) = parsePage("## Gherkin\n\nfirst\n\n## Criteria\n\nc\n\n## Gherkin\n\nsecond\n")
        #expect(page.section(.gherkin)!.blocks.map(\.plainText) == ["first\n", "second\n"])
        #expect(messages(sink) == [
            "web/component/sample.md:9:1: warning: repeated section \"Gherkin\"; its content is appended to the one at line 1 [repeated-section]",
        ])
    }

    @Test func misspeltSectionHeadingGetsADidYouMeanNote() {
        let (page, sink) = parsePage("## Vidoes\n\n<video></video>\n")
        #expect(page.sections.map(\.kind) == [.developerNotes])
        #expect(sink.all.first?.note?.hasPrefix("did you mean \"Videos\"?") == true)
        #expect(sink.all.first?.location.description == "web/component/sample.md:1:1")
    }

    /// An editor's trial: "## Devloper Notes" was read as a heading of the Developer Notes tab,
    /// where any other heading goes, and nothing said it was a typo.
    @Test func aMisspeltDeveloperNotesGetsADidYouMeanNote() {
        let (page, sink) = parsePage("## Devloper Notes\n\ntext\n")
        #expect(page.sections.map(\.kind) == [.developerNotes])
        #expect(messages(sink) == ["web/component/sample.md:1:1: warning: unknown section \"Devloper Notes\" goes to Developer Notes [unknown-section]\n"
            + "web/component/sample.md:1:1: note: did you mean \"Developer Notes\"? Sections are: General Notes, Condensed, Gherkin, Criteria, WCAG, "
            + "Videos, iOS Developer Notes, Android Developer Notes, and Developer Notes, where any other heading goes"])
        let (_, fine) = parsePage("## Developer Notes\n\ntext\n\n## Further reading\n\nmore\n")
        #expect(fine.all.isEmpty)
    }

    @Test func frontMatterLinesKeepTheirNumbersForSections() {
        let (page, _) = parsePage("---\ntitle: Sample\norder: 2\n---\n\n## Criteria\n\ntext\n")
        #expect(page.section(.criteria)!.location.line == 6)
        #expect(page.title == "Sample")
        #expect(page.order == 2)
    }

    @Test func crlfLineEndingsSplitTheSame() {
        let (page, _) = parsePage("## Condensed\r\n\r\nOne\r\n\r\n## Gherkin\r\n\r\nTwo\r\n")
        #expect(page.tabKinds == [.condensed, .gherkin])
    }

    @Test(arguments: ["link", "table-row-button", "text-input"])
    func seedDocumentsSplitAsRecorded(name: String) throws {
        let url = TestPaths.fixtures.appendingPathComponent("seeds/\(name).md")
        let (page, sink) = parsePage(try String(contentsOf: url, encoding: .utf8), path: "native/controls/\(name).md")
        #expect(sink.all.isEmpty)
        assertGolden(dump(page), "SectionSplitterTests/\(name).tree")
    }
}
