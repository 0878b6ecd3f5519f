/// Escaping a text a Unicode scalar at a time, by a table: what the CI formats need
/// (`GitHubAnnotations`, `JUnitReport`), where each has a handful of scalars to replace.
enum ScalarEscaping {
    /// `text` with each scalar for which `replacement` gives a text replaced by it.
    static func escape(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                escaped += replaced
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
