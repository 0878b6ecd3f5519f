import Foundation

/// Citations written as text (`- 2.4.7 Focus Visible`, `WCAG 1.4.11`) become links to their
/// criterion's page, so that every citation on a page links to it (`PageCitations`); those
/// already inside a link (a W3C Understanding link is rewritten by `PageLinkRewriter`), a
/// heading, code or a script are left as they are.
struct WCAGCitationLinks {
    /// A criterion's number → the href of its page from the page being rendered.
    let href: (String) -> String

    private static let skipped: [[UInt8]] = ["a", "code", "pre", "script", "style", "h1", "h2", "h3", "h4", "h5", "h6", "textarea", "title"]
        .map { Array($0.utf8) }

    /// Read over the bytes: only a text between tags that holds a dotted number, outside the
    /// skipped elements, is made a string and read for citations; the rest is copied as it is.
    /// (A string for every piece, and every tag's name lower-cased for a set, showed in the
    /// render stage's profile.)
    func apply(to html: String) -> String {
        guard html.holdsDigitDotDigit else { return html }
        let bytes = Array(html.utf8)
        return bytes.withUnsafeBufferPointer { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 256)
            var position = 0, depth = 0
            func copyText(upTo end: Int) {
                let text = UnsafeBufferPointer(rebasing: bytes[position..<end])
                if depth == 0, QueryWords.firstDigitDotDigit(in: text, from: 1) != nil {
                    // Tags and the text between them are cut at ASCII bytes, so every piece is whole UTF-8.
                    result.append(contentsOf: self.text(String(decoding: text, as: UTF8.self)).utf8)
                } else {
                    result.append(contentsOf: text)
                }
            }
            for tag in Self.tags(in: bytes) {
                copyText(upTo: tag.range.lowerBound)
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[tag.range]))
                position = tag.range.upperBound
                guard Self.isSkipped(UnsafeBufferPointer(rebasing: bytes[tag.name])) else { continue }
                depth = max(depth + (tag.isClosing ? -1 : 1), 0)
            }
            copyText(upTo: bytes.count)
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Whether a tag's name, in any case, is one of `skipped`.
    private static func isSkipped(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        skipped.contains { skipped in
            skipped.count == name.count && zip(skipped, name).allSatisfy { $0 == $1 | 0x20 }
        }
    }

    /// The tags, in order: what `<(/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>` matches, found byte by byte
    /// (the expression, with a substring per match, showed in a build's profile).
    static func tags(in bytes: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, name: Range<Int>, isClosing: Bool)] {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        var tags: [(range: Range<Int>, name: Range<Int>, isClosing: Bool)] = []
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = open + 1
            let isClosing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
            let nameStart = isClosing ? index + 1 : index
            guard nameStart < bytes.count, isLetter(bytes[nameStart]) else { continue }
            var nameEnd = nameStart + 1
            while nameEnd < bytes.count, isLetter(bytes[nameEnd]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[nameEnd]) { nameEnd += 1 }
            guard let close = bytes[nameEnd...].firstIndex(of: UInt8(ascii: ">")) else { break }   // nor any later tag
            tags.append((open..<(close + 1), nameStart..<nameEnd, isClosing))
            index = close + 1
        }
        return tags
    }

    /// Where the link ends: after the criterion's name when it follows the number
    /// (`2.4.7 Focus Visible`, `1.4.11: Non-text Contrast`, `1.4.3 Contrast`), so the link says
    /// where it leads.
    private static func end(of citation: (number: String, range: NSRange), in line: NSString) -> Int {
        let numberEnd = citation.range.location + citation.range.length
        guard let criterion = WCAGCriteria.criterion(citation.number) else { return numberEnd }
        var start = numberEnd
        while start < line.length, let scalar = UnicodeScalar(line.character(at: start)), " :-–".unicodeScalars.contains(scalar) { start += 1 }
        guard let name = WCAGCitations.citedName(atStartOf: Substring(line.substring(from: start)), criterion) else { return numberEnd }
        return start + (name as NSString).length
    }

    private func text(_ text: String) -> String {
        var result = ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { result += "\n" }
            let line = String(line), ns = line as NSString
            var position = 0
            for citation in PageCitations.citations(inLine: line) where citation.range.location >= position {
                let end = Self.end(of: citation, in: ns)
                result += ns.substring(with: NSRange(location: position, length: citation.range.location - position))
                result += "<a href=\"\(href(citation.number))\">\(ns.substring(with: NSRange(location: citation.range.location, length: end - citation.range.location)))</a>"
                position = end
            }
            result += ns.substring(from: position)
        }
        return result
    }
}
