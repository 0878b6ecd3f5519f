/// A shell-style pattern over a `/`-separated path: `*` any characters but `/`, `**` any
/// characters, `?` one character but `/`; everything else matches itself.
struct PathGlob: Sendable {
    private let pattern: [Character]

    init(_ pattern: String) { self.pattern = Array(pattern) }

    func matches(_ path: String) -> Bool {
        let text = Array(path)
        // table[i][j]: pattern from i matches text from j; filled from the end, no recursion.
        var table = Array(repeating: Array(repeating: false, count: text.count + 1), count: pattern.count + 1)
        table[pattern.count][text.count] = true
        for i in stride(from: pattern.count - 1, through: 0, by: -1) {
            for j in stride(from: text.count, through: 0, by: -1) {
                table[i][j] = step(i, j, text, table)
            }
        }
        return table[0][0]
    }

    private func step(_ i: Int, _ j: Int, _ text: [Character], _ table: [[Bool]]) -> Bool {
        let hasText = j < text.count
        switch pattern[i] {
        case "*" where i + 1 < pattern.count && pattern[i + 1] == "*":
            // `**/` also matches no folder at all: `web/**/button.md` takes `web/button.md`. Only
            // where a folder's name would start: `**/button.md` does not take `radio-button.md`.
            let atNameStart = j == 0 || text[j - 1] == "/"
            let skip = atNameStart && i + 2 < pattern.count && pattern[i + 2] == "/" ? table[i + 3][j] : false
            return skip || table[i + 2][j] || (hasText && table[i][j + 1])
        case "*":
            return table[i + 1][j] || (hasText && text[j] != "/" && table[i][j + 1])
        case "?":
            return hasText && text[j] != "/" && table[i + 1][j + 1]
        case let literal:
            return hasText && text[j] == literal && table[i + 1][j + 1]
        }
    }
}
