/// The words around a number that make it a citation ("WCAG", "SC", "Level AA"), read over the
/// bytes of a text of printable ASCII and tabs, exactly as the expressions of `WCAGCitations`
/// read them: on Linux those expressions were most of the cost of reading a citation, for every
/// page's text. Other text (beyond ASCII, or with line breaks or other control characters,
/// where `\b`, `\s` and `$` mean more) is left to the expressions: `init` fails.
///
/// ASCII without control characters but the tab keeps each pattern simple: a word character is
/// a letter, a digit or `_`; white space is a space or a tab; `$` is the text's end.
struct CitationWords {
    private let text: String

    init?(_ text: String) {
        guard text.utf8.allSatisfy({ $0 == 0x09 || (0x20...0x7E).contains($0) }) else { return nil }
        self.text = text
    }

    /// `^[^\n]*?\bLevel\s+(AAA|AA|A)\b`, any case: the first "Level" and its level.
    func levelAfter() -> WCAGCriteria.Level? {
        bytes { bytes in
            var start = 0
            while start + 5 <= bytes.count {
                defer { start += 1 }
                guard Self.boundary(bytes, before: start), Self.holds("level", bytes, at: start) else { continue }
                var index = start + 5
                let spaces = index
                while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
                guard index > spaces else { continue }
                let run = Self.run(of: UInt8(ascii: "a"), bytes, from: index)
                if (1...3).contains(run), index + run == bytes.count || !Self.isWord(bytes[index + run]) { return Self.level(run) }
            }
            return nil
        }
    }

    /// `\b(?:WCAG(?:\s+2\.[0-2])?|Level)\s+(AAA|AA|A)\s+(?:SC\s+)?$`, any case; `keywords`: the
    /// words allowed first (`\bWCAG(?:\s+2\.[0-2])?\s+(?:AAA|AA|A)\s+(?:SC\s+)?$` when only "wcag").
    /// "WCAG" may carry its version ("WCAG 2.1 AA 1.4.3").
    func levelBefore(keywords: [StaticString] = ["wcag", "level"]) -> WCAGCriteria.Level? {
        bytes { bytes in
            var end = bytes.count
            guard Self.dropSpaces(bytes, &end, atLeastOne: true) else { return nil }
            if let level = Self.level(bytes, endingAt: end, keywords: keywords) { return level }
            // "… Level AA SC ": the level before the SC.
            guard end >= 2, Self.holds("sc", bytes, at: end - 2), end - 2 == 0 || !Self.isWord(bytes[end - 3]) else { return nil }
            end -= 2
            guard Self.dropSpaces(bytes, &end, atLeastOne: true) else { return nil }
            return Self.level(bytes, endingAt: end, keywords: keywords)
        }
    }

    /// `\b(?:WCAG(?:\s+2\.[0-2])?|SC|Success\s+Criterion)\s*:?\s*$`, in this case.
    func endsWithLabel() -> Bool {
        bytes { bytes in
            var end = bytes.count
            _ = Self.dropSpaces(bytes, &end, atLeastOne: false)
            if end > 0, bytes[end - 1] == UInt8(ascii: ":") {
                end -= 1
                _ = Self.dropSpaces(bytes, &end, atLeastOne: false)
            }
            if Self.endsWord("WCAG", bytes, at: end) || Self.endsWord("SC", bytes, at: end) { return true }
            // "WCAG 2.1", "Success Criterion": a word, white space, then what ends the text.
            var before = end
            if end >= 3, (UInt8(ascii: "0")...UInt8(ascii: "2")).contains(bytes[end - 1]), Self.holdsExactly("2.", bytes, at: end - 3) {
                before = end - 3
                return Self.dropSpaces(bytes, &before, atLeastOne: true) && Self.endsWord("WCAG", bytes, at: before)
            }
            guard Self.holdsExactly("Criterion", bytes, at: end - 9) else { return false }
            before = end - 9
            return Self.dropSpaces(bytes, &before, atLeastOne: true) && Self.endsWord("Success", bytes, at: before)
        }
    }

    private func bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text
        return text.withUTF8(body)
    }

    /// A run of 1 to 3 `a`s that ends at `end`, white space before it, and before that one of
    /// `keywords` that starts a word.
    private static func level(_ bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int, keywords: [StaticString]) -> WCAGCriteria.Level? {
        var start = end
        while start > 0, bytes[start - 1] | 0x20 == UInt8(ascii: "a") { start -= 1 }
        let run = end - start
        guard (1...3).contains(run), start == 0 || !isWord(bytes[start - 1]) else { return nil }
        var before = start
        guard dropSpaces(bytes, &before, atLeastOne: true) else { return nil }
        return endsKeyword(bytes, at: before, keywords) || endsVersionedWCAG(bytes, at: before) ? level(run) : nil
    }

    /// One of `keywords`, in any case, ends at `end` and starts a word.
    private static func endsKeyword(_ bytes: UnsafeBufferPointer<UInt8>, at end: Int, _ keywords: [StaticString]) -> Bool {
        keywords.contains { keyword in
            let count = keyword.utf8CodeUnitCount
            return end >= count && holds(keyword, bytes, at: end - count) && boundary(bytes, before: end - count)
        }
    }

    /// "WCAG 2.0" to "WCAG 2.2" ends at `end`: only "WCAG", among both patterns' keywords, takes a version.
    private static func endsVersionedWCAG(_ bytes: UnsafeBufferPointer<UInt8>, at end: Int) -> Bool {
        guard end >= 3, (UInt8(ascii: "0")...UInt8(ascii: "2")).contains(bytes[end - 1]), holdsExactly("2.", bytes, at: end - 3) else { return false }
        var before = end - 3
        return dropSpaces(bytes, &before, atLeastOne: true) && endsKeyword(bytes, at: before, ["wcag"])
    }

    private static func level(_ run: Int) -> WCAGCriteria.Level { run == 1 ? .a : run == 2 ? .aa : .aaa }

    /// Moves `end` back over white space; false when `atLeastOne` and there was none.
    private static func dropSpaces(_ bytes: UnsafeBufferPointer<UInt8>, _ end: inout Int, atLeastOne: Bool) -> Bool {
        let start = end
        while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
        return !atLeastOne || end < start
    }

    /// `word` in this case ends at `end`, and starts a word.
    private static func endsWord(_ word: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, at end: Int) -> Bool {
        let start = end - word.utf8CodeUnitCount
        return holdsExactly(word, bytes, at: start) && boundary(bytes, before: start)
    }

    /// Whether `word` (lower-case letters) is at `start` in any case.
    private static func holds(_ word: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start >= 0, start + word.utf8CodeUnitCount <= bytes.count else { return false }
        return word.withUTF8Buffer { wanted in wanted.indices.allSatisfy { bytes[start + $0] | 0x20 == wanted[$0] } }
    }

    private static func holdsExactly(_ word: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start >= 0, start + word.utf8CodeUnitCount <= bytes.count else { return false }
        return word.withUTF8Buffer { wanted in wanted.indices.allSatisfy { bytes[start + $0] == wanted[$0] } }
    }

    private static func run(of letter: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] | 0x20 == letter { end += 1 }
        return end - start
    }

    /// `\b` before a word character at `index`: the text's start or a character that is not one.
    private static func boundary(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Bool {
        index == 0 || !isWord(bytes[index - 1])
    }

    private static func isWord(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
