import Foundation

/// A test plan's checks → one file in one format (docs/plans.md). What `criteria plan` writes
/// and, through `plan-format.js`, what the browser downloads, byte for byte.
public struct PlanWriter: Sendable {
    /// The JSON document's shape; `checks` keep the plan's order.
    struct Document: Codable {
        var format = "criteriapress-plan"
        var version = 1
        var count: Int
        var checks: [PlanCheck]
    }

    public init() {}

    public func write(_ checks: [PlanCheck], format: PlanFormat, options: PlanOptions = PlanOptions()) -> String {
        switch format {
        case .csv:
            let rows = [options.profile.columns] + checks.map { options.profile.row($0, link: options.linkBase + $0.url) }
            return CSVWriter().write(rows, byteOrderMark: options.byteOrderMark)
        case .markdown: return PlanListWriter().write(checks, style: PlanListWriter.markdown, options: options)
        case .jira: return PlanListWriter().write(checks, style: PlanListWriter.jira, options: options)
        case .text: return PlanListWriter().write(checks, style: PlanListWriter.text, options: options)
        case .json: return json(checks)
        }
    }

    private func json(_ checks: [PlanCheck]) -> String {
        PrettyJSON.text(Document(count: checks.count, checks: checks)) + "\n"
    }
}
