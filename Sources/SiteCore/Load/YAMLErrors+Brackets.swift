/// What is unbalanced in a value that opens a list (`[`) or a mapping (`{`), for a key whose
/// value is one: putting it in quotes would make it text, so the note says which bracket to
/// add or remove instead.
extension YAMLErrors {
    /// A note for a list or mapping that is never closed or is closed more than once, with the
    /// line as it would be written; nil when the brackets match (the mistake is elsewhere) or
    /// text follows the closing bracket.
    static func unbalancedNote(lead: String, key: Substring, value: Substring) -> String? {
        let (end, open) = flowEnd(of: value)
        guard let first = value.first else { return nil }
        let what = first == "[" ? "list" : "mapping"
        guard let end else {
            let closers = String(open.reversed().map { $0 == "[" ? "]" : "}" })
            return "the \(what) that starts with \(first) is never closed; end it with \(closers): \(lead)\(key)\(value)\(closers)"
        }
        let rest = value[end...]
        guard !rest.isEmpty, rest.allSatisfy({ "]} ".contains($0) }) else { return nil }
        let extra = rest.filter { $0 != " " }
        return "\(extra) after the \(what)'s closing \(value[value.index(before: end)]) closes nothing; remove it: \(lead)\(key)\(value[..<end])"
    }

    /// Where the list or mapping that opens `value` ends (after its closing bracket), or nil
    /// with the brackets still open at the end. Quoted items are skipped: a `]` in `"a]"` is text.
    static func flowEnd(of value: Substring) -> (end: Substring.Index?, open: [Character]) {
        var open: [Character] = []
        var quote: Character?
        var previous: Character = " "
        for index in value.indices {
            let character = value[index]
            defer { previous = character }
            if let closing = quote {
                if character == closing { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": if "[{, ".contains(previous) { quote = character }
            case "[", "{": open.append(character)
            case "]", "}":
                _ = open.popLast()
                if open.isEmpty { return (value.index(after: index), []) }
            default: break
            }
        }
        return (nil, open)
    }
}
