/// Parse stage, for older entries: the body's Liquid and kramdown markup, as the older
/// MagentaA11y site (Jekyll with kramdown) read it, → Markdown in today's format.
///
/// - `{% highlight lang %}` … `{% endhighlight %}` → a fenced code block, its text as written;
/// - `{% include path %}` → the file from the includes folder (`IncludeLibrary`), as code in a
///   highlight block, as HTML or Markdown elsewhere;
/// - `{::nomarkdown}` … `{:/}` → a raw HTML block; `{: .bad-example}` after a block → the block in
///   a `<div class="bad-example">` (`BlockClassWrapper`);
/// - `{% raw %}` markers and `{% comment %}` blocks are removed, `{{ site.baseurl }}` is the site
///   root; anything else is left as text and reported (rule `liquid`).
///
/// The Markdown comes with a `SourceMap`, so every problem found in it later is reported at its
/// place in the file.
struct LiquidExpander: Sendable {
    let includes: IncludeLibrary
    let path: String

    struct Expansion: Sendable {
        var markdown: String
        var map: SourceMap
        var diagnostics: Diagnostics
        /// The include paths named (found or not), sorted: the page depends on them.
        var includedPaths: [String]
        /// Where includes were left out (missing, outside the folder, nested too deep or too
        /// much): a migrated file would lose their text.
        var leftOutIncludes: [SourceLocation]
    }

    /// Whether `text` may hold anything to expand: most older entries hold none.
    static func mayExpand(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "{"), [UInt8(ascii: "%"), UInt8(ascii: "{"), UInt8(ascii: ":")].contains(bytes[index + 1]) {
                    return true
                }
                index += 1
            }
            return false
        } ?? (text.contains("{%") || text.contains("{{") || text.contains("{:"))
    }

    func expand(_ body: String) -> Expansion {
        let bytes = Array(body.utf8)
        var scanner = LiquidScanner(library: includes, pagePath: path, page: bytes)
        var text = ExpandedText()
        scanner.scan(LiquidScanner.Source(bytes: bytes, includedPath: nil, tagOrigin: 0), 0..<bytes.count, mode: .markdown, into: &text)
        let wrapped = BlockClassWrapper.wrap(text, marks: scanner.classMarks)
        for mark in wrapped.unplaced {
            scanner.diagnostics.warning(scanner.location(ofPageOffset: mark.origin),
                                        "`{: .\(mark.classes.joined(separator: " ."))}` follows no block; it is left out",
                                        rule: CheckRule.liquid.id)
        }
        return Expansion(markdown: wrapped.text.text, map: SourceMap(expanded: wrapped.text, original: bytes),
                         diagnostics: scanner.diagnostics, includedPaths: scanner.includedPaths.sorted(),
                         leftOutIncludes: scanner.leftOutIncludes.map(scanner.location(ofPageOffset:)))
    }
}
