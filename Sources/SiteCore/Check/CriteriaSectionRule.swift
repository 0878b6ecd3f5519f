/// `no-criteria-section`: a page with no Condensed, Gherkin or Criteria section, neither written
/// nor generated from older front-matter keys (`keyboard`, `gherkin-keyboard`, …).
struct CriteriaSectionRule {
    func check(_ page: CheckedPage, into sink: inout Diagnostics) {
        if [.condensed, .gherkin, .criteria].contains(where: { page.page.section($0) != nil }) { return }
        let keys = Set(page.frontMatterKeys.map(\.name))
        if !keys.isDisjoint(with: FrontMatterKeyRule.criteriaKeys) { return }
        sink.report(.noCriteriaSection, SourceLocation(file: page.file, line: 1, column: 1),
                    "page \"\(page.page.title)\" has no criteria section",
                    note: "add ## Condensed, ## Gherkin or ## Criteria")
    }
}
