import Foundation
import TextSupport

/// Reads the cues of a WebVTT caption file, for the transcript shown beside (or instead of) a
/// video. Only what a transcript needs: start time and text. Headers, `NOTE`, `STYLE` and
/// `REGION` blocks, cue identifiers and cue settings are skipped; tags in cue text
/// (`<v Speaker>`, `<i>`, `<00:01.000>`) are dropped and entities decoded.
///
/// Lines and the `-->` of a timing line are found in the UTF-8 bytes, and blank lines and a
/// timestamp's spaces scalar by scalar (`WhitespaceTrimming`), as the WebVTT specification reads
/// a file (by code points). Foundation's `replacingOccurrences`, `trimmingCharacters` and
/// `components(separatedBy:)` went through NSString, and were an eighth of building the corpus,
/// whose pages show 116 caption tracks.
struct WebVTTParser {
    struct Cue: Equatable {
        /// Seconds from the start of the video.
        var start: Double
        /// The cue's lines joined with a space, plain text.
        var text: String
    }

    /// `limit`: stop after this many cues.
    func cues(in data: Data, limit: Int = .max) -> [Cue] {
        guard let text = String(data: data, encoding: .utf8) else { return [] }
        return cues(in: text, limit: limit)
    }

    /// Whether the track holds a cue: only its first is read, where every track of a site is
    /// asked on the load stage's one core.
    func hasCues(in data: Data) -> Bool { !cues(in: data, limit: 1).isEmpty }

    func cues(in text: String, limit: Int = .max) -> [Cue] {
        // Lines end at `\n`, `\r\n` or `\r`, as in WebVTT.
        let lines = SourceLines.split(text)
        var cues: [Cue] = []
        var index = 0
        while index < lines.count, cues.count < limit {
            // A block runs to the next blank line; a cue block has a timing line as its first
            // or (after an identifier) second line.
            let first = index
            while index < lines.count, !lines[index].isBlank { index += 1 }
            let block = lines[first..<index]
            index += 1
            guard let (timing, arrow) = Self.timing(in: block), let start = Self.seconds(block[timing][..<arrow]) else { continue }
            let words = block[(timing + 1)...].map(Self.plainText).joined(separator: " ").wordsJoinedBySpaces
            if !words.isEmpty { cues.append(Cue(start: start, text: words)) }
        }
        return cues
    }

    /// `00:01:02.500` or `01:02.500` → 62.5.
    static func seconds<Text: StringProtocol>(_ timestamp: Text) -> Double? {
        let parts = timestamp.trimmingWhitespace.split(separator: ":")
        guard (2...3).contains(parts.count) else { return nil }
        var total = 0.0
        for part in parts {
            // A comma is taken for the decimal point, as some caption tools write it.
            let decimal = part.contains("," as Character) ? String(part.map { $0 == "," ? "." : $0 }) : String(part)
            guard let value = Double(decimal), value >= 0 else { return nil }
            total = total * 60 + value
        }
        return total
    }

    /// `1:02` for 62 seconds, `1:01:02` past an hour.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds)
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }

    /// A cue block's timing line (its first line or, after an identifier, its second) and
    /// where the line's `-->` starts.
    private static func timing(in block: ArraySlice<Substring>) -> (line: Int, arrow: Substring.Index)? {
        for line in block.indices.prefix(2) {
            if let arrow = arrow(in: block[line]) { return (line, arrow) }
        }
        return nil
    }

    /// Where the first `-->` of a line starts, if it has one. (The standard library's generic
    /// `firstRange(of:)` was most of the parser's time.)
    private static func arrow(in line: Substring) -> Substring.Index? {
        let utf8 = line.utf8
        var index = utf8.startIndex, dashes = 0
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: ">"), dashes >= 2 { return utf8.index(index, offsetBy: -2) }
            dashes = byte == UInt8(ascii: "-") ? dashes + 1 : 0
            utf8.formIndex(after: &index)
        }
        return nil
    }

    /// Cue text without its tags, with `&amp;`-style entities decoded.
    private static func plainText(_ line: Substring) -> String {
        var result = ""
        var inTag = false
        for character in line {
            switch character {
            case "<": inTag = true
            case ">" where inTag: inTag = false
            default: if !inTag { result.append(character) }
            }
        }
        return HTMLEntities.decode(result)
    }
}
