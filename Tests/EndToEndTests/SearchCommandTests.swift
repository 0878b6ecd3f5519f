import Foundation
import Testing

@Suite struct SearchCommandTests {
    let content = CriteriaRunner.testsFolder.appendingPathComponent("Sites/seeds/content").path

    private func json(_ output: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }

    @Test func answersFromTheContentWithPageTabAndHeading() throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(["search", "accessibilityTraits", "--content", content, "--limit", "3"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("1. Table row button (Native)  ["))
        #expect(result.standardOutput.contains("\n   iOS Developer Notes › Role: native/controls/table-row-button/index.html#ios-developer-notes-role\n"))
    }

    @Test func theBuiltIndexGivesTheSameAnswersAsTheContent() throws {
        let scratch = try Scratch()
        let build = try CriteriaRunner.run(["build", "--quiet", "--content", content, "--output", "public"], in: scratch.url)
        #expect(build.status == 0)
        for query in ["double tap", "accessibilityTraits", "acces", "talkbcak", "focus order", "UIKit", "text input"] {
            let fromContent = try CriteriaRunner.run(["search", query, "--content", content, "--json", "--limit", "20"], in: scratch.url)
            let fromSite = try CriteriaRunner.run(["search", query, "--site", "public", "--json", "--limit", "20"], in: scratch.url)
            #expect(fromContent.standardOutput == fromSite.standardOutput, "query: \(query)")
            #expect(try !json(fromSite.standardOutput).isEmpty, "query: \(query)")
        }
    }

    @Test func filtersAndLimits() throws {
        let scratch = try Scratch()
        let videos = try json(CriteriaRunner.run(["search", "talkback", "--content", content, "--kind", "videos", "--json"], in: scratch.url).standardOutput)
        let sections = videos.flatMap { $0["sections"] as? [[String: Any]] ?? [] }
        #expect(!sections.isEmpty && sections.allSatisfy { $0["tab"] as? String == "Videos" })
        let limited = try json(CriteriaRunner.run(["search", "link", "--content", content, "--limit", "2", "--json"], in: scratch.url).standardOutput)
        #expect(limited.count == 2)
        let none = try CriteriaRunner.run(["search", "zzzqqq", "--content", content], in: scratch.url)
        #expect(none.standardOutput == "No results for \"zzzqqq\".\n")
        #expect(try CriteriaRunner.run(["search", "x", "--content", content, "--kind", "pictures"], in: scratch.url).status == 2)
        let empty = try CriteriaRunner.run(["search", "  ", "--content", content], in: scratch.url)
        #expect(empty.status == 2 && empty.standardError.contains("the query is empty"), "\(empty.standardError)")
    }

    /// `--category` takes the folder or the title results show (`Native`), in any case, and
    /// refuses one the site does not have, naming those it has, as `--kind` refuses a bad kind.
    @Test func aCategoryMatchesInAnyCaseAndAnUnknownOneIsBadUsage() throws {
        let scratch = try Scratch()
        let folder = try CriteriaRunner.run(["search", "link", "--content", content, "--category", "native", "--json"], in: scratch.url)
        #expect(try !json(folder.standardOutput).isEmpty)
        for name in ["Native", "NATIVE"] {
            let titled = try CriteriaRunner.run(["search", "link", "--content", content, "--category", name, "--json"], in: scratch.url)
            #expect(titled.status == 0 && titled.standardOutput == folder.standardOutput, "--category \(name)")
        }
        let unknown = try CriteriaRunner.run(["search", "link", "--content", content, "--category", "Web"], in: scratch.url)
        #expect(unknown.status == 2 && unknown.standardOutput.isEmpty)
        #expect(unknown.standardError.contains("--category Web is not a category of this site; expected one of: native"),
                "\(unknown.standardError)")
        let lower = try CriteriaRunner.run(["search", "link", "--content", content, "--kind", "criteria", "--json"], in: scratch.url)
        let upper = try CriteriaRunner.run(["search", "link", "--content", content, "--kind", "Criteria", "--json"], in: scratch.url)
        #expect(upper.status == 0 && upper.standardOutput == lower.standardOutput, "--kind in any case, as --category")
    }

    /// Results are pages: none twice, each with its category and at most three sections.
    @Test func resultsArePagesWithTheirCategoryAndBestSections() throws {
        let scratch = try Scratch()
        for query in ["toggle", "swipe", "double tap", "focus"] {
            let pages = try json(CriteriaRunner.run(["search", query, "--content", content, "--json", "--limit", "50"], in: scratch.url).standardOutput)
            let urls = pages.compactMap { $0["url"] as? String }
            #expect(Set(urls).count == urls.count, "a page listed twice for \(query): \(urls)")
            for page in pages {
                let sections = page["sections"] as? [[String: Any]] ?? []
                #expect((1...3).contains(sections.count))
                #expect(sections.allSatisfy { ($0["url"] as? String ?? "").hasPrefix(page["url"] as? String ?? "-") })
                #expect(!(page["categoryTitle"] as? String ?? "").isEmpty || page["category"] as? String == "")
            }
        }
    }
}
