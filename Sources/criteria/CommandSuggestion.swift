import Foundation

/// A first argument that is neither a command nor a path that exists, but is close to a
/// command's name (`criteria biuld`): without this, `build`, the default command, would take it
/// for a content folder and answer "content folder not found: biuld".
enum CommandSuggestion {
    /// The message for `arguments` (without the program's name), or nil when the first argument
    /// is a command, an option, an existing path, or not close to any command.
    static func problem(_ arguments: [String], commands: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first), first != "help",
              !FileManager.default.fileExists(atPath: first) else { return nil }
        let close = commands.map { (name: $0, distance: editDistance(first.lowercased(), $0)) }
            .filter { $0.distance <= max(1, $0.name.count / 3) }
            .min { $0.distance < $1.distance }
        guard let close else { return nil }
        return "unknown command '\(first)'. Did you mean '\(close.name)'? (criteria --help lists the commands)"
    }

    /// Levenshtein distance, counting a swap of two neighbouring letters as one edit.
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left), b = Array(right)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
