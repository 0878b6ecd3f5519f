import TextSupport

/// `no-criteria-section`: a page with no Condensed, Gherkin or Criteria section, neither written
/// nor generated from older front-matter keys (`keyboard`, `gherkin-keyboard`, …).
struct CriteriaSectionRule {
    func check(_ page: CheckedPage, into sink: inout Diagnostics) {
        if [.condensed, .gherkin, .criteria].contains(where: { page.page.hasSection($0) }) { return }
        let keys = Set(page.frontMatterKeys.map(\.name))
        if !keys.isDisjoint(with: FrontMatterKeyRule.criteriaKeys) { return }
        sink.report(.noCriteriaSection, SourceLocation(file: page.file, line: 1, column: 1),
                    "page \"\(page.page.title)\" has no criteria section", note: note(for: page.page))
    }

    /// The fix; when a heading of the page most likely means a criteria section
    /// (`## Acceptance Criteria`, which `misfiled-section` reports), the heading to write there.
    private func note(for page: CriteriaPage) -> String {
        let headings = page.section(.developerNotes)?.blocks.filter { $0.headingLevel == 2 } ?? []
        for block in headings {
            let heading = block.plainText.trimmingWhitespace
            guard let kind = SectionNameInHeading.intendedSection(of: heading), [.condensed, .gherkin, .criteria].contains(kind) else { continue }
            return "the heading \"\(heading)\" at line \(block.line) goes to Developer Notes: write \"## \(kind.title)\" there"
        }
        return "add ## Condensed, ## Gherkin or ## Criteria"
    }
}
