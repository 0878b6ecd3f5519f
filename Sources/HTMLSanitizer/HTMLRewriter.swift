import TextSupport

/// Sanitizes a fragment of HTML, repairs its markup and rewrites its URLs, in one pass.
///
/// With the `sanitize` policy, elements outside `HTMLAllowlist` are removed (dangerous ones with
/// their content, unknown ones shown as text), `on*` handlers and `javascript:`-style URLs are
/// dropped, and each removal is reported. With `trust`, markup is kept; URLs are still rewritten.
/// Under both policies, markup that would make the page invalid HTML is repaired and reported
/// (`MarkupRepairs`: ids, nesting, attributes). Unchanged tags are copied byte for byte. Each
/// removal and repair is an `HTMLFinding`, at its tag's line and column.
///
/// `sanitize(_:origin:)` takes one fragment on its own; a page of several blocks calls
/// `rewrite(_:origin:client:repairs:)` for each, with one `MarkupRepairs`.
public struct HTMLRewriter: Sendable {
    public var policy: RawHTMLPolicy

    public init(policy: RawHTMLPolicy) { self.policy = policy }

    /// Rewrites one block of a page; `repairs` carries the open elements and the id plan from
    /// the blocks before it (see `MarkupRepairs`). URLs and findings go to `client`.
    public func rewrite<Client: HTMLRewriteClient>(_ html: String, origin: HTMLOrigin, client: inout Client,
                                                   repairs: inout MarkupRepairs) -> String {
        var tokenizer = HTMLTokenizer(html)
        var output: [UInt8] = []
        output.reserveCapacity(tokenizer.bytes.count)
        var lines = TagPositions(origin: origin, bytes: tokenizer.bytes)
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
                let html = repairs.structure.end(name, original: tokenizer.string(range), at: lines.position(at: range.lowerBound),
                                                 client: &client)
                output.append(contentsOf: html.utf8)
            case .startTag(let name, let attributes, let selfClosing, let range):
                let tag = HTMLTag(name: name, attributes: attributes, selfClosing: selfClosing)
                writeStartTag(tag, range, at: lines.position(at: range.lowerBound), tokenizer: &tokenizer, to: &output,
                              client: &client, repairs: &repairs)
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
    private func writeStartTag<Client: HTMLRewriteClient>(_ original: HTMLTag, _ range: Range<Int>, at position: HTMLPosition,
                                                          tokenizer: inout HTMLTokenizer, to output: inout [UInt8], client: inout Client,
                                                          repairs: inout MarkupRepairs) {
        let lowered = original.name.lowercasedHTMLName
        let facts = ElementFacts.of(lowered)
        if policy == .sanitize, facts.contains(.removedWithContent) {
            client.report(.sanitized, position, "removed <\(lowered)> element and its content", note: "raw HTML may not run code or embed documents")
            if !original.selfClosing { _ = tokenizer.skip(pastEndTagOf: lowered) }
            return
        }
        if policy == .sanitize, facts.contains(.removedVoid) {
            client.report(.sanitized, position, "removed <\(lowered)> element")
            return
        }
        if policy == .sanitize, facts.contains(.unwrapped) { return }
        if policy == .sanitize, !facts.allowsElement(named: lowered) {
            client.report(.sanitized, position, "unknown HTML element <\(original.name)> is shown as text")
            output.append(contentsOf: HTMLEscaping.escapeText(tokenizer.string(range)).utf8)
            return
        }
        var tag = original
        var changed = repairs.ids.repair(&tag, at: position, client: &client)
        changed = rewriteTag(&tag, element: lowered, facts: facts, at: position, client: &client) || changed
        changed = AttributeRepairs.repair(&tag, at: position, client: &client) || changed
        let nesting = repairs.structure.start(&tag, written: lowered, facts: facts, at: position, client: &client)
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
    private func rewriteTag<Client: HTMLRewriteClient>(_ tag: inout HTMLTag, element: String, facts: ElementFacts,
                                                       at position: HTMLPosition, client: inout Client) -> Bool {
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
                client.report(.sanitized, position, "removed \(reason) from <\(element)>")
                changed = true
                continue
            }
            if name == "href" || name == "src" || name == "poster", let raw = attribute.rawValue,
               let replacement = client.rewrite(HTMLEntities.decode(raw), attribute: name, element: element, at: position) {
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
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
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
        if HTMLAllowlist.urlAttributes.contains(name), let value, let scheme = URLScheme.of(HTMLEntities.decode(value)),
           HTMLAllowlist.dangerousSchemes.contains(scheme) {
            return "\(scheme): URL in \(name)"
        }
        return nil
    }
}
