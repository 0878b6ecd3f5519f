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
    private static func stripSuffix(_ w: inout [Unicode.Scalar], _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard ends(w, suffix), w.count - count >= 3 else { return false }
        w.removeLast(count)
        return true
    }

    /// `tapp` → `tap`, `runn` → `run`.
    private static func undouble(_ w: inout [Unicode.Scalar]) {
        guard w.count >= 2, w[w.count - 1] == w[w.count - 2], "bdfgmnprt".unicodeScalars.contains(w[w.count - 1]) else { return }
        w.removeLast()
    }

    private static func ends(_ w: [Unicode.Scalar], _ suffix: StaticString) -> Bool {
        // Suffixes are ASCII; compare bytes from the end without building arrays.
        let count = suffix.utf8CodeUnitCount
        guard w.count >= count else { return false }
        return suffix.withUTF8Buffer { bytes in
            for offset in 0..<count where w[w.count - count + offset].value != UInt32(bytes[offset]) { return false }
            return true
        }
    }
}
