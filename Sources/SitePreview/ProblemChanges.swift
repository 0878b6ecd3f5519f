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

    /// The same problem without its line and column: what is left of it after it moved.
    private static func unplaced(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.location.line = 0
        diagnostic.location.column = 0
        return diagnostic
    }

    private static func counted(_ diagnostics: [Diagnostic]) -> CountedSet {
        var set = CountedSet()
        for diagnostic in diagnostics { set.insert(diagnostic) }
        return set
    }
}

/// A multiset of diagnostics that remembers the order they came in.
private struct CountedSet {
    private var counts: [Key: Int] = [:]
    private var order: [Diagnostic] = []

    /// A diagnostic hashed by its place and severity only: hashing every message and note of a
    /// large site's warnings twice at each save cost more than the rest of the comparison.
    /// Equal keys are equal diagnostics.
    private struct Key: Hashable {
        let diagnostic: Diagnostic

        func hash(into hasher: inout Hasher) {
            hasher.combine(diagnostic.location.file)
            hasher.combine(diagnostic.location.line)
            hasher.combine(diagnostic.location.column)
            hasher.combine(diagnostic.severity)
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.diagnostic == rhs.diagnostic }
    }

    mutating func insert(_ diagnostic: Diagnostic) {
        let key = Key(diagnostic: diagnostic)
        if let count = counts[key] {
            counts[key] = count + 1
        } else {
            counts[key] = 1
            order.append(diagnostic)
        }
    }

    /// Removes one copy of `diagnostic`; false if there was none.
    mutating func take(_ diagnostic: Diagnostic) -> Bool {
        let key = Key(diagnostic: diagnostic)
        guard let count = counts[key], count > 0 else { return false }
        counts[key] = count - 1
        return true
    }

    /// What was not taken, each copy once, in the order first inserted.
    var remaining: [Diagnostic] {
        var left: [Diagnostic] = []
        for diagnostic in order {
            for _ in 0..<(counts[Key(diagnostic: diagnostic)] ?? 0) { left.append(diagnostic) }
        }
        return left
    }
}
