/// Markdown, Jira and plain-text plans: a heading, then each page (linked) with its steps (or
/// tabs, `PlanGroups.Step.heading`) and their checks, a scenario's lines under it; blocks
/// separated by one empty line, lines ending in `\n` (docs/plans.md).
struct PlanListWriter {
    /// How one format writes each kind of line.
    struct Style: Sendable {
        var title: @Sendable (String) -> String
        var page: @Sendable (_ title: String, _ link: String, _ date: String?) -> String
        var step: @Sendable (String) -> String
        var check: @Sendable (PlanCheck) -> String
        /// One line of a scenario, under its check, as a Gherkin step (`FeatureWriter.step`).
        var detail: @Sendable (String) -> String
    }

    static let markdown = Style(
        title: { "# " + PlanText.markdown($0) },
        page: { "## [" + PlanText.markdown($0) + "](" + PlanText.link($1) + ")" + PlanText.dateSuffix($2) },
        step: { "### " + PlanText.markdown($0) },
        check: { "- [ ] " + PlanText.markdown($0.text) + PlanText.wcagSuffix($0.wcag, shownIn: $0.text) },
        detail: { "  - " + PlanText.markdown($0) }
    )

    static let jira = Style(
        title: { "h1. " + PlanText.jira($0) },
        page: { "h2. [" + PlanText.jira($0) + "|" + PlanText.link($1) + "]" + PlanText.dateSuffix($2) },
        step: { "h3. " + PlanText.jira($0) },
        check: { "* " + PlanText.jira($0.text) + PlanText.wcagSuffix($0.wcag, shownIn: $0.text) },
        detail: { "** " + PlanText.jira($0) }
    )

    static let text = Style(
        title: { PlanText.oneLine($0) },
        page: { PlanText.oneLine($0) + PlanText.dateSuffix($2) + "\n" + $1 },
        step: { PlanText.oneLine($0) },
        check: { "[ ] " + PlanText.oneLine($0.text) + PlanText.wcagSuffix($0.wcag, shownIn: $0.text) },
        detail: { "    " + PlanText.oneLine($0) }
    )

    func write(_ checks: [PlanCheck], style: Style, options: PlanOptions) -> String {
        var lines = [style.title(options.title)]
        let groups = PlanGroups(checks)
        for page in groups.pages {
            lines += ["", style.page(groups.name(of: page), options.linkBase + page.first.pageURL, page.first.pageDate)]
            for (index, step) in page.steps.enumerated() {
                let heading = step.heading(isFirst: index == 0)
                if !heading.isEmpty { lines += ["", style.step(heading)] }
                lines.append("")
                for check in step.checks {
                    lines.append(style.check(check))
                    lines += check.scenarioSteps.map { style.detail(FeatureWriter.step($0)) }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
