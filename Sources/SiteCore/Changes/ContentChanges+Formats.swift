import Foundation

/// `criteria changes` output: plain text for a terminal, Markdown for release notes, JSON for
/// tools (`criteriapress-changes`, version 1; docs/commands.md describes it).
extension ContentChanges {
    /// "2 pages changed, 1 added, 1 removed, 1 renamed; 3 checks added, …".
    public var summary: String {
        let pageKinds: [ContentHistory.FileChange.Kind] = [.added, .removed, .renamed, .modified]
        let pageCounts = pageKinds.compactMap { kind -> String? in
            let count = pages.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(PageAssembler.kindText(kind))"
        }
        let checks = pages.flatMap(\.checks)
        let checkCounts = [CheckChange.Kind.added, .removed, .changed].compactMap { kind -> String? in
            let count = checks.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(kind.rawValue)"
        }
        guard !pageCounts.isEmpty else { return "no page changed" }
        return "pages: " + pageCounts.joined(separator: ", ") + (checkCounts.isEmpty ? "" : "; checks: " + checkCounts.joined(separator: ", "))
    }

    public func text() -> String {
        var lines = ["Changes from \(from) (\(fromCommit.prefix(7))) to \(to) (\(toCommit.prefix(7))): \(summary)"]
        for page in pages {
            let path = page.oldPath.map { "\($0) -> \(page.path)" } ?? page.path
            lines.append("\(PageAssembler.kindText(page.kind).padding(toLength: 8, withPad: " ", startingAt: 0)) \(path)  \"\(page.title)\""
                         + (page.kind == .added || page.kind == .removed ? " (\(Self.checks(page.checkCount)))" : ""))
            if let alias = page.suggestedAlias { lines.append("         suggested alias: \(alias)") }
            for check in page.checks {
                let mark = switch check.kind { case .added: "+"; case .removed: "-"; case .changed: "~" }
                let text = check.isTextChanged ? "\(check.oldText ?? "") -> \(check.newText ?? "")"
                    : check.isRenamedOnly ? "\(check.newText ?? "") (ID changed, text unchanged)" : check.newText ?? check.oldText ?? ""
                lines.append("  \(mark) \(check.id)\(check.oldID.map { " (was \($0))" } ?? ""): \(text)")
                if let step = check.step { lines.append("      step: \(step.old) -> \(step.new)") }
                if let (removed, added) = check.linesRemovedAndAdded {
                    lines += removed.map { "      - \($0)" } + added.map { "      + \($0)" }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public func markdown() -> String {
        var lines = ["# Changes from \(from) to \(to)", "", "Commits `\(fromCommit.prefix(7))`..`\(toCommit.prefix(7))`: \(summary)."]
        for page in pages {
            lines += ["", "## \(Self.inline(page.title)) (\(PageAssembler.kindText(page.kind)))", ""]
            lines.append((page.oldPath.map { "`\($0)` → `\(page.path)`" } ?? "`\(page.path)`")
                         + (page.kind == .added || page.kind == .removed ? ", \(Self.checks(page.checkCount))" : ""))
            if let alias = page.suggestedAlias {
                lines += ["", "Suggested alias, so links to the old address keep working: `aliases: [\"\(alias)\"]`"]
            }
            if !page.checks.isEmpty { lines.append("") }
            for check in page.checks {
                let kind = check.kind.rawValue.capitalized
                switch check.kind {
                case .added: lines.append("- \(kind) `\(check.id)`: \(Self.inline(check.newText ?? ""))")
                case .removed: lines.append("- \(kind) `\(check.id)`: \(Self.inline(check.oldText ?? ""))")
                case .changed:
                    let was = check.oldID.map { " (was `\($0)`)" } ?? ""
                    lines.append("- \(kind) `\(check.id)`\(was): " + (check.isTextChanged
                        ? "~~\(Self.inline(check.oldText ?? ""))~~ → \(Self.inline(check.newText ?? ""))"
                        : Self.inline(check.newText ?? "") + (check.isRenamedOnly ? " (ID changed, text unchanged)" : "")))
                    if let step = check.step { lines.append("  - Step: ~~\(Self.inline(step.old))~~ → \(Self.inline(step.new))") }
                    if let (removed, added) = check.linesRemovedAndAdded {
                        lines += removed.map { "  - Line removed: ~~\(Self.inline($0))~~" } + added.map { "  - Line added: \(Self.inline($0))" }
                    }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func checks(_ count: Int) -> String { count == 1 ? "1 check" : "\(count) checks" }

    /// Text as Markdown shows it, not as it would read it: its markup characters escaped.
    static func inline(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_[]<>#~|".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    public func json() -> String {
        let document = JSONDocument(from: from, to: to, fromCommit: fromCommit, toCommit: toCommit, pages: pages.map { page in
            JSONDocument.Page(kind: PageAssembler.kindText(page.kind), path: page.path, oldPath: page.oldPath, title: page.title,
                              suggestedAlias: page.suggestedAlias, checkCount: page.checkCount,
                              checks: page.checks.map { .init(kind: $0.kind.rawValue, id: $0.id, oldID: $0.oldID, oldText: $0.oldText, newText: $0.newText,
                                                              oldStep: $0.step?.old, newStep: $0.step?.new, oldLines: $0.lines?.old,
                                                              newLines: $0.lines?.new) })
        })
        return PrettyJSON.text(document) + "\n"
    }

    struct JSONDocument: Codable {
        var format = "criteriapress-changes"
        var version = 1
        var from: String
        var to: String
        var fromCommit: String
        var toCommit: String
        var pages: [Page]

        struct Page: Codable {
            var kind: String
            var path: String
            var oldPath: String?
            var title: String
            var suggestedAlias: String?
            var checkCount: Int
            var checks: [Check]
        }

        struct Check: Codable {
            var kind: String
            var id: String
            var oldID: String?
            var oldText: String?
            var newText: String?
            /// Only where they changed: a check's step, a scenario's lines.
            var oldStep: String?
            var newStep: String?
            var oldLines: [String]?
            var newLines: [String]?
        }
    }
}
