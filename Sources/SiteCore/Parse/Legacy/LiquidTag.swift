import Foundation
import TextSupport

/// One Liquid tag (`{% name argument %}`) or output (`{{ expression }}`) as written, with its
/// white-space controls (`{%-`, `-%}`).
struct LiquidTag: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case tag
        case output
    }

    var kind: Kind
    /// The whole tag, delimiters included, as byte offsets.
    var range: Range<Int>
    /// `{%-`: white space before the tag is dropped.
    var trimsBefore: Bool
    /// `-%}`: white space after the tag is dropped.
    var trimsAfter: Bool
    /// A tag's name (`include`), or an output's whole expression (`site.baseurl`).
    var name: String
    /// What follows a tag's name, trimmed; empty for outputs.
    var argument: String

    /// The tag opening at `start` (`{%` or `{{`), or nil when it is never closed before `end`.
    /// `closer`: where the next closing delimiter is at or after `start`, nil when there is none.
    static func read(_ bytes: [UInt8], at start: Int, closer: (_ kind: Kind, _ from: Int) -> Int?) -> LiquidTag? {
        let kind: Kind = bytes[start + 1] == UInt8(ascii: "%") ? .tag : .output
        guard let close = closer(kind, start + 2) else { return nil }
        var inner = bytes[(start + 2)..<close]
        // A tag holds no other tag: `{% a` … `{% b %}` is an unclosed `{% a`, not a tag up to `%}`.
        if inner.indices.contains(where: { $0 + 1 < close && bytes[$0] == UInt8(ascii: "{")
            && (bytes[$0 + 1] == UInt8(ascii: "%") || bytes[$0 + 1] == UInt8(ascii: "{")) }) { return nil }
        let trimsBefore = inner.first == UInt8(ascii: "-")
        if trimsBefore { inner = inner.dropFirst() }
        let trimsAfter = inner.last == UInt8(ascii: "-")
        if trimsAfter { inner = inner.dropLast() }
        let text = String(decoding: inner, as: UTF8.self).trimmingWhitespace
        var name = text, argument = ""
        if kind == .tag, let space = text.firstIndex(where: \.isWhitespace) {
            name = String(text[..<space])
            argument = text[space...].trimmingWhitespace
        }
        return LiquidTag(kind: kind, range: start..<(close + 2), trimsBefore: trimsBefore, trimsAfter: trimsAfter,
                         name: name, argument: argument)
    }

    /// Whether `bytes[offset...]` starts with `text`.
    static func bytes(_ bytes: [UInt8], at offset: Int, startWith text: String) -> Bool {
        let pattern = Array(text.utf8)
        guard offset >= 0, offset + pattern.count <= bytes.count else { return false }
        return bytes[offset..<(offset + pattern.count)].elementsEqual(pattern)
    }
}
