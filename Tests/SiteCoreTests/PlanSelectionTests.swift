import Testing
@testable import SiteCore

/// `PlanSelection`: pages by path, folder and glob; criteria, platforms, tabs; its problems.
@Suite struct PlanSelectionTests {
    static func check(_ path: String, platform: String = "web", section: String = "condensed", wcag: [String] = []) -> PlanCheck {
        PlanCheck(id: path + "-x", pageTitle: path, pagePath: path, pageURL: path, category: "", section: section, platform: platform,
                  step: "", text: "x", wcag: wcag, url: path)
    }

    static let checks = [
        check("web/component/button.md", wcag: ["2.4.7"]),
        check("web/component/link.md", section: "gherkin", wcag: ["1.4.3", "2.4.7"]),
        check("native/controls/switch.md", platform: "native"),
        check("native/controls/picker.md", platform: "ios", wcag: ["1.4.3"]),
    ]

    func paths(_ selection: PlanSelection) -> [String] {
        (try? selection.select(Self.checks).get())?.map(\.pagePath) ?? []
    }

    @Test func pagesByPathFolderAndGlob() {
        #expect(paths(PlanSelection(pages: ["web/component/button.md"])) == ["web/component/button.md"])
        #expect(paths(PlanSelection(pages: ["web/component/button"])) == ["web/component/button.md"])
        #expect(paths(PlanSelection(pages: ["native/"])) == ["native/controls/switch.md", "native/controls/picker.md"])
        #expect(paths(PlanSelection(pages: ["./web"])).count == 2)
        #expect(paths(PlanSelection(pages: ["**/l*"])) == ["web/component/link.md"])
        #expect(paths(PlanSelection(pages: ["web/*/b*.md", "native/**/picker"])) == ["web/component/button.md", "native/controls/picker.md"])
        #expect(paths(PlanSelection()).count == 4)
    }

    @Test func criteriaPlatformsAndTabs() {
        #expect(paths(PlanSelection(wcag: ["1.4.3"])) == ["web/component/link.md", "native/controls/picker.md"])
        #expect(paths(PlanSelection(platforms: ["ios"])) == ["native/controls/switch.md", "native/controls/picker.md"])
        #expect(paths(PlanSelection(platforms: ["android"])) == ["native/controls/switch.md"])
        #expect(paths(PlanSelection(platforms: ["web"], sections: ["gherkin"])) == ["web/component/link.md"])
    }

