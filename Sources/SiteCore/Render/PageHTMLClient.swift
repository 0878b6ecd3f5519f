import HTMLSanitizer

/// The render stage's side of the sanitizer (`HTMLRewriter`) for one page: its URLs go to the
/// page's link rewriter, and its findings become diagnostics under the `raw-html` and
/// `markup-repair` rules, in the order they were found, between the link rewriter's own.
struct PageHTMLClient: HTMLRewriteClient {
    var links: PageLinkRewriter
    /// What rendering the page reported; the caller adds it to the build's diagnostics.
    var diagnostics = Diagnostics()

    var file: String { links.page.sourcePath }

    mutating func rewrite(_ url: String, attribute: String, element: String, at position: HTMLPosition) -> String? {
        links.rewrite(url, attribute: attribute, element: element, at: location(position), into: &diagnostics)
    }

    mutating func report(_ finding: HTMLFinding) {
        let rule: CheckRule = finding.kind == .sanitized ? .rawHTML : .markupRepair
        diagnostics.report(rule, location(finding.position), finding.message, note: finding.note)
    }

    func location(_ position: HTMLPosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }
}
