extension HTMLRewriter {
    /// Sanitizes and repairs one fragment on its own (a section of a page), URLs kept as written:
    /// elements it leaves open are closed at its end. Findings are located from `origin`.
    public func sanitize(_ html: String, origin: HTMLOrigin = HTMLOrigin()) -> SanitizedHTML {
        var findings = FindingList()
        var repairs = MarkupRepairs()
        var output = rewrite(html, origin: origin, client: &findings, repairs: &repairs)
        var positions = TagPositions(origin: origin, bytes: Array(html.utf8))
        output += repairs.finishSection(at: positions.position(at: html.utf8.count), client: &findings)
        return SanitizedHTML(html: output, findings: findings.all)
    }
}

/// Keeps URLs as written and findings in a list.
private struct FindingList: HTMLRewriteClient {
    var all: [HTMLFinding] = []

    func rewrite(_ url: String, attribute: String, element: String, at position: HTMLPosition) -> String? { nil }

    mutating func report(_ finding: HTMLFinding) { all.append(finding) }
}
