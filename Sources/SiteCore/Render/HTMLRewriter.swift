/// Rewrites URLs in rendered HTML: `href`, `src` and `poster` values go to a rewriter that knows
/// the site (pages, media). Returns nil to keep a value as written.
protocol URLRewriting {
    mutating func rewrite(_ url: String, attribute: String, element: String, at location: SourceLocation,
                          into sink: inout Diagnostics) -> String?
}

/// Where a fragment of HTML comes from, so diagnostics can point into the source.
struct HTMLOrigin {
    var file: String
    var line: Int
    var column: Int
    /// True when the HTML is the source text itself (a raw HTML block), so a tag's offset maps to
    /// a line and column; false for HTML that cmark generated, located at its block.
    var isVerbatim: Bool
}

/// Render stage helper: sanitizes a fragment of HTML and rewrites its URLs in one pass.
///
/// With the `sanitize` policy, elements outside `HTMLAllowlist` are removed (dangerous ones with
/// their content, unknown ones shown as text), `on*` handlers and `javascript:`-style URLs are
/// dropped, and each removal is a warning. With `trust`, markup is kept; URLs are still rewritten.
/// Under both policies, markup that would make the page invalid HTML is repaired and reported
/// (`MarkupRepairs`: ids, nesting, attributes). Unchanged tags are copied byte for byte.
struct HTMLRewriter {
    var policy: SiteConfig.RawHTMLPolicy

    func rewrite<Rewriter: URLRewriting>(_ html: String, origin: HTMLOrigin, urls: inout Rewriter,
                                         into sink: inout Diagnostics) -> String {
        var repairs = MarkupRepairs()
        return rewrite(html, origin: origin, urls: &urls, repairs: &repairs, into: &sink)
    }

