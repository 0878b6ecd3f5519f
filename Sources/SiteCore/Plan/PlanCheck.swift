/// One row of a test plan: a check with the page it is on, flattened so that every format
/// (CSV, Markdown, Jira, plain text, JSON) reads the same fields in the same order.
///
/// The fields are those of the export's `checks` and of `checks.js`; the browser builds the
/// same rows from `checks.js` (`plan-format.js`), so both write the same bytes.
public struct PlanCheck: Sendable, Equatable, Codable {
    /// The check's stable ID (`button-focus-visible`).
    public var id: String
    public var pageTitle: String
    /// The source file, relative to the content folder: `web/component/button.md`.
    public var pagePath: String
    /// The page's file, relative to the site root: `web/component/button/index.html`.
    public var pageURL: String
    /// The page's top-level folder (`web`).
    public var category: String
    /// The tab it is on: `condensed`, `gherkin`, `criteria`.
    public var section: String
    /// `web`, `native`, `android` or `ios`.
    public var platform: String
    /// The parent item's text; empty for a check that is not under one.
    public var step: String
    public var text: String
    /// A Gherkin scenario's steps as written (`WHEN I …`), depth first; empty for other checks.
    public var details: [String]
    /// For a scenario, its page's `GIVEN THAT …` lines (`CriteriaPage.gherkinBackground`), which
    /// the formats write before its steps; empty for other checks.
    public var background: [String]
    /// Success-criterion numbers, as written: `["2.4.7"]`.
    public var wcag: [String]
    /// The check's link, relative to the site root: the page's file + `#` + the ID.
    public var url: String
    /// When the page's source last changed in a commit (`YYYY-MM-DD`); nil when unknown
    /// (no git, `dates: off`, never committed).
    public var pageDate: String?

    public init(id: String, pageTitle: String, pagePath: String, pageURL: String, category: String, section: String,
                platform: String, step: String, text: String, details: [String] = [], wcag: [String], url: String,
                pageDate: String? = nil, background: [String] = []) {
        (self.id, self.pageTitle, self.pagePath, self.pageURL, self.category) = (id, pageTitle, pagePath, pageURL, category)
        (self.section, self.platform, self.step, self.text, self.details) = (section, platform, step, text, details)
        (self.wcag, self.url, self.pageDate, self.background) = (wcag, url, pageDate, background)
    }

    /// What a tester follows for a scenario: its background's lines, then its own.
    public var scenarioSteps: [String] { background + details }
}
