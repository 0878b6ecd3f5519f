import Foundation

/// Markup the theme's demo script acts on: behaviours named by `data-fn`, controls marked
/// `aria-disabled`, and forms that must not be sent.
///
/// Each mark is searched from one of its bytes that a page's HTML holds less often than its
/// first (the `f` of `data-fn` and `<form`, the `b` of `aria-disabled`): a search from `a` or
/// `d` stopped at almost every word of every page, one from `-` at every check's ID and link,
/// and one from `<` at every tag, far more often than at an `f`.
enum DemoMarkup {
    private static let marks: [(bytes: [UInt8], anchor: Int)] = [
        (Array("data-fn".utf8), 5), (Array("aria-disabled".utf8), 9), (Array("<form".utf8), 1),
    ]

    /// Whether `html` holds any of the marks.
    static func isIn(_ html: String) -> Bool {
        var html = html
        return html.withUTF8 { text in marks.contains { holds($0.bytes, anchoredAt: $0.anchor, in: text) } }
    }

    /// Whether `text` holds `mark`, found by looking for its byte at `anchor` with `memchr`.
    static func holds(_ mark: [UInt8], anchoredAt anchor: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress, mark.count <= text.count else { return false }
        let anchorByte = Int32(mark[anchor])
        var from = anchor
        let lastAnchor = text.count - mark.count + anchor
        while from <= lastAnchor {
            guard let hit = memchr(base + from, anchorByte, lastAnchor + 1 - from) else { return false }
            let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - anchor
            let found = mark.withUnsafeBufferPointer { wanted in wanted.baseAddress.map { memcmp(base + start, $0, wanted.count) == 0 } ?? false }
            if found { return true }
            from = start + anchor + 1
        }
        return false
    }
}
