import SiteCore

/// What one save changed in a site's problems: those it brought and those it fixed.
///
/// A problem that only moved (a line added above it) is neither: problems are matched first by
/// place, then by file, severity, rule and message, so editing the top of a page with twenty
/// warnings does not report forty changes.
public struct ProblemChanges: Sendable, Equatable {
    /// Problems the save brought, in report order.
    public var added: [Diagnostic]
    /// Problems the save fixed, in report order.
    public var resolved: [Diagnostic]

    public init(added: [Diagnostic] = [], resolved: [Diagnostic] = []) {
        self.added = added
        self.resolved = resolved
    }

    public init(from old: Diagnostics, to new: Diagnostics) {
        // Matched in the order they come and only the changes sorted: a large site has tens of
        // thousands of warnings, and a save changes a few.
        var leftOld = Self.counted(old.all)
        let unplaced = new.all.filter { !leftOld.take($0) }
        let gone = leftOld.remaining
        // What did not match exactly may have moved: match it again without its place.
        var moved = Self.counted(gone.map(Self.unplaced))
        let added = unplaced.filter { !moved.take(Self.unplaced($0)) }
        var movedBack = Self.counted(unplaced.map(Self.unplaced))
        let resolved = gone.filter { !movedBack.take(Self.unplaced($0)) }
        self.init(added: Self.sorted(added), resolved: Self.sorted(resolved))
    }

    static func sorted(_ list: [Diagnostic]) -> [Diagnostic] {
        var diagnostics = Diagnostics()
        diagnostics.append(contentsOf: list)
        return diagnostics.sorted
    }

    public var isEmpty: Bool { added.isEmpty && resolved.isEmpty }

    /// The same problem without its line and column: what is left of it after it moved. A
    /// message may name another line of the file ("the check at line 13 keeps it"), which moves
    /// with it, so that number is left out too.
    private static func unplaced(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.location.line = 0
        diagnostic.location.column = 0
        diagnostic.message = withoutLineNumbers(diagnostic.message)
        diagnostic.note = diagnostic.note.map(withoutLineNumbers)
        return diagnostic
    }

    /// `text` with the number after each "line " as `#`.
    static func withoutLineNumbers(_ text: String) -> String {
        guard text.contains("line ") else { return text }
        var out = ""
        var rest = text[...]
        while let found = rest.range(of: "line ") {
            out += rest[..<found.upperBound]
            rest = rest[found.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty {
                out += "#"
                rest = rest.dropFirst(digits.count)
            }
        }
        return out + rest
    }

    private static func counted(_ diagnostics: [Diagnostic]) -> CountedSet {
        var set = CountedSet()
        for diagnostic in diagnostics { set.insert(diagnostic) }
        return set
    }
}
