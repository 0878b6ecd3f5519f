import Yams

/// A quote or a `[`/`{` that opens a value on one line and is not closed on it: the cause of a
/// parse error that YAML finds only later, where it reads on past the line's end. `title: "A`
/// followed by `description: "B"` makes one quoted text of both lines and fails after it.
struct YAMLOpening: Equatable {
    var character: Character
    /// 1-based, as Yams marks are.
    var line: Int
    var column: Int
    /// The line as written, to show it closed.
    var text: Substring

    /// The opening a parse error at `problem` comes from, or nil when the error is its own: an
    /// unclosed `[` or `{` when the parser looked for its end (`expectsClose`), or a quote
    /// closed only on the error's line, before the error.
    static func cause(in yaml: String, problem: Mark, expectsClose: Bool) -> YAMLOpening? {
        var scan = YAMLOpeningScan()
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, text) in lines.prefix(problem.line).enumerated() {
            let end = index + 1 == problem.line ? problem.column - 1 : text.count
            scan.read(text, line: index + 1, upTo: end)
            if let open = scan.open.first, open.line < problem.line, expectsClose, index + 1 == problem.line { return open }
        }
        return scan.quotesClosed.last(where: { $0.opening.line < problem.line && $0.closedOn == problem.line })?.opening
    }

    /// The fix: the line closed at its end (`title: "A` → `title: "A"`), or, where nothing
    /// follows the opening on its line (a list meant to go on), the character to add.
    var closingNote: String {
        let closing: Character = switch character { case "[": "]"; case "{": "}"; default: character }
        let afterOpening = text.dropFirst(column).drop { $0 == " " || $0 == "\r" }
        guard !afterOpening.isEmpty else { return "close it with \(closing) after the value's last item" }
        let written = text.drop { $0 == " " }.reversed().drop { $0 == " " || $0 == "\r" }.reversed()
        return "close it where the value ends: \(String(written))\(closing)"
    }
}

/// Reads lines as YAML's flow and quote syntax does, far enough to know which quotes and
/// brackets are open: comments, escapes (`\"`, `''`) and plain text with quotes inside it
/// (`It's`) are told apart from openings.
struct YAMLOpeningScan {
    private(set) var open: [YAMLOpening] = []
    private(set) var quotesClosed: [(opening: YAMLOpening, closedOn: Int)] = []

    mutating func read(_ text: Substring, line: Int, upTo end: Int) {
        var atValueStart = true
        var index = text.startIndex, column = 1
        while index < text.endIndex, column <= end {
            let character = text[index]
            let next = text.index(after: index)
            if let top = open.last, top.character == "\"" || top.character == "'" {
                // `\"` in double quotes and `''` in single ones are the quote itself, not its end.
                let escaped = top.character == "\"" ? character == "\\" : character == "'" && next < text.endIndex && text[next] == "'"
                if escaped, next < text.endIndex { (index, column) = (text.index(after: next), column + 2); continue }
                if character == top.character { quotesClosed.append((top, line)); open.removeLast() }
            } else if character == "#", atValueStart || index > text.startIndex && text[text.index(before: index)] == " " {
                return
            } else if atValueStart, "\"'[{".contains(character) {
                open.append(YAMLOpening(character: character, line: line, column: column, text: text))
            } else if let top = open.last, (top.character == "[" && character == "]") || (top.character == "{" && character == "}") {
                open.removeLast()
            }
            atValueStart = Self.startsValue(after: character, at: next, in: text, inFlow: open.last.map { "[{".contains($0.character) } ?? false)
                || (atValueStart && character == " ")
            (index, column) = (next, column + 1)
        }
    }

    /// After `- `, `: `, or inside a flow collection after `[`, `{` or `,`, a value begins.
    private static func startsValue(after character: Character, at next: Substring.Index, in text: Substring, inFlow: Bool) -> Bool {
        let spaceFollows = next == text.endIndex || text[next] == " "
        switch character {
        case "-", ":": return spaceFollows
        case "[", "{", ",": return inFlow
        default: return false
        }
    }
}
