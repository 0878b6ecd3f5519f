/// Pages' checks → plan rows, pages by source path and checks in page order: the order of the
/// export's `checks` and of `checks.js`.
extension PlanCheck {
    /// `dates`: each page's last-changed date by source path (`Pipeline.plannable`).
    public static func rows(_ pages: [CriteriaPage], pageURLs: PageURLs, dates: [String: String] = [:]) -> [PlanCheck] {
        pages.sorted { $0.sourcePath < $1.sourcePath }.flatMap { page in
            let pageURL = pageURLs.outputPath(page.address)
            let background = page.gherkinBackground
            return page.checks.map { check in
                PlanCheck(id: check.id, pageTitle: page.title, pagePath: page.sourcePath, pageURL: pageURL,
                          category: page.folder.first ?? "", section: check.section.anchor, platform: check.platform.rawValue,
                          step: check.step, text: check.text, details: check.details, wcag: check.wcag, url: pageURL + "#" + check.id,
                          pageDate: dates[page.sourcePath], background: check.section == .gherkin ? background : [])
            }
        }
    }
}
