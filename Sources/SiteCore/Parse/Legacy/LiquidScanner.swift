import Foundation

/// The Liquid expander's working state while it reads one page (`LiquidExpander`): what it
/// found so far, and what it reports.
///
/// It reads the text once, copying it as written up to each `{%`, `{{` or `{:` and putting the
/// construct's expansion in its place. An included file is read the same way, its text then said
/// to come from the include tag (`ExpandedText`).
struct LiquidScanner {
    /// What the text being read is: Markdown, the inside of a highlight block (code, shown as
    /// written), or of a `{::nomarkdown}` block (HTML).
    enum Mode {
        case markdown, code, html
    }

    /// Text being read: the page, or a file it includes.
    struct Source {
        let bytes: [UInt8]
        /// Nil for the page; else the included file's path in the includes folder.
        let includedPath: String?
        /// For an included file, the page offset of the include tag that brought it in.
        let tagOrigin: Int
    }

    /// A `{: .class}` line of the page: the classes, and the offset in the expanded text of the
    /// line it stood on (now blank).
    struct ClassMark: Sendable {
        var classes: [String]
        var offset: Int
        var origin: Int
    }

    /// How deep includes may nest, and how many bytes a page's includes may add up to: past
    /// either, an include is left out (and reported), so no page can make the build hang.
    static let maximumDepth = 16
    static let maximumIncludedBytes = 4 << 20

    let library: IncludeLibrary
    let pagePath: String
    let page: [UInt8]
    let pageLines: LineStarts
    var diagnostics = Diagnostics()
    /// Every include named, found or not, as a path in the includes folder: the page depends on them.
    var includedPaths: Set<String> = []
    var includedBytes = 0
    var reportedTooMuch = false
    var classMarks: [ClassMark] = []
    var includeStack: [String] = []
    var reportedInIncludes: Set<String> = []
    /// Per file and closing text, an offset from which that text is known not to occur: a text
    /// with many unclosed tags is searched once, not once per tag.
    var absentAfter: [String: Int] = [:]

    init(library: IncludeLibrary, pagePath: String, page: [UInt8]) {
        self.library = library
        self.pagePath = pagePath
        self.page = page
        pageLines = LineStarts(page)
    }

    /// Reads `range` of `source` in `mode`, appending the expansion to `out`.
    mutating func scan(_ source: Source, _ range: Range<Int>, mode: Mode, into out: inout ExpandedText) {
        let bytes = source.bytes
        var copied = range.lowerBound, index = range.lowerBound
        while let brace = Self.nextConstruct(in: bytes, from: index, end: range.upperBound, mode: mode) {
            copy(source, copied..<brace, into: &out)
            let next = expand(source, at: brace, end: range.upperBound, mode: mode, into: &out)
            copied = next ?? brace
            index = next ?? brace + 2
        }
        copy(source, copied..<range.upperBound, into: &out)
    }

    /// The next `{%`, `{{` (and in Markdown `{:`) at or after `from`.
    private static func nextConstruct(in bytes: [UInt8], from: Int, end: Int, mode: Mode) -> Int? {
        var index = from
        while index + 1 < end {
            guard let brace = bytes[index..<(end - 1)].firstIndex(of: UInt8(ascii: "{")) else { return nil }
            let next = bytes[brace + 1]
            if next == UInt8(ascii: "%") || next == UInt8(ascii: "{") || (mode == .markdown && next == UInt8(ascii: ":")) { return brace }
            index = brace + 1
        }
        return nil
    }

