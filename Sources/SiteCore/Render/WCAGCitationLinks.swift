import Foundation

/// Citations written as text (`- 2.4.7 Focus Visible`, `WCAG 1.4.11`) become links to their
/// criterion's page, so that every citation on a page links to it (`PageCitations`); those
/// already inside a link (a W3C Understanding link is rewritten by `PageLinkRewriter`), a
/// heading, code or a script are left as they are.
struct WCAGCitationLinks {
    /// A criterion's number → the href of its page from the page being rendered.
    let href: (String) -> String

    private static let tag = NSRegularExpression.literal(#"<(/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>"#)
    private static let skipped: Set<String> = ["a", "code", "pre", "script", "style", "h1", "h2", "h3", "h4", "h5", "h6", "textarea", "title"]

    func apply(to html: String) -> String {
        guard html.holdsDigitDotDigit else { return html }
        let ns = html as NSString
        var result = "", position = 0, depth = 0
        for match in Self.tag.matches(in: html, range: NSRange(location: 0, length: ns.length)) {
            result += text(ns.substring(with: NSRange(location: position, length: match.range.location - position)), linking: depth == 0)
            result += ns.substring(with: match.range)
            position = match.range.location + match.range.length
            let name = ns.substring(with: match.range(at: 2)).lowercased()
            guard Self.skipped.contains(name) else { continue }
            depth = max(depth + (match.range(at: 1).length > 0 ? -1 : 1), 0)
        }
        return result + text(ns.substring(from: position), linking: depth == 0)
    }

    /// Where the link ends: after the criterion's name when it follows the number
    /// (`2.4.7 Focus Visible`, `1.4.11: Non-text Contrast`), so the link says where it leads.
    private static func end(of citation: (number: String, range: NSRange), in line: NSString) -> Int {
        let numberEnd = citation.range.location + citation.range.length
        guard let name = WCAGCriteria.criterion(citation.number)?.name else { return numberEnd }
        var start = numberEnd
        while start < line.length, let scalar = UnicodeScalar(line.character(at: start)), " :-–".unicodeScalars.contains(scalar) { start += 1 }
        let length = (name as NSString).length
        guard start + length <= line.length,
              line.substring(with: NSRange(location: start, length: length)).caseInsensitiveCompare(name) == .orderedSame else { return numberEnd }
        return start + length
    }

    private func text(_ text: String, linking: Bool) -> String {
        guard linking, text.holdsDigitDotDigit else { return text }
        var result = ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { result += "\n" }
            let line = String(line), ns = line as NSString
            var position = 0
            for citation in PageCitations.citations(inLine: line) where citation.range.location >= position {
                let end = Self.end(of: citation, in: ns)
                result += ns.substring(with: NSRange(location: position, length: citation.range.location - position))
                result += "<a href=\"\(href(citation.number))\">\(ns.substring(with: NSRange(location: citation.range.location, length: end - citation.range.location)))</a>"
                position = end
            }
            result += ns.substring(from: position)
        }
        return result
    }
}
