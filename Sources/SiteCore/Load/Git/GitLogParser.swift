import Foundation

/// Reads what `git log --name-status -z --format=%x1e%H%x1f%cI%x1f%s` writes: each commit
/// opened by a record separator, its fields by unit separators, then NUL-separated
/// status and paths (`M path`, `R100 old new`). Paths are made relative to the content folder.
struct GitLogParser: Sendable {
    /// The content folder's path from the work tree's top, with a trailing `/`.
    let prefix: String

    func commits(_ output: String) -> [ContentHistory.Commit] {
        output.split(separator: "\u{1e}").compactMap { commit(Substring($0)) }
    }

    private func commit(_ record: Substring) -> ContentHistory.Commit? {
        let head = record.prefix { $0 != "\0" }
        let fields = head.split(separator: "\u{1f}", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 3 else { return nil }
        let changes = fileChanges(record.dropFirst(head.count))
        guard !changes.isEmpty else { return nil }
        return ContentHistory.Commit(hash: fields[0], time: fields[1], subject: fields[2...].joined(separator: "\u{1f}"), changes: changes)
    }

    /// NUL-separated statuses and paths (`M path`, `R100 old new`), as `--name-status -z` writes them.
    func fileChanges(_ text: Substring) -> [ContentHistory.FileChange] {
        var tokens = text.split(separator: "\0").map { $0.trimmingCharacters(in: .newlines) }.filter { !$0.isEmpty }[...]
        var changes: [ContentHistory.FileChange] = []
        while let status = tokens.popFirst(), let path = tokens.popFirst() {
            switch status.first {
            case "A": changes.append(.init(kind: .added, path: relative(path)))
            case "C": changes.append(.init(kind: .added, path: relative(tokens.popFirst() ?? path)))
            case "D": changes.append(.init(kind: .removed, path: relative(path)))
            case "R":
                guard let new = tokens.popFirst() else { break }
                changes.append(renamed(from: path, to: new))
            default: changes.append(.init(kind: .modified, path: relative(path)))
            }
        }
        return changes
    }

    /// A file moved into the folder from outside it counts as added there, one moved out as removed.
    private func renamed(from old: String, to new: String) -> ContentHistory.FileChange {
        guard old.hasPrefix(prefix) else { return .init(kind: .added, path: relative(new)) }
        guard new.hasPrefix(prefix) else { return .init(kind: .removed, path: relative(old)) }
        return .init(kind: .renamed, path: relative(new), oldPath: relative(old))
    }

    /// A path from the work tree's top, relative to the content folder.
    func relative(_ path: String) -> String {
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
