import Foundation
import TextSupport

/// The WCAG success-criterion numbers a line of text cites, by the reading `WCAGCitationRule`
/// documents: one reading for the rule's diagnostics and for the criteria each check cites.
enum WCAGCitations {
    /// One number read as a citation: where it starts (UTF-16 offset in the line), the level
    /// stated with it, and the criterion, nil when WCAG 2.2 has no such number.
    struct Citation: Equatable {
        var number: String
        var utf16Offset: Int
        var statedLevel: WCAGCriteria.Level?
        var criterion: WCAGCriteria.Criterion?
    }

    /// A three-part number (`NumberedLine` reads it over an ASCII line's bytes).
    static let number = NSRegularExpression.literal(#"(?<![\d.])(\d+\.\d+\.\d+)(?![\d]|\.\d)"#)
    /// The words around a number, as expressions; `CitationWords` reads them over the bytes of
    /// the texts it can, and these read the rest (tests hold the two readings equal).
    static let levelAfter = NSRegularExpression.literal(#"^[^\n]*?\bLevel\s+(AAA|AA|A)\b"#, options: [.caseInsensitive])
    static let levelBefore = NSRegularExpression.literal(#"\b(?:WCAG(?:\s+2\.[0-2])?|Level)\s+(AAA|AA|A)\s+(?:SC\s+)?$"#, options: [.caseInsensitive])
    static let citedBefore = NSRegularExpression.literal(#"\b(?:WCAG(?:\s+2\.[0-2])?|SC|Success\s+Criterion)\s*:?\s*$"#)
    static let wcagLevelBefore = NSRegularExpression.literal(#"\bWCAG(?:\s+2\.[0-2])?\s+(?:AAA|AA|A)\s+(?:SC\s+)?$"#, options: [.caseInsensitive])

    /// Each number is read with the text before it back to the number before, not the whole
    /// line's start: otherwise a line of many citations is quadratic.
    static func find(in line: String) -> [Citation] {
        guard line.holdsDigitDotDigit else { return [] }
        // An ASCII line's numbers are found over its bytes (`NumberedLine`): matching the
        // expression and cutting windows through NSString was most of a citation's cost.
        return citations(in: NumberedLine(line))
    }

    private static func citations(in line: NumberedLine) -> [Citation] {
        var citations: [Citation] = []
        var previousEnd = 0
        // Whether the number before was read as a citation: a list of them ("WCAG 2.1.1, 2.4.7
        // and 2.4.3", "WCAG 2.1.1/2.4.7") goes on with the label its first number has.
        var previousCited = false
        let afterEnds = ends(of: line)
        for (index, number) in line.numbers.enumerated() {
            // The patterns that end at the number hold no three-part number, so none of their
            // matches reaches back into the number before; its last digit is kept, so that `\b`
            // sees what it sees in the whole line.
            let before = line.text(from: max(previousEnd - 1, 0), to: number.lowerBound)
            let listed = previousCited && index > 0 && isListSeparator(line.text(from: previousEnd, to: number.lowerBound))
            previousEnd = number.upperBound
            previousCited = false
            let text = line.text(from: number.lowerBound, to: number.upperBound)
            guard line.shaped[index] else {
                // Any other number is a citation only when labelled ("WCAG 9.9.9"): bare, it may be a version.
                if isLabelled(before) {
                    citations.append(Citation(number: text, utf16Offset: number.lowerBound, statedLevel: nil, criterion: nil))
                    previousCited = true
                }
                continue
            }
            let after = line.text(from: number.upperBound, to: afterEnds[index])
            // Each pattern is run only where its words are: without them it matches nothing, and
            // the expressions are the costly part of a citation on Linux.
            let criterion = WCAGCriteria.criterion(text)
            let afterName = criterion.flatMap { textAfterName(after, $0) }
            let stated = statedAfter(after) ?? bracketedLevel(afterName ?? Substring(after)) ?? statedBefore(before)
            let namedAfter = afterName != nil
            guard listed || stated != nil || namedAfter || endsWithLabel(before) else { continue }
            citations.append(Citation(number: text, utf16Offset: number.lowerBound, statedLevel: stated, criterion: criterion))
            previousCited = true
        }
        return citations
    }

    /// What joins the numbers of a list: a comma, a slash, an ampersand or a semicolon, "and" or
    /// "or", or a comma and one of those, with white space around (", ", " and ", ", or ", "/", " & ").
    static func isListSeparator(_ text: String) -> Bool {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        var rest = Substring(text.lowercased()).drop(while: isSpace)
        var joined = false
        if let first = rest.first, ",/&;".contains(first) {
            rest = rest.dropFirst().drop(while: isSpace)
            joined = true
        }
        if let word = ["and ", "or "].first(where: { rest.hasPrefix($0) }) {
            rest = rest.dropFirst(word.count).drop(while: isSpace)
            joined = true
        }
        return joined && rest.isEmpty
    }

    /// Where the text read after each number ends: at the next number of a criterion's shape, or
    /// the line's end, as before other numbers were read at all (a version between a citation and
    /// its level leaves the level its own).
    private static func ends(of line: NumberedLine) -> [Int] {
        var ends = Array(repeating: line.length, count: line.numbers.count)
        var next = line.length
        for index in line.numbers.indices.reversed() {
            ends[index] = next
            if line.shaped[index] { next = line.numbers[index].lowerBound }
        }
        return ends
    }

    /// "WCAG", "SC" or "Success Criterion" right before a number, or "WCAG AA".
    private static func isLabelled(_ before: String) -> Bool {
        endsWithLabel(before) || endsWithWCAGLevel(before)
    }

    /// The WCAG 2.2 criteria `text` cites, line by line, in order of first citation; numbers
    /// WCAG 2.2 does not have (or removed, 4.1.1) are left out: the rule reports those.
    static func numbers(in text: String) -> [String] {
        guard text.holdsDigitDotDigit else { return [] }
        var seen: Set<String> = []
        var numbers: [String] = []
        for line in lines(of: text) {
            for citation in find(in: line) {
                guard let criterion = citation.criterion, !criterion.isObsolete, seen.insert(criterion.number).inserted else { continue }
                numbers.append(criterion.number)
            }
        }
        return numbers
    }

    /// Whether `text` holds `word` (lower-case ASCII letters) in any case, byte by byte. No
    /// other character folds to a run of ASCII letters holding "level" or "wcag", so a text
    /// without the bytes cannot match the level patterns.
    private static func holds(_ text: String, anyCase word: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            word.withUTF8Buffer { needle in
                guard needle.count <= bytes.count else { return false }
                return (0...(bytes.count - needle.count)).contains { start in
                    needle.indices.allSatisfy { bytes[start + $0] | 0x20 == needle[$0] }
                }
            }
        }
    }

    /// Whether `citedBefore`, which is case-sensitive, may match: it needs one of its words.
    private static func mayCite(_ text: String) -> Bool {
        text.containsBytes("WCAG") || text.containsBytes("SC") || text.containsBytes("Success")
    }

    /// `text.split(separator: "\n")`, cut at the bytes when the text has no carriage return
    /// (only "\r\n" makes a Character of a line feed and more): splitting Characters showed in
    /// a build's profile, for every text with a dotted number.
    private static func lines(of text: String) -> [String] {
        guard !text.containsByte(UInt8(ascii: "\r")) else { return text.split(separator: "\n").map(String.init) }
        return text.utf8.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `levelAfter`'s level in the text after a number.
    private static func statedAfter(_ after: String) -> WCAGCriteria.Level? {
        guard holds(after, anyCase: "level") else { return nil }
        return CitationWords(after).map { $0.levelAfter() } ?? level(after, levelAfter)
    }

    /// A level in brackets right after a number or its name, in capitals: "1.4.11 (AA)",
    /// "2.4.7 Focus Visible (AA)". Lower case is left out, since "2.1.1 (a)" may be a list's item.
    private static func bracketedLevel(_ after: some StringProtocol) -> WCAGCriteria.Level? {
        let text = after.unicodeScalars.drop { $0.properties.isWhitespace }
        guard text.first == "(" else { return nil }
        let letters = text.dropFirst().prefix { $0 == "A" }
        guard (1...3).contains(letters.count), text.dropFirst(1 + letters.count).first == ")" else { return nil }
        return WCAGCriteria.Level(rawValue: String(repeating: "A", count: letters.count))
    }

    /// `levelBefore`'s level in the text before a number.
    private static func statedBefore(_ before: String) -> WCAGCriteria.Level? {
        guard holds(before, anyCase: "level") || holds(before, anyCase: "wcag") else { return nil }
        return CitationWords(before).map { $0.levelBefore() } ?? level(before, levelBefore)
    }

    /// Whether `citedBefore` matches the text before a number.
    private static func endsWithLabel(_ before: String) -> Bool {
        guard mayCite(before) else { return false }
        return CitationWords(before).map { $0.endsWithLabel() } ?? matches(before, citedBefore)
    }

    /// Whether `wcagLevelBefore` matches the text before a number.
    private static func endsWithWCAGLevel(_ before: String) -> Bool {
        guard holds(before, anyCase: "wcag") else { return false }
        return CitationWords(before).map { $0.levelBefore(keywords: ["wcag"]) != nil } ?? matches(before, wcagLevelBefore)
    }

    static func level(_ text: String, _ pattern: NSRegularExpression) -> WCAGCriteria.Level? {
        let nsText = text as NSString
        guard let match = pattern.firstMatch(in: text, range: NSRange(location: 0, length: nsText.length)) else { return nil }
        return WCAGCriteria.Level(rawValue: nsText.substring(with: match.range(at: 1)).uppercased())
    }

    static func matches(_ text: String, _ pattern: NSRegularExpression) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
    }

    /// `: Non-text Contrast`, ` Keyboard (Level A)` start with the name, `Keyboard` → 2.1.1:
    /// what follows the name, or nil when the text does not start with it.
    private static func textAfterName(_ text: String, _ criterion: WCAGCriteria.Criterion) -> Substring? {
        let rest = text.drop { $0 == " " || $0 == ":" || $0 == "-" || $0 == "–" }
        guard let name = citedName(atStartOf: rest, criterion) else { return nil }
        return rest.dropFirst(name.count)
    }

    /// Which of the criterion's cited names (`citedNames`) `text` starts with, in any case and
    /// ending a word; nil for none. "1.4.3 Contrast" cites 1.4.3 as "2.4.7 Focus Visible" does.
    static func citedName(atStartOf text: Substring, _ criterion: WCAGCriteria.Criterion) -> String? {
        // The name and the character after it are all that is compared: the rest of a long
        // line is not lower-cased for it.
        let text = text.prefix(criterion.name.count + 1).lowercased()
        return criterion.citedNames.first { name in
            let name = name.lowercased()
            guard text.hasPrefix(name) else { return false }
            return text.dropFirst(name.count).first.map { !$0.isLetter && !$0.isNumber } ?? true
        }
    }
}
