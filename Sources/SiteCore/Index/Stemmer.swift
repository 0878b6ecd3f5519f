/// A light English stemmer: plurals, then `-ing`/`-ed`, then a final `e`, so that `captions`,
/// `tapping` and `activated` meet `caption`, `tap` and `activate`. Specified in `docs/search.md`;
/// `search.js` implements the same rules.
public enum Stemmer {
    public static func stem(_ word: String) -> String {
        var scalars = Array(word.unicodeScalars)
        guard scalars.count > 3 else { return word }
        stripPlural(&scalars)
        if stripSuffix(&scalars, "ing") || stripSuffix(&scalars, "ed") { undouble(&scalars) }
        if scalars.count >= 4, scalars.last == "e" { scalars.removeLast() }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    private static func stripPlural(_ w: inout [Unicode.Scalar]) {
        if ends(w, "ies"), w.count >= 5 {
            w.removeLast(3)
            w.append("y")
        } else if ends(w, "sses") || ends(w, "xes") || ends(w, "zes") || ends(w, "ches") || ends(w, "shes") {
            w.removeLast(2)
        } else if ends(w, "s"), !ends(w, "ss"), !ends(w, "us"), !ends(w, "is") {
            w.removeLast()
        }
    }

    /// Drops `suffix` when at least three characters remain.
    private static func stripSuffix(_ w: inout [Unicode.Scalar], _ suffix: String) -> Bool {
        let count = suffix.unicodeScalars.count
        guard ends(w, suffix), w.count - count >= 3 else { return false }
        w.removeLast(count)
        return true
    }

    /// `tapp` → `tap`, `runn` → `run`.
    private static func undouble(_ w: inout [Unicode.Scalar]) {
        guard w.count >= 2, w[w.count - 1] == w[w.count - 2], "bdfgmnprt".unicodeScalars.contains(w[w.count - 1]) else { return }
        w.removeLast()
    }

    private static func ends(_ w: [Unicode.Scalar], _ suffix: String) -> Bool {
        let tail = Array(suffix.unicodeScalars)
        return w.count >= tail.count && Array(w.suffix(tail.count)) == tail
    }
}