    /// Expands the construct at `start`; returns where reading goes on, or nil when the construct
    /// is to be shown as written (its first two characters are then copied and reading goes on).
    private mutating func expand(_ source: Source, at start: Int, end: Int, mode: Mode, into out: inout ExpandedText) -> Int? {
        if source.bytes[start + 1] == UInt8(ascii: ":") { return kramdown(source, at: start, end: end, into: &out) }
        guard let tag = LiquidTag.read(source.bytes, at: start, closer: { kind, from in
            find(kind == .tag ? "%}" : "}}", in: source, from: from, end: end)
        }) else {
            let opener = source.bytes[start + 1] == UInt8(ascii: "%") ? "{%" : "{{"
            warn(source, start, "`\(opener)` is never closed with `\(opener == "{%" ? "%}" : "}}")`; it is shown as text")
            return nil
        }
        if tag.trimsBefore { out.trimTrailingWhitespace() }
        guard let next = expand(tag, source, end: end, mode: mode, into: &out) else {
            return nil
        }
        // A block tag's closing tag says what follows it; its opening tag's `-%}` trims inside.
        let isBlock = tag.kind == .tag && ["highlight", "raw", "comment"].contains(tag.name)
        return tag.trimsAfter && !isBlock ? skipWhitespace(source.bytes, from: next, end: end) : next
    }

    private mutating func expand(_ tag: LiquidTag, _ source: Source, end: Int, mode: Mode, into out: inout ExpandedText) -> Int? {
        if tag.kind == .output {
            guard ["site.baseurl", "site.url"].contains(tag.name.filter { !$0.isWhitespace }) else {
                warn(source, tag.range.lowerBound, "Liquid output `{{ \(tag.name) }}` is not supported; it is shown as text",
                     note: "only `{{ site.baseurl }}` (the site root) is read")
                return nil
            }
            // The site root: nothing before a path (`{{ site.baseurl }}/images/x.png`), else `/`.
            let next = tag.trimsAfter ? skipWhitespace(source.bytes, from: tag.range.upperBound, end: end) : tag.range.upperBound
            let beforePath = next < end && source.bytes[next] == UInt8(ascii: "/")
            emit(beforePath ? "" : "/", source, at: tag.range.lowerBound, into: &out)
            return tag.range.upperBound
        }
        switch tag.name {
        case "include": return include(tag, source, mode: mode, into: &out)
        case "highlight" where mode == .markdown: return highlight(tag, source, end: end, into: &out)
        case "raw": return raw(tag, source, end: end, into: &out)
        case "comment": return comment(tag, source, end: end)
        default:
            warn(source, tag.range.lowerBound, "Liquid tag `{% \(tag.name) %}` is not supported here; it is shown as text",
                 note: "supported: highlight, include, raw, comment, and `{{ site.baseurl }}`")
            return nil
        }
    }

    // MARK: - Helpers

    /// Copies `range` of `source` as written (from an included file: as text of the include tag).
    mutating func copy(_ source: Source, _ range: Range<Int>, into out: inout ExpandedText) {
        guard !range.isEmpty else { return }
        if source.includedPath == nil {
            out.appendVerbatim(source.bytes[range], origin: range.lowerBound)
        } else {
            out.appendGenerated(source.bytes[range], at: source.tagOrigin)
        }
    }

    /// Text made at `offset` of `source`.
    func emit(_ text: String, _ source: Source, at offset: Int, into out: inout ExpandedText) {
        out.appendGenerated(text, at: source.includedPath == nil ? offset : source.tagOrigin)
    }

    /// The offset of the next `text` in `source` at or after `from`, before `end`.
    mutating func find(_ text: String, in source: Source, from: Int, end: Int) -> Int? {
        let key = (source.includedPath ?? "") + "\u{0}" + text + "\u{0}" + String(end)
        if let absent = absentAfter[key], absent <= from { return nil }
        let pattern = Array(text.utf8)
        var index = from
        while index + pattern.count <= end {
            guard let first = source.bytes[index..<(end - pattern.count + 1)].firstIndex(of: pattern[0]) else { break }
            if LiquidTag.bytes(source.bytes, at: first, startWith: text) { return first }
            index = first + 1
        }
        absentAfter[key] = min(absentAfter[key] ?? from, from)
        return nil
    }

    func skipWhitespace(_ bytes: [UInt8], from: Int, end: Int) -> Int {
        var index = from
        while index < end, ExpandedText.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// Past the line end after `offset`, when only spaces and tabs come before it (and, given
    /// `ifAlone`, only spaces and tabs come before that offset on its line); else nil.
    static func pastLineEnd(_ bytes: [UInt8], from offset: Int, end: Int, ifAlone start: Int?) -> Int? {
        if let start, indentation(before: start, in: bytes) == nil { return nil }
        var index = offset
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < end else { return index }
        guard bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") else { return nil }
        if bytes[index] == UInt8(ascii: "\r"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") { return index + 2 }
        return index + 1
    }

    /// Makes what follows start after a blank line (or at the start of the text).
    func startBlankLine(_ source: Source, at offset: Int, into out: inout ExpandedText) {
        guard let last = out.bytes.last else { return }
        if !Self.isLineEnd(last) {
            emit("\n\n", source, at: offset, into: &out)
        } else if out.bytes.count >= 2, !Self.isLineEnd(out.bytes[out.bytes.count - 2]) {
            emit("\n", source, at: offset, into: &out)
        }
    }

    /// The spaces and tabs before `offset` on its line, when nothing else is there.
    static func indentation(before offset: Int, in bytes: [UInt8]) -> [UInt8]? {
        var start = offset
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") || bytes[start - 1] == UInt8(ascii: "\r") else { return nil }
        return Array(bytes[start..<offset])
    }

    /// Reports a problem at `offset` of `source`: in the page there, in an included file at the
    /// include tag, the file and line named in the message.
    mutating func warn(_ source: Source, _ offset: Int, _ message: String, note: String? = nil) {
        guard let included = source.includedPath else {
            diagnostics.warning(location(ofPageOffset: offset), message, note: note, rule: CheckRule.liquid.id)
            return
        }
        // An included file's problem is said once per page, however often the page includes it.
        guard reportedInIncludes.insert("\(included)\u{0}\(offset)").inserted else { return }
        let line = LineStarts(source.bytes).position(of: offset).line
        diagnostics.warning(location(ofPageOffset: source.tagOrigin), "in \(library.folderName)/\(included):\(line): " + message,
                            note: note, rule: CheckRule.liquid.id)
    }

    func location(ofPageOffset offset: Int) -> SourceLocation {
        let position = pageLines.position(of: offset)
        let start = pageLines.start(of: position.line)
        let column = String(decoding: page[start..<min(offset, page.count)], as: UTF8.self).count + 1
        return SourceLocation(file: pagePath, line: position.line, column: column)
    }
}
