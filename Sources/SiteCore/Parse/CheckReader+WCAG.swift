import CMarkBridge

/// The success criteria each check cites: those its own text cites (a scenario's steps
/// included); or else those its section cites; or else the page's WCAG section's (an older
/// entry's `wcag:` items too); or else those the rest of the page cites, as a "Further Reading"
/// list of citations under Developer Notes does in the MagentaA11y pages.
extension CheckReader {
    func citing(_ checks: [Check], sections: [Section], olderCriteria: [LegacyEntry.Criterion]) -> [Check] {
        guard !checks.isEmpty else { return checks }
        var bySection: [SectionKind: [String]] = [:]
        var pageWide: [String]?
        var wcagSection: [String]?
        return checks.map { check in
            var cited = check
            cited.wcag = check.details.isEmpty ? WCAGCitations.numbers(in: check.text)
                : WCAGCitations.numbers(in: ([check.text] + check.details).joined(separator: "\n"))
            if cited.wcag.isEmpty {
                if bySection[check.section] == nil {
                    bySection[check.section] = WCAGCitations.numbers(in: Self.text(of: sections.filter { $0.kind == check.section }))
                }
                cited.wcag = bySection[check.section] ?? []
            }
            if cited.wcag.isEmpty {
                if wcagSection == nil {
                    wcagSection = WCAGCitations.numbers(in: Self.text(of: sections.filter { $0.kind == .wcag })
                        + olderCriteria.map { "\nWCAG " + $0.text }.joined())
                }
                cited.wcag = wcagSection ?? []
            }
            if cited.wcag.isEmpty {
                if pageWide == nil {
                    pageWide = WCAGCitations.numbers(in: Self.text(of: sections.filter { !Self.kinds.contains($0.kind) && $0.kind != .wcag }))
                }
                cited.wcag = pageWide ?? []
            }
            return cited
        }
    }

    /// The sections' text as a reader sees it, code blocks left out, and of that only the blocks
    /// that may cite: a citation is read within a line, and joining every block showed in the
    /// parse stage's profile.
    private static func text(of sections: [Section]) -> String {
        sections.flatMap(\.blocks).filter { $0.kind != .codeBlock && $0.plainText.holdsDigitDotDigit }.map(\.plainText).joined(separator: "\n")
    }
}
