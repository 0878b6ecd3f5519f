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
    /// Page offsets of include tags whose file was left out (missing, outside, too deep, past the
    /// budget): a migration would lose their text.
    var leftOutIncludes: [Int] = []
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
        // A tag shown as text keeps the white space around it.
        guard isRead(tag, source, mode: mode) else { return nil }
        if tag.trimsBefore { out.trimTrailingWhitespace() }
        guard let next = expand(tag, source, end: end, mode: mode, into: &out) else {
            return nil
        }
        // A block tag's closing tag says what follows it; its opening tag's `-%}` trims inside.
        let isBlock = tag.kind == .tag && ["highlight", "raw", "comment"].contains(tag.name)
        return tag.trimsAfter && !isBlock ? skipWhitespace(source.bytes, from: next, end: end) : next
    }

    /// Whether the tag is one this reads; if not, it is reported (and shown as text).
    private mutating func isRead(_ tag: LiquidTag, _ source: Source, mode: Mode) -> Bool {
        switch tag.kind {
        case .output where ["site.baseurl", "site.url"].contains(tag.name.filter { !$0.isWhitespace }):
            return true
        case .output:
            warn(source, tag.range.lowerBound, "Liquid output `{{ \(tag.name) }}` is not supported; it is shown as text",
                 note: "only `{{ site.baseurl }}` (the site root) is read")
        case .tag where ["include", "raw", "comment"].contains(tag.name) || (tag.name == "highlight" && mode == .markdown):
            return true
        case .tag:
            warn(source, tag.range.lowerBound, "Liquid tag `{% \(tag.name) %}` is not supported here; it is shown as text",
                 note: "supported: highlight, include, raw, comment, and `{{ site.baseurl }}`")
        }
        return false
    }

    private mutating func expand(_ tag: LiquidTag, _ source: Source, end: Int, mode: Mode, into out: inout ExpandedText) -> Int? {
        if tag.kind == .output {
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
        default: return nil   // `isRead` reported it
        }
    }
}
