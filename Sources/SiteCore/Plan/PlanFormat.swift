/// The files a test plan is written as (`criteria plan --format`, the builder's downloads).
public enum PlanFormat: String, Sendable, CaseIterable {
    case csv, markdown, jira, text, json

    /// The file name the browser offers: `test-plan.csv`, `test-plan.md`, …
    public var fileExtension: String {
        switch self {
        case .csv: "csv"
        case .markdown: "md"
        case .jira: "jira.txt"
        case .text: "txt"
        case .json: "json"
        }
    }
}

/// What a plan's text says beside its checks.
public struct PlanOptions: Sendable, Equatable {
    /// The heading of Markdown, Jira and text plans.
    public var title: String
    /// Put before every link: the site's `base-url` with its closing `/`, or empty (links
    /// relative to the site root).
    public var linkBase: String
    public var profile: CSVProfile
    /// A UTF-8 byte order mark before the CSV, which Excel needs to read it as UTF-8.
    public var byteOrderMark: Bool

    public init(title: String = "Test plan", linkBase: String = "", profile: CSVProfile = .generic, byteOrderMark: Bool = false) {
        (self.title, self.linkBase, self.profile, self.byteOrderMark) = (title, linkBase, profile, byteOrderMark)
    }
}
