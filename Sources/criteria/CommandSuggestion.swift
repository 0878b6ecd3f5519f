import Foundation
import SiteCore

/// A first argument that is neither a command nor a path that exists, but is close to a
/// command's name (`criteria biuld`): without this, `build`, the default command, would take it
/// for a content folder and answer "content folder not found: biuld".
enum CommandSuggestion {
    /// The message for `arguments` (without the program's name), or nil when the first argument
    /// is a command, an option, an existing path, or not close to any command.
    static func problem(_ arguments: [String], commands: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first), first != "help",
              !FileManager.default.fileExists(atPath: first) else { return nil }
        let close = commands.map { (name: $0, distance: EditDistance.between(first.lowercased(), $0)) }
            .filter { $0.distance <= max(1, $0.name.count / 3) }
            .min { $0.distance < $1.distance }
        guard let close else { return nil }
        return "unknown command '\(first)'. Did you mean '\(close.name)'? (criteria --help lists the commands)"
    }
}
