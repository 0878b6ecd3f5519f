import Foundation
import TextSupport

/// `wcag-link`: a link whose text cites one WCAG success criterion and whose destination is the
/// W3C Understanding page of another (`[WCAG 1.3.1 …](…/Understanding/keyboard)`), the kind of
/// slip copying a line from a neighbouring list item makes.
struct WCAGLinkRule {
    private static let number = NSRegularExpression.literal(#"(?<![\d.])([1-4]\.\d{1,2}\.\d{1,2})(?![\d]|\.\d)"#)

    func check(_ page: CheckedPage, into sink: inout Diagnostics) {
        for item in page.items where item.construct.kind == .link {
            guard let slug = Self.understandingSlug(item.construct.destination),
                  let linked = WCAGCriteria.criterion(understandingSlug: slug) else { continue }
            let text = item.construct.text as NSString
            let cited = Self.number.matches(in: item.construct.text, range: NSRange(location: 0, length: text.length))
                .map { text.substring(with: $0.range(at: 1)) }
            guard cited.count == 1, let number = cited.first, number != linked.number else { continue }
            sink.report(.wcagLink, item.linkLocation,
                        "link text cites WCAG \(number) but points to the page of \(linked.number) \(linked.name)",
                        note: WCAGCriteria.criterion(number).map { "its page is Understanding/\(PageAddress.slug($0.name))" })
        }
    }

    /// `https://www.w3.org/WAI/WCAG22/Understanding/focus-visible.html#intent` → `focus-visible`.
    static func understandingSlug(_ url: String) -> String? {
        guard url.containsBytes("w3.org/"), let start = endOfUnderstanding(in: url) else { return nil }
        var slug = url[start...].prefix { $0 != "#" && $0 != "?" && $0 != "/" }
        if slug.hasSuffix(".html") { slug = slug.dropLast(5) }
        return slug.isEmpty ? nil : slug.lowercased()
    }

    /// Where the text after the first `/Understanding/` (in any ASCII case) starts. Read over
    /// the bytes: Foundation's case-insensitive search, for every link to the W3C of every page,
    /// showed in a build's profile.
    static func endOfUnderstanding(in url: String) -> String.Index? {
        let needle = Array("/understanding/".utf8)
        let utf8 = url.utf8
        var matched = 0
        for index in utf8.indices {
            let byte = utf8[index]
            let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            if lower == needle[matched] {
                matched += 1
            } else {
                matched = lower == needle[0] ? 1 : 0
            }
            if matched == needle.count { return utf8.index(after: index) }
        }
        return nil
    }
}
