/// Copying, searching and reporting for the scanner.
extension LiquidScanner {
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
