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
    }
}
