/// The block tags: include, highlight, raw and comment.
extension LiquidScanner {
    /// `{% include path %}`: the file put in place, read in the same mode; its lines after the
    /// first indented like the tag, so an include in a list item stays in it.
    mutating func include(_ tag: LiquidTag, _ source: Source, mode: Mode, into out: inout ExpandedText) -> Int? {
        let name = tag.argument.split(whereSeparator: \.isWhitespace).first.map { String($0).trimmingCharacters(in: ["\"", "'"]) } ?? ""
        let at = tag.range.lowerBound
        guard !name.isEmpty, !name.contains("{{") else {
            warn(source, at, "`{% include \(tag.argument) %}` names no file (a file name taken from a variable is not supported); it is shown as text")
            return nil
        }
        let path: String, text: String
        let pageOffset = source.includedPath == nil ? at : source.tagOrigin
        switch library.lookUp(name) {
        case .outside:
            warn(source, at, "include \"\(name)\" leads outside the includes folder \(library.folderName); it is left out")
            leftOutIncludes.append(pageOffset)
            return tag.range.upperBound
        case .missing(let missing):
            includedPaths.insert(missing)
            warn(source, at, "included file not found: \(library.folderName)/\(missing); it is left out")
            leftOutIncludes.append(pageOffset)
            return tag.range.upperBound
        case .found(let found, let contents):
            (path, text) = (found, contents)
        }
        includedPaths.insert(path)
        guard admit(path, size: text.utf8.count, source, at: at) != nil else {
            leftOutIncludes.append(pageOffset)
            return tag.range.upperBound
        }
        var bytes = Array(text.utf8)
        // The file's last line end, when the tag ends its line, would make a blank line.
        if Self.pastLineEnd(source.bytes, from: tag.range.upperBound, end: source.bytes.count, ifAlone: nil) != nil, bytes.last == UInt8(ascii: "\n") {
            bytes.removeLast()
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        }
        let included = Source(bytes: bytes, includedPath: path,
                              tagOrigin: source.includedPath == nil ? at : source.tagOrigin)
        var inner = ExpandedText()
        includeStack.append(path)
        scan(included, 0..<included.bytes.count, mode: mode, into: &inner)
        includeStack.removeLast()
        if !tag.trimsBefore, let indent = Self.indentation(before: at, in: source.bytes), !indent.isEmpty {
            inner = Self.indenting(inner, by: indent)
        }
        out.append(inner)
        return tag.range.upperBound
    }

    /// Whether an include may go in: not the file itself or one including it, not too deep, not
    /// past the page's byte budget (reported once). Nil when it is left out.
    private mutating func admit(_ path: String, size: Int, _ source: Source, at offset: Int) -> Bool? {
        if includeStack.contains(path) {
            warn(source, offset, "\(library.folderName)/\(path) includes itself (through \(includeStack.joined(separator: " → "))); the include is left out")
            return nil
        }
        guard includeStack.count < Self.maximumDepth else {
            warn(source, offset, "includes nest deeper than \(Self.maximumDepth); \(library.folderName)/\(path) is left out")
            return nil
        }
        guard includedBytes + size <= Self.maximumIncludedBytes else {
            if !reportedTooMuch {
                reportedTooMuch = true
                warn(source, offset, "the page's includes add up to more than \(Self.maximumIncludedBytes >> 20) MiB; this include and the ones after it are left out")
            }
            return nil
        }
        includedBytes += size
        return true
    }

    /// Every line after the first of `text` prefixed with `indent`.
    static func indenting(_ text: ExpandedText, by indent: [UInt8]) -> ExpandedText {
        var insertions: [(offset: Int, text: String, origin: Int)] = []
        let prefix = String(decoding: indent, as: UTF8.self)
        for (offset, byte) in text.bytes.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < text.bytes.count {
            insertions.append((offset + 1, prefix, text.origin(of: offset)))
        }
        return insertions.isEmpty ? text : text.inserting(insertions)
    }

