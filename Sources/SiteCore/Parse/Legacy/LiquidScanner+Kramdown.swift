/// kramdown's extensions and attribute lists: `{::nomarkdown}` … `{:/}`, `{::comment}`,
/// `{::options … /}` and `{: .class}`.
extension LiquidScanner {
    /// Expands the kramdown construct at `start` (`{:`); nil when it is shown as written.
    mutating func kramdown(_ source: Source, at start: Int, end: Int, into out: inout ExpandedText) -> Int? {
        let bytes = source.bytes
        // kramdown reads nothing inside a code span (`{: .x}` written about, not used).
        if Self.isInCodeSpan(start, in: bytes) { return nil }
        guard start + 2 < end, bytes[start + 2] == UInt8(ascii: ":") else { return attributeList(source, at: start, end: end, into: &out) }
        guard let close = find("}", in: source, from: start + 3, end: end) else {
            warn(source, start, "`{::` is never closed with `}`; it is shown as text")
            return nil
        }
        let header = String(decoding: bytes[(start + 3)..<close], as: UTF8.self)
        let name = header.prefix { $0.isLetter }
        switch name {
        case "options" where header.hasSuffix("/"):
            return close + 1
        case "comment", "nomarkdown":
            if header.hasSuffix("/") { return close + 1 }
            guard let ending = extensionEnd(String(name), source, from: close + 1, end: end) else {
                warn(source, start, "`{::\(name)}` is never closed with `{:/}`; it is shown as text")
                return nil
            }
            if name == "nomarkdown" {
                return rawHTML(source, start: start, content: (close + 1)..<ending.lowerBound, after: ending.upperBound, end: end, into: &out)
            }
            return Self.pastLineEnd(source.bytes, from: ending.upperBound, end: end, ifAlone: start) ?? ending.upperBound
        default:
            warn(source, start, "kramdown extension `{::\(header)}` is not supported; it is shown as text",
                 note: "supported: {::nomarkdown}, {::comment}, {::options /}")
            return nil
        }
    }

    /// Whether an odd number of backticks comes before `offset` on its line.
    static func isInCodeSpan(_ offset: Int, in bytes: [UInt8]) -> Bool {
        var index = offset, count = 0
        while index > 0, !isLineEnd(bytes[index - 1]) {
            index -= 1
            if bytes[index] == UInt8(ascii: "`") { count += 1 }
        }
        return count % 2 == 1
    }

    /// Where `{:/}` or `{:/name}` is, after `from`.
    private mutating func extensionEnd(_ name: String, _ source: Source, from: Int, end: Int) -> Range<Int>? {
        var index = from
        while let slash = find("{:/", in: source, from: index, end: end) {
            for closer in ["{:/}", "{:/\(name)}"] where LiquidTag.bytes(source.bytes, at: slash, startWith: closer) {
                return slash..<(slash + closer.utf8.count)
            }
            index = slash + 3
        }
        return nil
    }

    /// A `{::nomarkdown}` block: its content (includes put in place as HTML) as a raw HTML block,
    /// blank lines kept from ending it early; in a line of text, the HTML as it is. Returns
    /// where reading goes on.
    private mutating func rawHTML(_ source: Source, start: Int, content: Range<Int>, after: Int, end: Int,
                                  into out: inout ExpandedText) -> Int {
        var html = ExpandedText()
        scan(source, content, mode: .html, into: &html)
        guard Self.indentation(before: start, in: source.bytes) != nil else {
            out.append(html)
            return after
        }
        let kept = Self.trimmedLines(html.bytes)
        var block = ExpandedText()
        block.append(html, range: kept)
        block = RawHTMLBlock.keptWhole(block)
        out.trimTrailingSpaces()
        startBlankLine(source, at: start, into: &out)
        out.append(block)   // its lines keep the indentation they were written with
        emit("\n", source, at: after, into: &out)
        // A blank line ends the block, and only one.
        let next = Self.pastLineEnd(source.bytes, from: after, end: end, ifAlone: nil) ?? after
        if next < end, !Self.isLineEnd(source.bytes[next]) { emit("\n", source, at: after, into: &out) }
        return next
    }

    /// `{: .class}` on a line of its own: the classes go to the block before it (`ClassMark`);
    /// elsewhere it is left out with a warning. Nil when `{:` starts no attribute list.
    private mutating func attributeList(_ source: Source, at start: Int, end: Int, into out: inout ExpandedText) -> Int? {
        let bytes = source.bytes
        var close = start + 2
        while close < end, bytes[close] != UInt8(ascii: "}"), !Self.isLineEnd(bytes[close]) { close += 1 }
        guard close < end, bytes[close] == UInt8(ascii: "}") else { return nil }
        let tokens = String(decoding: bytes[(start + 2)..<close], as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard !tokens.isEmpty, tokens.allSatisfy({ $0.hasPrefix(".") || $0.hasPrefix("#") || $0.contains("=") }) else { return nil }
        var after = close + 1
        while after < end, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
        let ownLine = Self.indentation(before: start, in: bytes) != nil && (after == end || Self.isLineEnd(bytes[after]))
        let written = String(decoding: bytes[start...close], as: UTF8.self)
        guard ownLine, source.includedPath == nil else {
            warn(source, start, "`\(written)` is not on a line of its own after a block; it is left out")
            return close + 1
        }
        var classes: [String] = []
        for token in tokens {
            let name = String(token.dropFirst())
            if token.hasPrefix("."), BlockClassWrapper.allowedClasses.contains(name) {
                if !classes.contains(name) { classes.append(name) }
            } else {
                warn(source, start, "`\(token)` in `\(written)` is left out: only the classes \(BlockClassWrapper.allowedClasses.sorted().joined(separator: ", ")) are kept")
            }
        }
        out.trimTrailingSpaces()
        if !classes.isEmpty { classMarks.append(ClassMark(classes: classes, offset: out.bytes.count, origin: start)) }
        // The line goes when a blank line or the end follows; else it stays, blank, to end the block.
        if let next = Self.pastLineEnd(bytes, from: after, end: end, ifAlone: nil), next == end || Self.isLineEnd(bytes[next]) {
            return next
        }
        return after
    }
}
