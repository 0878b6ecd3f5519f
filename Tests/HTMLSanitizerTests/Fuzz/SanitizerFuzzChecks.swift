import Foundation
import HTMLSanitizer

/// What the sanitizer's fuzz entry checks of one input (`Fuzz/Sources/SanitizerFuzz` links to
/// this file); `SanitizerFuzzCheckTests` runs the same checks over hostile inputs in the suite.
///
/// The input is sanitized as one fragment, as the blocks of a page (split at blank lines, one
/// id plan, a client that writes hostile URLs back) and trusted. Beyond "does not crash": no
/// sanitized output may hold markup `UnsafeMarkupScan` reports, and every finding lies inside
/// the input, at a line and a column of at least 1.
enum SanitizerFuzzChecks {
    static let origin = HTMLOrigin(line: 3, column: 1)

    /// What broke the sanitizer's promises; empty when it kept them.
    static func problems(in html: String) -> [String] {
        let alone = HTMLRewriter(policy: .sanitize).sanitize(html, origin: origin)
        var problems = unsafe(alone.html) + misplaced(alone.findings, in: html)
        let (page, findings) = asPage(html)
        problems += unsafe(page) + misplaced(findings, in: html)
        _ = HTMLRewriter(policy: .trust).sanitize(html, origin: origin)
        return problems
    }

    static func unsafe(_ html: String) -> [String] {
        UnsafeMarkupScan.findings(in: html).map { "unsafe markup survived the sanitizer: \($0) in \(html)" }
    }

    static func misplaced(_ findings: [HTMLFinding], in html: String) -> [String] {
        let lastLine = origin.position.line + html.utf8.count { $0 == UInt8(ascii: "\n") }
        return findings.filter { !(origin.position.line...lastLine).contains($0.position.line) || $0.position.column < 1 }
            .map { "a finding outside the input (lines \(origin.position.line)–\(lastLine)): \($0)" }
    }

    /// The blocks of `html` rewritten as one section of a page, each from its own line.
    private static func asPage(_ html: String) -> (html: String, findings: [HTMLFinding]) {
        let blocks = html.components(separatedBy: "\n\n")
        var client = HostileURLs()
        var repairs = MarkupRepairs(pageBlocks: blocks, taken: ["main"])
        var output = "", line = origin.position.line
        for block in blocks {
            repairs.startBlock()
            output += HTMLRewriter(policy: .sanitize).rewrite(block, origin: HTMLOrigin(line: line, column: 1), client: &client, repairs: &repairs)
            line += block.utf8.count { $0 == UInt8(ascii: "\n") } + 2
        }
        output += repairs.finishSection(at: HTMLPosition(line: line - 2, column: 1), client: &client)
        return (output, client.findings)
    }

    /// Gives every URL back with markup after it, which the rewriter must escape.
    private struct HostileURLs: HTMLRewriteClient {
        var findings: [HTMLFinding] = []

        func rewrite(_ url: String, attribute: String, element: String, at position: HTMLPosition) -> String? {
            url + "\"><script>alert(1)</script>"
        }

        mutating func report(_ finding: HTMLFinding) { findings.append(finding) }
    }
}