    /// `{% highlight lang %}` … `{% endhighlight %}` → a fenced code block of that language, its
    /// text as written (includes put in place as text).
    mutating func highlight(_ tag: LiquidTag, _ source: Source, end: Int, into out: inout ExpandedText) -> Int? {
        guard let closing = closingTag("endhighlight", in: source, from: tag.range.upperBound, end: end) else {
            warn(source, tag.range.lowerBound, "`{% highlight %}` is never closed with `{% endhighlight %}`; it is shown as text")
            return nil
        }
        var code = ExpandedText()
        scan(source, tag.range.upperBound..<closing.range.lowerBound, mode: .code, into: &code)
        let kept = Self.trimmedLines(code.bytes)
        let language = tag.argument.split(whereSeparator: \.isWhitespace).first.map {
            String($0.filter { $0.isLetter || $0.isNumber || "+-_#.".contains($0) })
        } ?? ""
        let fence = String(repeating: "`", count: max(3, Self.longestBacktickRun(in: code.bytes[kept]) + 1))
        let at = tag.range.lowerBound
        let indent = Self.indentation(before: at, in: source.bytes)
        if indent == nil { emit("\n", source, at: at, into: &out) }
        emit(fence + language + "\n", source, at: at, into: &out)
        out.append(code, range: kept)
        emit("\n" + String(decoding: indent ?? [], as: UTF8.self) + fence, source, at: closing.range.lowerBound, into: &out)
        let after = closing.trimsAfter ? skipWhitespace(source.bytes, from: closing.range.upperBound, end: end) : closing.range.upperBound
        if after < end, !Self.isLineEnd(source.bytes[after]) { emit("\n", source, at: closing.range.lowerBound, into: &out) }
        return after
    }

    /// `{% raw %}` … `{% endraw %}`: the text between, as written, tags and all.
    mutating func raw(_ tag: LiquidTag, _ source: Source, end: Int, into out: inout ExpandedText) -> Int? {
        guard let closing = closingTag("endraw", in: source, from: tag.range.upperBound, end: end) else {
            warn(source, tag.range.lowerBound, "`{% raw %}` is never closed with `{% endraw %}`; it is shown as text")
            return nil
        }
        // Markers on lines of their own go with their lines.
        let start = tag.trimsAfter ? skipWhitespace(source.bytes, from: tag.range.upperBound, end: end)
            : Self.pastLineEnd(source.bytes, from: tag.range.upperBound, end: end, ifAlone: tag.range.lowerBound) ?? tag.range.upperBound
        let closingAlone = Self.pastLineEnd(source.bytes, from: closing.range.upperBound, end: end, ifAlone: closing.range.lowerBound)
        copy(source, start..<(closingAlone == nil ? closing.range.lowerBound : Self.lineStart(before: closing.range.lowerBound, in: source.bytes)),
             into: &out)
        if closing.trimsBefore { out.trimTrailingWhitespace() }
        return closing.trimsAfter ? skipWhitespace(source.bytes, from: closing.range.upperBound, end: end) : closingAlone ?? closing.range.upperBound
    }

    /// `{% comment %}` … `{% endcomment %}`: left out, as the older site left it out.
    mutating func comment(_ tag: LiquidTag, _ source: Source, end: Int) -> Int? {
        guard let closing = closingTag("endcomment", in: source, from: tag.range.upperBound, end: end) else {
            warn(source, tag.range.lowerBound, "`{% comment %}` is never closed with `{% endcomment %}`; it is shown as text")
            return nil
        }
        return closing.trimsAfter ? skipWhitespace(source.bytes, from: closing.range.upperBound, end: end)
            : Self.pastLineEnd(source.bytes, from: closing.range.upperBound, end: end, ifAlone: tag.range.lowerBound) ?? closing.range.upperBound
    }

    static func lineStart(before offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, !isLineEnd(bytes[start - 1]) { start -= 1 }
        return start
    }

    /// The next `{% name %}` tag at or after `from`.
    mutating func closingTag(_ name: String, in source: Source, from: Int, end: Int) -> LiquidTag? {
        var index = from
        while let open = find("{%", in: source, from: index, end: end) {
            guard let tag = LiquidTag.read(source.bytes, at: open, closer: { kind, from in
                find(kind == .tag ? "%}" : "}}", in: source, from: from, end: end)
            }) else { return nil }
            if tag.name == name { return tag }
            index = tag.range.upperBound
        }
        return nil
    }

    /// `bytes` without blank lines at the start and white space at the end.
    static func trimmedLines(_ bytes: [UInt8]) -> Range<Int> {
        var start = 0, index = 0
        while index < bytes.count, ExpandedText.isWhitespace(bytes[index]) {
            index += 1
            if isLineEnd(bytes[index - 1]) { start = index }
        }
        var end = bytes.count
        while end > start, ExpandedText.isWhitespace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

    static func longestBacktickRun(in bytes: ArraySlice<UInt8>) -> Int {
        var longest = 0, run = 0
        for byte in bytes {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    static func isLineEnd(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
}
