import Foundation

/// Reads the cues of a WebVTT caption file, for the transcript shown beside (or instead of) a
/// video. Only what a transcript needs: start time and text. Headers, `NOTE`, `STYLE` and
/// `REGION` blocks, cue identifiers and cue settings are skipped; tags in cue text
/// (`<v Speaker>`, `<i>`, `<00:01.000>`) are dropped and entities decoded.
struct WebVTTParser {
    struct Cue: Equatable {
        /// Seconds from the start of the video.
        var start: Double
        /// The cue's lines joined with a space, plain text.
        var text: String
    }

    func cues(in data: Data) -> [Cue] {
        guard let text = String(data: data, encoding: .utf8) else { return [] }
        return cues(in: text)
    }

    func cues(in text: String) -> [Cue] {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var cues: [Cue] = []
        var index = 0
        while index < lines.count {
            // A block runs to the next blank line; a cue block has a timing line as its first
            // or (after an identifier) second line.
            var block: [String] = []
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
                block.append(lines[index])
                index += 1
            }
            index += 1
            guard let timing = block.prefix(2).firstIndex(where: { $0.contains("-->") }),
                  let start = Self.seconds(block[timing].components(separatedBy: "-->")[0]) else { continue }
            let words = block[(timing + 1)...].map(Self.plainText).joined(separator: " ").wordsJoinedBySpaces
            if !words.isEmpty { cues.append(Cue(start: start, text: words)) }
        }
        return cues
    }

    /// `00:01:02.500` or `01:02.500` → 62.5.
    static func seconds(_ timestamp: String) -> Double? {
        let parts = timestamp.trimmingCharacters(in: .whitespaces).split(separator: ":")
        guard (2...3).contains(parts.count) else { return nil }
        var total = 0.0
        for part in parts {
            guard let value = Double(part.replacingOccurrences(of: ",", with: ".")), value >= 0 else { return nil }
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

    /// Cue text without its tags, with `&amp;`-style entities decoded.
    private static func plainText(_ line: String) -> String {
        var result = ""
        var inTag = false
        for character in line {
            switch character {
            case "<": inTag = true
            case ">" where inTag: inTag = false
            default: if !inTag { result.append(character) }
            }
        }
        return HTMLEscaping.decodeEntities(result)
    }
}