    @Test func problemsNameTheValue() {
        #expect(PlanSelection(pages: ["web/nothing"]).select(Self.checks) == .failure(.noPage("web/nothing")))
        #expect(PlanSelection(wcag: ["9.9.9"]).select(Self.checks) == .failure(.unknownCriterion("9.9.9")))
        #expect(PlanSelection(platforms: ["windows"]).select(Self.checks) == .failure(.unknownPlatform("windows")))
        // An editor's trial: a web page asked for Android checks only said "matches no check".
        #expect(PlanSelection(pages: ["web/"], platforms: ["android"]).select(Self.checks) == .failure(.noCheckOn("android", has: "web")))
        #expect(PlanSelection.Problem.noCheckOn("android, ios", has: "web").description
                == "no check of the selection is for android, ios (its checks are for web), so there is nothing to write")
        // The pages have checks, but none cites the criterion: said, since more pages would not help.
        #expect(PlanSelection(pages: ["native/controls/switch.md"], wcag: ["1.4.3", "2.4.7"]).select(Self.checks)
                == .failure(.noCheckCites("1.4.3, 2.4.7")))
        #expect(PlanSelection.Problem.noCheckCites("2.4.7").description.hasPrefix("no check of the selection cites 2.4.7, so there is nothing to write"))
        #expect(PlanSelection.Problem.noPage("x").description == "--select x matches no page with checks")
    }

    /// A file name alone, or one with a typo, names the pages it may mean; a folder written
    /// keeps to pages in it; a path with folders before the content's is named without them; a
    /// glob or a value far from every name names none.
    @Test(arguments: [
        ("button.md", ["web/component/button.md"]), ("buton.md", ["web/component/button.md"]), ("Buton", ["web/component/button.md"]),
        ("picker", ["native/controls/picker.md"]), ("controls/swich.md", ["native/controls/switch.md"]),
        ("web/buton.md", ["web/component/button.md"]), ("./web/buton.md", ["web/component/button.md"]), ("web/swich.md", []), ("web/nothing", []), ("**/buton*", []), ("wb/**", []), ("content/wb/*.md", []), ("accordion.md", []),
        // From the repository's root, as a CI step writes it: the path from the content folder.
        ("content/web/component/button.md", ["web/component/button.md"]), ("site/content/native/", ["native"]),
        // A folder a typo or two from one: named as a folder is selected.
        ("natve/", ["native"]), ("Web/componet", ["web/component"]), ("nativ/control", ["native/controls"]),
    ])
    func aValueThatMatchesNoPageNamesTheClosest(_ value: String, _ closest: [String]) {
        #expect(PlanSelection(pages: [value]).select(Self.checks) == .failure(.noPage(value, closest: closest)))
    }

    @Test func closePagesAreNamedInTheMessage() {
        let checks = Self.checks + [Self.check("native/controls/button.md", platform: "native")]
        #expect(PlanSelection(pages: ["buton.md"]).select(checks) == .failure(.noPage("buton.md", closest: ["native/controls/button.md", "web/component/button.md"])))
        #expect(PlanSelection.Problem.noPage("buton.md", closest: ["native/controls/button.md", "web/component/button.md"]).description
                == "--select buton.md matches no page with checks; did you mean native/controls/button.md or web/component/button.md?")
        #expect(PlanSelection.Problem.noPage("b", closest: ["a", "b", "c"]).description.hasSuffix("did you mean a, b or c?"))
    }

    /// Criteria as people write them: a label before the number, a name after it, any separator.
    /// Only the numbers are read (`plan.js` reads the builder's field the same way).
    @Test(arguments: [
        ("1.4.3, 2.4.7", ["1.4.3", "2.4.7"]), ("1.4.3 2.4.7;1.4.11", ["1.4.3", "2.4.7", "1.4.11"]),
        ("WCAG 1.4.11", ["1.4.11"]), ("SC 1.4.11", ["1.4.11"]), ("Success Criterion 1.4.11 Non-text Contrast.", ["1.4.11"]),
        ("1.4.3 Contrast (Minimum), SC 2.4.7 Focus Visible", ["1.4.3", "2.4.7"]), ("9.9.9, 1.4.11", ["9.9.9", "1.4.11"]),
        ("WCAG 2.2 SC 2.4.7", ["2.4.7"]), ("wcag  2.1 1.4.3, 2.2", ["1.4.3", "2.2"]), ("1.4\u{301}.3", ["1.4", "3"]),
        ("", []), (" ,; ", []),
    ])
    func criteriaAreTheNumbersWrittenWhateverIsAroundThem(_ text: String, _ numbers: [String]) {
        #expect(PlanSelection.criteria(in: text) == .success(numbers))
    }

    @Test func criteriaWithoutANumberOrUnknownOnesAreNamed() {
        #expect(PlanSelection.criteria(in: "Focus Visible") == .failure(.noCriterion("Focus Visible")))
        let unknown = PlanSelection(wcag: ["9.9.9", "1.4.3", "8.8"]).select(Self.checks)
        #expect(unknown == .failure(.unknownCriterion("9.9.9, 8.8")))
        #expect(PlanSelection.Problem.unknownCriterion("9.9.9, 8.8").description.hasPrefix("unknown WCAG success criteria 9.9.9, 8.8;"))
        // WCAG 2.2 has 4.1.1 only as obsolete: no check cites it, and the reader is told why.
        let obsolete = PlanSelection(wcag: ["1.4.3", "4.1.1"]).select(Self.checks)
        #expect(obsolete == .failure(.obsoleteCriterion("4.1.1 Parsing")))
        #expect(PlanSelection.Problem.obsoleteCriterion("4.1.1 Parsing").description.hasPrefix("WCAG 2.2 removed 4.1.1 Parsing (obsolete)"))
        let labelled = PlanSelection.criteria(in: "SC 1.4.3 Contrast (Minimum)").flatMap { PlanSelection(wcag: $0).select(Self.checks) }
        #expect(labelled == PlanSelection(wcag: ["1.4.3"]).select(Self.checks))
    }

    @Test func globsAgainstThePlainReading() {
        #expect(PathGlob("a/*/c").matches("a/b/c") && !PathGlob("a/*/c").matches("a/b/x/c"))
        #expect(PathGlob("a/**/c").matches("a/b/x/c") && PathGlob("a/**/c").matches("a/c"))
        #expect(PathGlob("a?c").matches("abc") && !PathGlob("a?c").matches("a/c"))
        #expect(PathGlob("**").matches("any/thing.md") && !PathGlob("*").matches("a/b"))
        // `**/` stands for whole folders, or none: never for the start of a file's name.
        #expect(PathGlob("**/button.md").matches("button.md") && PathGlob("**/button.md").matches("web/component/button.md"))
        #expect(!PathGlob("**/button.md").matches("web/component/radio-button.md"))
        #expect(!PathGlob("web/**/button.md").matches("web/component/radio-button.md") && !PathGlob("web/**/button.md").matches("web/radio-button.md"))
    }
}
