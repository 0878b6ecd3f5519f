/// A plan's checks grouped as Markdown, Jira and text show them: by page, then by step.
///
/// Groups are runs: checks keep their order, and a page, tab or step starts a new group whenever
/// it differs from the check before, so nothing is moved.
struct PlanGroups {
    struct Step {
        var step: String
        var section: String
        var checks: [PlanCheck]

        /// What the group's heading says: its step; for step-less checks after other groups (a
        /// page's Gherkin scenarios after its Condensed steps), the tab's name; the first group
        /// of step-less checks has none.
        func heading(isFirst: Bool) -> String {
            if !step.isEmpty { return step }
            return isFirst ? "" : PlanText.sectionTitle(section)
        }
    }

    struct Page {
        var first: PlanCheck
        var steps: [Step]
    }

    let pages: [Page]
    /// Titles that more than one page of the plan has (Button under `web/` and `native/`).
    private let repeatedTitles: Set<String>

    /// What a page's heading calls it: its title, with its category when another page of the plan
    /// has the same title (`CSVProfile.section`), so two headings never read the same.
    func name(of page: Page) -> String {
        repeatedTitles.contains(page.first.pageTitle) ? CSVProfile.section(page.first) : page.first.pageTitle
    }

    init(_ checks: [PlanCheck]) {
        var pages: [Page] = []
        for check in checks {
            if let last = pages.last, last.first.pagePath == check.pagePath {
                if let step = last.steps.last, step.step == check.step, step.section == check.section {
                    pages[pages.count - 1].steps[last.steps.count - 1].checks.append(check)
                } else {
                    pages[pages.count - 1].steps.append(Step(step: check.step, section: check.section, checks: [check]))
                }
            } else {
                pages.append(Page(first: check, steps: [Step(step: check.step, section: check.section, checks: [check])]))
            }
        }
        self.pages = pages
        var pathsByTitle: [String: Set<String>] = [:]
        for page in pages { pathsByTitle[page.first.pageTitle, default: []].insert(page.first.pagePath) }
        repeatedTitles = Set(pathsByTitle.filter { $0.value.count > 1 }.keys)
    }
}