    /// Rewrites one block of a page; `repairs` carries the open elements and the id plan from
    /// the blocks before it (see `MarkupRepairs`).
    func rewrite<Rewriter: URLRewriting>(_ html: String, origin: HTMLOrigin, urls: inout Rewriter,
                                         repairs: inout MarkupRepairs, into sink: inout Diagnostics) -> String {
        var tokenizer = HTMLTokenizer(html)
        var output: [UInt8] = []
        output.reserveCapacity(tokenizer.bytes.count)
        var lines = LineTracker(origin: origin, bytes: tokenizer.bytes)
        while let token = tokenizer.next() {
            switch token {
            case .text(let range):
                writeText(range, of: tokenizer, to: &output, repairs: &repairs)
            case .markup(let range):
                if policy == .trust { output.append(contentsOf: tokenizer.bytes[range]) }
            case .endTag(let name, let range):
                let facts = ElementFacts.of(name)
                // A renamed element's end tag is the nesting repairs' to write, with the new name.
                if !facts.contains(.renamed), let replacement = changedEndTag(name, facts: facts, original: tokenizer.bytes[range]) {
                    output.append(contentsOf: replacement)   // removed or shown as text
                    continue
                }
                let html = repairs.structure.end(name, original: tokenizer.string(range), at: lines.location(at: range.lowerBound),
                                                 into: &sink)
                output.append(contentsOf: html.utf8)
            case .startTag(let name, let attributes, let selfClosing, let range):
                let tag = HTMLTag(name: name, attributes: attributes, selfClosing: selfClosing)
                writeStartTag(tag, range, at: lines.location(at: range.lowerBound), tokenizer: &tokenizer, to: &output,
                              urls: &urls, repairs: &repairs, into: &sink)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func writeText(_ range: Range<Int>, of tokenizer: HTMLTokenizer, to output: inout [UInt8], repairs: inout MarkupRepairs) {
        // A `<` that did not open a well-formed tag must not open one later, once the
        // fragment sits next to other markup in the page.
        if policy == .sanitize, tokenizer.bytes[range.lowerBound] == UInt8(ascii: "<") {
            output.append(contentsOf: Array("&lt;".utf8))
            output.append(contentsOf: tokenizer.bytes[(range.lowerBound + 1)..<range.upperBound])
        } else {
            output.append(contentsOf: tokenizer.bytes[range])
        }
        if repairs.structure.readsText { repairs.structure.text(tokenizer.string(range)) }
    }

    /// A start tag at `range`: removed (with its content, for some), shown as text, or repaired
    /// and written, byte for byte when nothing about it changed.
    private func writeStartTag<Rewriter: URLRewriting>(_ original: HTMLTag, _ range: Range<Int>, at location: SourceLocation,
                                                       tokenizer: inout HTMLTokenizer, to output: inout [UInt8], urls: inout Rewriter,
                                                       repairs: inout MarkupRepairs, into sink: inout Diagnostics) {
        let lowered = original.name.lowercasedHTMLName
        let facts = ElementFacts.of(lowered)
        if policy == .sanitize, facts.contains(.removedWithContent) {
            sink.report(.rawHTML, location, "removed <\(lowered)> element and its content", note: "raw HTML may not run code or embed documents")
            if !original.selfClosing { _ = tokenizer.skip(pastEndTagOf: lowered) }
            return
        }
        if policy == .sanitize, facts.contains(.removedVoid) {
            sink.report(.rawHTML, location, "removed <\(lowered)> element")
            return
        }
        if policy == .sanitize, facts.contains(.unwrapped) { return }
        if policy == .sanitize, !facts.allowsElement(named: lowered) {
            sink.report(.rawHTML, location, "unknown HTML element <\(original.name)> is shown as text")
            output.append(contentsOf: HTMLEscaping.escapeText(tokenizer.string(range)).utf8)
            return
        }
        var tag = original
        var changed = repairs.ids.repair(&tag, at: location, into: &sink)
        changed = rewriteTag(&tag, element: lowered, facts: facts, at: location, urls: &urls, into: &sink) || changed
        changed = AttributeRepairs.repair(&tag, at: location, into: &sink) || changed
        let nesting = repairs.structure.start(&tag, written: lowered, facts: facts, at: location, into: &sink)
        output.append(contentsOf: nesting.before.utf8)
        if changed || nesting.changed {
            output.append(contentsOf: tag.html.utf8)
        } else {
            output.append(contentsOf: tokenizer.bytes[range])
        }
        output.append(contentsOf: nesting.after.utf8)
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
    }

    /// What the end tag of an element that is not renamed becomes, or nil when it stays as
    /// written. `name` is in lower case.
    private func changedEndTag(_ name: String, facts: ElementFacts, original: ArraySlice<UInt8>) -> [UInt8]? {
        if policy == .sanitize {
            if !facts.isDisjoint(with: [.unwrapped, .removedVoid]) { return [] }
            if !facts.allowsElement(named: name) { return Array(HTMLEscaping.escapeText(String(decoding: original, as: UTF8.self)).utf8) }
            // A browser reads attributes in an end tag, quotes included, so `</a x=">` ends later
            // there than here and would swallow a start tag this pass checked, letting the next one
            // through (found by the fuzz target): anything after the name is dropped.
            if original.dropFirst(2).dropLast().contains(where: { !isNameByte($0) }) { return Array("</\(name)>".utf8) }
        }
        return nil
    }

    /// Applies renames, attribute rules and URL rewriting; returns whether anything changed.
    /// `element`: the tag's name in lower case, and `facts` its facts.
    private func rewriteTag<Rewriter: URLRewriting>(_ tag: inout HTMLTag, element: String, facts: ElementFacts, at location: SourceLocation,
                                                    urls: inout Rewriter, into sink: inout Diagnostics) -> Bool {
        var changed = false
        if facts.contains(.renamed), let renamed = HTMLAllowlist.renamed[element] {
            tag.name = renamed.name
            tag.addClass(renamed.className)
            changed = true
        }
        var kept: [HTMLTokenizer.Attribute] = []
        let hasClass = tag.attributes.contains { $0.isNamed("class") }
        for var attribute in tag.attributes {
            // Content copied from React sources writes `className`, which browsers ignore.
            if attribute.name == "className", !hasClass {
                attribute.name = "class"
                changed = true
            }
            let name = attribute.name.lowercasedHTMLName
            if policy == .sanitize, let reason = removalReason(name: name, value: attribute.rawValue) {
                sink.report(.rawHTML, location, "removed \(reason) from <\(element)>")
                changed = true
                continue
            }
            if name == "href" || name == "src" || name == "poster", let raw = attribute.rawValue,
               let replacement = urls.rewrite(HTMLEscaping.decodeEntities(raw), attribute: name, element: element,
                                              at: location, into: &sink) {
                attribute.rawValue = HTMLEscaping.escapeAttribute(replacement)
                changed = true
            }
            kept.append(attribute)
        }
        tag.attributes = kept
        if element == "input", tag.labelsUnlabelledTaskCheckbox() { changed = true }
        return changed
    }

    /// Letters, numbers and `-_:.`; ASCII names (nearly all) are checked by byte.
    private static func isWellFormedAttributeName(_ name: String) -> Bool {
        if name.isAllASCII {
            return name.utf8.allSatisfy { byte in
                (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
            }
        }
        return name.allSatisfy { $0.isLetter || $0.isNumber || "-_:.".contains($0) }
    }

    private func removalReason(name: String, value: String?) -> String? {
        if name.hasPrefix("on") { return "event handler attribute \(name)" }
        if HTMLAllowlist.removedAttributes.contains(name) { return "attribute \(name)" }
        if name.isEmpty || !Self.isWellFormedAttributeName(name) {
            return "malformed attribute \"\(name)\""
        }
        if HTMLAllowlist.urlAttributes.contains(name), let value, let scheme = URLScheme.of(HTMLEscaping.decodeEntities(value)),
           HTMLAllowlist.dangerousSchemes.contains(scheme) {
            return "\(scheme): URL in \(name)"
        }
        return nil
    }
}

/// Maps byte offsets in a verbatim HTML block to source lines and character columns. Tags come
/// in order, so it scans forward from the last offset asked about: each byte is read once, and
/// columns are counted on from the tag before (`SourceColumns.Offsets`).
private struct LineTracker {
    let origin: HTMLOrigin
    private var offsets: SourceColumns.Offsets

    init(origin: HTMLOrigin, bytes: [UInt8]) {
        self.origin = origin
        offsets = SourceColumns.Offsets(bytes: bytes, line: origin.line, column: origin.column)
    }

    mutating func location(at offset: Int) -> SourceLocation {
        guard origin.isVerbatim else { return SourceLocation(file: origin.file, line: origin.line, column: origin.column) }
        let position = offsets.position(at: offset)
        return SourceLocation(file: origin.file, line: position.line, column: position.column)
    }
}
