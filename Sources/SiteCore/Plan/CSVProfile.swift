/// The CSV layouts a plan can be downloaded in, one row per check; docs/plans.md lists their
/// columns and what each import expects. `plan-format.js` holds the same table.
public enum CSVProfile: String, Sendable, CaseIterable {
    case generic, testrail, azure, xray

    /// The name the builder's download menu shows.
    public var title: String {
        switch self {
        case .generic: "CSV"
        case .testrail: "CSV for TestRail"
        case .azure: "CSV for Azure DevOps"
        case .xray: "CSV for Xray"
        }
    }

    /// The header row. The page's date is a last column where the tool's import lets a column
    /// go unmapped; Azure's takes every column as a work-item field, so it has none.
    public var columns: [String] {
        switch self {
        case .generic: ["ID", "Page", "Category", "Section", "Platform", "Step", "Check", "WCAG", "URL", "Last Changed"]
        case .testrail: ["Title", "Section", "Type", "Priority", "References", "Preconditions", "Steps", "Expected Result", "Last Changed"]
        case .azure: ["ID", "Work Item Type", "Title", "Test Step", "Step Action", "Step Expected", "Area Path", "Tags"]
        case .xray: ["TCID", "Summary", "Description", "Test Type", "Action", "Data", "Result", "Gherkin Definition", "Labels", "Last Changed"]
        }
    }

    /// One check's cells, in `columns` order; `link` is the check's full link.
    func row(_ check: PlanCheck, link: String) -> [String] {
        switch self {
        case .generic:
            [Self.testCaseID(check), check.pageTitle, check.category, check.section, check.platform, Self.steps(check) ?? "", check.text,
             check.wcag.joined(separator: " "), link, check.pageDate ?? ""]
        case .testrail:
            [check.text, Self.section(check), "Accessibility", "Medium", ([check.id] + check.wcag.map { "WCAG " + $0 }).joined(separator: ", "),
             "Open " + link, Self.steps(check) ?? "", check.text, check.pageDate ?? ""]
        case .azure:
            ["", "Test Case", Self.section(check) + ": " + check.text, "1", Self.steps(check) ?? "Open " + link, check.text, "",
             Self.tags(check).joined(separator: "; ")]
        case .xray:
            xrayRow(check, link: link)
        }
    }

    /// Xray makes one test of the rows of one TCID, the check across the site (`testCaseID`),
    /// and the summary names the page, as Azure's title does.
    private func xrayRow(_ check: PlanCheck, link: String) -> [String] {
        let isScenario = check.section == "gherkin"
        let action = isScenario ? "" : (check.step.isEmpty ? "Open " + link : check.step)
        return [Self.testCaseID(check), Self.section(check) + ": " + check.text, link, isScenario ? "Cucumber" : "Manual", action,
                "", isScenario ? "" : check.text, isScenario ? Self.scenarioLines(check) : "",
                Self.tags(check).joined(separator: " "), check.pageDate ?? ""]
    }

    /// Where a tool files the check: its page, and the page's category, since a site has pages of
    /// one title in two (`Button (web)`, `Button (native)`), which one section would merge.
    static func section(_ check: PlanCheck) -> String {
        check.category.isEmpty ? check.pageTitle : check.pageTitle + " (" + check.category + ")"
    }

    /// The check across the site: its page's path without `.md`, `#`, its ID
    /// (`web/component/button#tab-focus-…`). A check's ID is unique on its page only (every
    /// page's "Desktop screenreader" scenario has the same), and a tool that imports rows by
    /// their ID would merge the rows that share one.
    static func testCaseID(_ check: PlanCheck) -> String {
        (check.pagePath.hasSuffix(".md") ? String(check.pagePath.dropLast(3)) : check.pagePath) + "#" + check.id
    }

    /// What a tester does: the check's step, or a scenario's own lines (`When …`, `Then …`);
    /// nil when it has neither.
    static func steps(_ check: PlanCheck) -> String? {
        if !check.step.isEmpty { return check.step }
        return check.scenarioSteps.isEmpty ? nil : scenarioLines(check)
    }

    /// A scenario's lines as Gherkin steps, one a line (`FeatureWriter.step`).
    static func scenarioLines(_ check: PlanCheck) -> String {
        check.scenarioSteps.map(FeatureWriter.step).joined(separator: "\n")
    }

    /// The check's ID, its page, platform and success criteria as tags: `button-focus`,
    /// `component-button`, `web`, `wcag-2.4.7` (the form of `.feature` tags without the `@`).
    public static func tags(_ check: PlanCheck) -> [String] {
        [check.id, "component-" + pageName(check.pageURL), check.platform] + check.wcag.map { "wcag-" + $0 }
    }

    /// The last part of the page's address: `web/component/button/index.html` or
    /// `web/component/button.html` → `button`.
    static func pageName(_ url: String) -> String {
        var path = url
        if path.hasSuffix("/index.html") { path.removeLast("/index.html".count) } else if path.hasSuffix(".html") { path.removeLast(5) }
        return path.split(separator: "/").last.map(String.init) ?? path
    }
}
