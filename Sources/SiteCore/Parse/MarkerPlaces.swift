/// Where `{#name}` markers are written in a list item's own lines, in order, outside fenced code
/// and code spans: the parsed text says neither where a marker was written nor whether it was
/// code, and a line may hold the same marker twice (once in code, showing the syntax).
enum MarkerPlaces {
    struct Place: Equatable {
        /// What is between `{#` and `}`, valid as a name or not.
        var name: String
        var line: Int
        /// In characters, from 1.
        var column: Int
    }

    /// The markers of `lines` (a file's, numbered from 1) `first` through `last`.
    static func find(in lines: [Substring], from first: Int, through last: Int) -> [Place] {
        var places: [Place] = []
        var inFence = false
        for number in max(first, 1)...max(first, min(last, lines.count)) where number <= lines.count {
            let line = lines[number - 1]
            let start = line.drop { $0 == " " || $0 == "\t" }
            if start.hasPrefix("```") || start.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            if !inFence { places += markers(in: line, number: number) }
        }
        return places
    }

    /// A line's markers outside code spans: a run of backticks opens a span that a run of the
    /// same length closes; a backslash outside one escapes the next character.
    private static func markers(in line: Substring, number: Int) -> [Place] {
        var places: [Place] = []
        let characters = Array(line)
        var index = 0, openRun: Int?
        while index < characters.count {
            let character = characters[index]
            if character == "\\", openRun == nil {
                index += 2
            } else if character == "`" {
                var run = 0
                while index + run < characters.count, characters[index + run] == "`" { run += 1 }
                openRun = openRun == nil ? run : (openRun == run ? nil : openRun)
                index += run
            } else if character == "{", openRun == nil, index + 1 < characters.count, characters[index + 1] == "#",
                      let close = characters[(index + 2)...].firstIndex(of: "}") {
                places.append(Place(name: String(characters[(index + 2)..<close]), line: number, column: index + 1))
                index = close + 1
            } else {
                index += 1
            }
        }
        return places
    }
}
