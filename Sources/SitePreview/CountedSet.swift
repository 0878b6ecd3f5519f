import SiteCore

/// A multiset of diagnostics that remembers the order they came in.
struct CountedSet {
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
